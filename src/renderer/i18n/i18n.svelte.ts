import type { LanguageSetting } from '../../shared/bridge'
import { bestLanguage, formattingLocale, isRightToLeft, type Language, type Locale } from '../../shared/i18n/locales'
import { followLocale } from '../../shared/time/zoned-format'
import { bridge, currentLanguage } from '../lib/bridge'
import { loadCatalog } from '../../shared/i18n/load'
import { Translator, type Catalog } from '../../shared/i18n/translator'
import { errorText, sentText, t, translation } from './translation.svelte'

/**
 * The console's words in the chosen language. `t(key, params)` reads the
 * translator in use, so whatever a view shows through it follows a switch at
 * once.
 */
class I18n {
  #setting = $state<LanguageSetting>({ language: null })
  #error = $state<string | null>(null)

  /** The computer's language, matched to the best offered. */
  readonly systemLanguage: Language = bestLanguage(navigator.languages)

  get setting(): LanguageSetting {
    return this.#setting
  }
  get error(): string | null {
    return this.#error
  }

  get locale(): Locale {
    return translation.translator.locale
  }
  get rightToLeft(): boolean {
    return isRightToLeft(translation.translator.locale)
  }

  /**
   * The setting as the window opens (asked early, with the calls), its
   * catalog loaded: the first screen is drawn in it. Without an answer, the
   * computer's language.
   */
  async load(): Promise<void> {
    const { result, since } = await currentLanguage.read()
    const setting = since.at(-1) ?? (result.ok ? result.value : null)
    if (setting) this.#setting = setting
    await this.use(this.#setting.language ?? this.systemLanguage)
  }

  /** Follows the setting, which another window or host may change; returns the function that stops. */
  start(): () => void {
    return bridge.on('app.language', (setting) => {
      this.#setting = setting
      void this.use(setting.language ?? this.systemLanguage)
    })
  }

  async set(language: Locale | null): Promise<void> {
    const result = await bridge.invoke('app.setLanguage', { language })
    if (result.ok) {
      this.#error = null
      this.#setting = result.value
      await this.use(result.value.language ?? this.systemLanguage)
    } else {
      this.#error = errorText(result.error)
    }
  }

  /** Switches the words (and the page's language and direction) once the catalog has loaded; a catalog that fails to load leaves them as they are, saying so. */
  async use(locale: Locale): Promise<void> {
    if (locale === translation.translator.locale) return
    let catalog: Catalog
    try {
      catalog = await loadCatalog(locale)
    } catch {
      this.#error = t('app.language.loadFailed')
      return
    }
    this.#error = null
    translation.translator = new Translator(locale, catalog)
    document.documentElement.lang = locale
    document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr'
  }
}

export const i18n = new I18n()
// Dates follow the words' language (`formattingLocale`).
followLocale(() => formattingLocale(i18n.locale, navigator.language))
export { errorText, sentText, t }
