/** The languages the console is offered in, each named in itself; English is the source. */
export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'pt-BR', name: 'Português (Brasil)' },
  { locale: 'fr', name: 'Français' },
  { locale: 'de', name: 'Deutsch' },
] as const

export type Language = (typeof LANGUAGES)[number]['locale']

/**
 * For development and tests only: English made accented, 40 % longer and
 * bracketed (`en-XA`), and the same written right to left (`ar-XB`), the
 * locales Android and Chromium use for it. Text left out of the catalog shows
 * up unbracketed; text too long for its box shows up clipped.
 */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number]

export type Locale = Language | PseudoLocale

export const SOURCE: Language = 'en'

export function isPseudo(locale: Locale): locale is PseudoLocale {
  return (PSEUDO_LOCALES as readonly string[]).includes(locale)
}

/**
 * The locale numbers and dates are written in: the words' language, in the
 * computer's region when the computer speaks it (English on an en-GB
 * computer writes 24-hour times); the pseudo-locales write them as English.
 */
export function formattingLocale(locale: Locale, computer: string): string {
  const language = isPseudo(locale) ? SOURCE : locale
  return computer.split('-')[0] === language.split('-')[0] ? computer : language
}

export function isRightToLeft(locale: Locale): boolean {
  return locale === 'ar-XB'
}

/**
 * The offered language that best matches the computer's (`navigator.languages`,
 * most preferred first): the same language and region, else the same language
 * (`pt-PT` → `pt-BR`), else the next preference, else English.
 */
export function bestLanguage(preferred: readonly string[]): Language {
  const offered = LANGUAGES.map((l) => l.locale)
  for (const tag of preferred) {
    let wanted: Intl.Locale
    try {
      wanted = new Intl.Locale(tag)
    } catch {
      continue
    }
    const exact = offered.find((locale) => locale.toLowerCase() === wanted.baseName.toLowerCase())
    if (exact) return exact
    const sameLanguage = offered.find((locale) => new Intl.Locale(locale).language === wanted.language)
    if (sameLanguage) return sameLanguage
  }
  return SOURCE
}
