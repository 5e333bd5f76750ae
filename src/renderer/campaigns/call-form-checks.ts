/** What the New call form checks as the supervisor types: the number, the key/value rows, the callback URL. */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'

/** A row of a key/value editor (dynamic variables, metadata). */
export interface KeyValue {
  key: string
  value: string
}

/** The rows as a map, or what is wrong with them: a value without a name, a name twice. */
export function pairsOf(rows: readonly KeyValue[], what: string): { pairs: Record<string, string>; problem: string | null } {
  const pairs: Record<string, string> = {}
  for (const row of rows) {
    const key = row.key.trim()
    if (key === '' && row.value.trim() === '') continue
    if (key === '') return { pairs, problem: `A ${what} value has no name.` }
    if (Object.hasOwn(pairs, key)) return { pairs, problem: `The ${what} "${key}" is given twice.` }
    pairs[key] = row.value
  }
  return { pairs, problem: null }
}

/** Empty, or an https:// address; anything else is the problem to show. */
export function callbackUrlProblem(text: string): string | null {
  const value = text.trim()
  if (value === '') return null
  try {
    return new URL(value).protocol === 'https:' ? null : 'The callback URL must start with https:// (events about the call travel to it).'
  } catch {
    return 'The callback URL is not a web address (e.g. https://example.com/hooks/calls).'
  }
}

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
