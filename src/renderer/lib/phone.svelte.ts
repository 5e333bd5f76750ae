import { isRightToLeft } from '../../shared/i18n/locales'
import { translation } from '../i18n/translation.svelte'

/**
 * How every view writes a phone number (docs/glossary.md): national format in
 * the console's country, international otherwise; the E.164 form stays in the
 * element's title, to read and copy. The formatter arrives on demand
 * (`phone-format.ts`); until then a number shows as stored.
 */

let formatter = $state.raw<((number: string) => string) | null>(null)
let loading = false

/**
 * The console's country: the region of its language (`en-US` → `US`), which
 * is the computer's; null when the language names none, and then every
 * number is written in international format.
 */
export function homeCountry(language: string): string | null {
  try {
    return new Intl.Locale(language).maximize().region ?? null
  } catch {
    return null
  }
}

const HOME = homeCountry(navigator.language)

function load(): void {
  if (loading) return
  loading = true
  import('./phone-format').then(
    (module) => (formatter = module.numberFormatter(HOME)),
    () => (loading = false),
  )
}

/** Whether `formatPhone` writes numbers in words yet (a reactive read): what keeps its answers waits for it. */
export function phoneFormatLoaded(): boolean {
  return formatter !== null
}

/** `(415) 555-0100`, `+44 20 7183 8750`; the number as stored while the formatter loads; in its order (`inOrder`). */
export function formatPhone(number: string): string {
  if (formatter === null) load()
  return inOrder(formatter === null ? number : formatter(number))
}

/**
 * A number as written, for a sentence: in a right-to-left language it is isolated left to right (U+2066 … U+2069),
 * so its digits, spaces and plus sign keep their order among the words around it ("+1 555 0100", not "0100 555 1+").
 */
export function inOrder(written: string): string {
  return isRightToLeft(translation.translator.locale) ? `\u2066${written}\u2069` : written
}
