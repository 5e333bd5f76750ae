import type { LanguageSetting } from '../../shared/bridge'
import { bestLanguage, isPseudo, isRightToLeft, type Language, type Locale } from '../../shared/i18n/locales'
import { bridge } from '../lib/bridge'
import { pseudoMessage } from '../../shared/i18n/pseudo'
import { CATALOG_LOADERS, SOURCE_CATALOG } from '../../shared/i18n/catalog'
import { Translator, type Catalog } from '../../shared/i18n/translator'
import { translator, useTranslator } from './words.svelte'

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
    return translator().locale
  }
  get rightToLeft(): boolean {
    return isRightToLeft(translator().locale)
  }

  /** Follows the setting, which another window or host may change; returns the function that stops. */
  start(): () => void {
    const follow = (setting: LanguageSetting) => {
      this.#setting = setting
      void this.use(setting.language ?? this.systemLanguage)
    }
    const stop = bridge.on('app.language', follow)
    void bridge.invoke('app.language', {}).then((result) => {
      if (result.ok) follow(result.value)
    })
    return stop
  }

  async set(language: Language | null): Promise<void> {
    const result = await bridge.invoke('app.setLanguage', { language })
    if (result.ok) {
      this.#error = null
      this.#setting = result.value
      await this.use(result.value.language ?? this.systemLanguage)
    } else {
      this.#error = result.error.message
    }
  }

  /** Switches the words (and the page's language and direction) once the catalog has loaded. */
  async use(locale: Locale): Promise<void> {
    if (locale === translator().locale) return
    useTranslator(new Translator(locale, await catalogOf(locale)))
    document.documentElement.lang = locale
    document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr'
  }
}

async function catalogOf(locale: Locale): Promise<Catalog> {
  if (isPseudo(locale)) {
    const rightToLeft = isRightToLeft(locale)
    return Object.fromEntries(Object.entries<string>(SOURCE_CATALOG).map(([key, message]) => [key, pseudoMessage(message, rightToLeft)])) as Catalog
  }
  if (locale === 'en') return SOURCE_CATALOG
  return CATALOG_LOADERS[locale]()
}

export const i18n = new I18n()
export { t } from './words.svelte'
