/**
 * Phone numbers in words, with libphonenumber-js and its metadata: a chunk of
 * its own (`phone.svelte.ts` loads it when the first number is shown), shared
 * with the New call form's check, so the start bundle does not carry it.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js'

/**
 * A stored number (E.164) as the supervisor reads it: national format when it
 * is of `home`, the console's country (`+14155550100` → `(415) 555-0100`),
 * international otherwise (`+44 20 7183 8750`). Anything that is not a number
 * (a SIP address, `web`) is left as it came.
 */
export function formatNumber(number: string, home: string | null): string {
  const parsed = parsePhoneNumberFromString(number.trim())
  if (!parsed?.isPossible()) return number
  return home !== null && parsed.country === home ? parsed.formatNational() : parsed.formatInternational()
}

/** Each card and row asks again at every poll: the answers are kept, up to a bound (the numbers a session sees are few, but not bounded). */
const MEMO_LIMIT = 5000

/** `formatNumber` for one console's country, remembering its answers. */
export function numberFormatter(home: string | null): (number: string) => string {
  const formatted = new Map<string, string>()
  return (number) => {
    let shown = formatted.get(number)
    if (shown === undefined) {
      if (formatted.size >= MEMO_LIMIT) formatted.clear()
      shown = formatNumber(number, home)
      formatted.set(number, shown)
    }
    return shown
  }
}
