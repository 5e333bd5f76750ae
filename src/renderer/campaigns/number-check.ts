/**
 * The New call form's check of the number, with libphonenumber-js and its
 * metadata: a chunk of its own, fetched when the dialog first opens.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'

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
 */
export function checkNumber(typed: string, country: string | null): NumberCheck {
  const text = typed.trim()
  if (text === '') return { e164: null, problem: null }
  if (/[^\d\s()+.-]/.test(text)) return { e164: null, problem: 'Only digits, spaces, brackets, dots, dashes and a leading + belong in a number.' }
  const international = text.startsWith('+')
  if (!international && !country) {
    return { e164: null, problem: 'Start with + and the country code (e.g. +14155550100): the workspace has no numbers to infer the country from.' }
  }
  const parsed = parsePhoneNumberFromString(text, international ? undefined : (country as CountryCode))
  if (!parsed || !parsed.isPossible()) {
    return { e164: null, problem: 'Not a complete phone number yet: too few or too many digits.' }
  }
  if (!parsed.isValid()) {
    return { e164: null, problem: `${parsed.number} is not a valid number${parsed.country ? ` in ${parsed.country}` : ''}: check the digits.` }
  }
  return { e164: parsed.number, problem: null }
}
