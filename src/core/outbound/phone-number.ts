import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'

/** A number as the console dials and lists it. */
export interface ParsedNumber {
  /** E.164: `+`, the country code and the national number. */
  e164: string
  /** The country the number belongs to, when its prefix says (`US` for +1 415…); undefined for a shared or unknown range. */
  country: CountryCode | undefined
}

/**
 * Reads a number as a supervisor or a CSV writes it (`+1 (415) 555-0142`,
 * `0044 20 7183 8750`) into E.164; undefined when it is not a possible number
 * in international form. Numbers without a country code are refused rather
 * than guessed: the console serves customers in many countries.
 */
export function parseNumber(input: string): ParsedNumber | undefined {
  const text = input.trim().replace(/^00(?=[1-9])/, '+')
  if (!text.startsWith('+')) return undefined
  const parsed = parsePhoneNumberFromString(text)
  if (!parsed || !parsed.isPossible()) return undefined
  return { e164: parsed.number, country: parsed.country ?? parsed.getPossibleCountries()[0] }
}

/** E.164, or undefined (see `parseNumber`). */
export function toE164(input: string): string | undefined {
  return parseNumber(input)?.e164
}
