import { SOURCE_MESSAGES } from '../../shared/i18n/source'
import type { MessageKey } from '../../shared/i18n/translator'
import { formattingLocale } from '../../shared/i18n/locales'
import { t, translation } from '../i18n/translation.svelte'

/** How every view writes a duration, a count and a service value (times: `zoned-format.ts`; numbers: `phone.svelte.ts`). */

/** Seconds as `4:07`, `1:02:09`. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const ss = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`
}

const numberFormats = new Map<string, Intl.NumberFormat>()

function formatNumberTo(value: number, fractionDigits: number): string {
  const locale = formattingLocale(translation.translator.locale, navigator.language)
  let format = numberFormats.get(`${locale}|${fractionDigits}`)
  if (!format) numberFormats.set(`${locale}|${fractionDigits}`, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits })))
  return format.format(value)
}

/** `12,345` in the supervisor's language (`12.345` in German); read during render, so it follows a switch. */
export function formatCount(count: number): string {
  return formatNumberTo(count, 3)
}

/** `178.1` to a tenth at most, in the supervisor's language (`178,1` in German), as formatCount. */
export function formatTenths(value: number): string {
  return formatNumberTo(value, 1)
}

/**
 * A value the service sends as a code (a call, callback, job or batch status,
 * a disposition, a sentiment, a direction) in the supervisor's words, sentence
 * case: `no_answer` → `No answer`, `inProgress` → `In progress`. Every view
 * shows these values through here (docs/glossary.md); a value the service left
 * empty is `Unknown`. The values the console knows (`lib.value.*`, keyed by the
 * words in camelCase) are worded in the language in use; others stay as sent.
 */
export function formatServiceValue(value: string): string {
  const words = value
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase()
  if (!words) return t('lib.value.unknown')
  const key = `lib.value.${words.replace(/ (.)/g, (_, first: string) => first.toUpperCase())}`
  return Object.hasOwn(SOURCE_MESSAGES, key) ? t(key as ServiceValueKey) : words.charAt(0).toUpperCase() + words.slice(1)
}

type ServiceValueKey = Extract<MessageKey, `lib.value.${string}`>
