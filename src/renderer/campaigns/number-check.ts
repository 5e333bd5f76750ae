/**
 * The New call form's check of the number, with libphonenumber-js and its
 * metadata: a chunk of its own, fetched when the dialog first opens.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'
import { t } from '../i18n/translation.svelte'

export interface NumberCheck {
  /** The number in E.164, once it is one; null while it is not. */
  e164: string | null
  /** What is wrong, for the field's message; null when nothing (or nothing typed yet). */
  problem: string | null
}

/**
 * Checks a number as the supervisor types it. A number without its `+` and
 * country code is read as one of `country` (the workspace's numbers'); the
 * answer is E.164 only for a valid number, so a typo is caught before dialling.
 * In English unless given the window's `t`.
 */
export function checkNumber(typed: string, country: string | null): NumberCheck {
  const text = typed.trim()
  if (text === '') return { e164: null, problem: null }
  if (/[^\d\s()+.-]/.test(text)) return { e164: null, problem: t('campaigns.number.stray') }
  const international = text.startsWith('+')
  if (!international && !country) {
    return { e164: null, problem: t('campaigns.number.noCountry') }
  }
  const parsed = parsePhoneNumberFromString(text, international ? undefined : (country as CountryCode))
  if (!parsed || !parsed.isPossible()) {
    return { e164: null, problem: t('campaigns.number.incomplete') }
  }
  if (!parsed.isValid()) {
    return { e164: null, problem: parsed.country ? t('campaigns.number.invalidIn', { number: parsed.number, country: parsed.country }) : t('campaigns.number.invalid', { number: parsed.number }) }
  }
  return { e164: parsed.number, problem: null }
}
