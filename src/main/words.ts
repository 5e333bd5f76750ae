import type { BridgeHandlers, EventPayload, LanguageSetting } from '../shared/bridge'
import type { AnyEventListener } from '../core/console'
import { loadCatalog } from '../shared/i18n/load'
import { bestLanguage, SOURCE, type Locale } from '../shared/i18n/locales'
import { SOURCE_MESSAGES } from '../shared/i18n/source'
import { Translator } from '../shared/i18n/translator'

/** The source's words: the menus' and the tray's until the setting has been read. */
export const ENGLISH = new Translator(SOURCE, SOURCE_MESSAGES)

export async function translatorFor(locale: Locale): Promise<Translator> {
  return locale === SOURCE ? ENGLISH : new Translator(locale, await loadCatalog(locale))
}

/** Where the language setting comes from: core's `app.language`, and its event when Settings changes it. */
export interface LanguageSource {
  events: { subscribe(listener: AnyEventListener): () => void }
  handlers: Pick<BridgeHandlers, 'app.language'>
}

/**
 * The desktop app's own words (menus, tray) in the console's language: the
 * setting, else the computer's (`systemLocale`, Electron's `app.getLocale()`)
 * matched to the best offered. `use` hears the words once the setting is read
 * and again at each change. Returns the function that stops.
 */
export function followLanguage(source: LanguageSource, systemLocale: string, use: (words: Translator) => void): () => void {
  let latest = 0
  const apply = async (setting: LanguageSetting) => {
    const asked = ++latest
    const words = await translatorFor(setting.language ?? bestLanguage([systemLocale]))
    // Two quick changes: the last chosen wins, whichever catalog loads first.
    if (asked === latest) use(words)
  }
  void source.handlers['app.language']({}).then(apply)
  return source.events.subscribe((name, payload) => {
    if (name === 'app.language') void apply(payload as EventPayload<'app.language'>)
  })
}
