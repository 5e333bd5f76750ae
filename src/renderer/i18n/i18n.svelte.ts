import { IntlMessageFormat } from 'intl-messageformat'
import sourceCatalog from './messages/en.json'
import type { MessageParams } from './message-keys'
import { isPseudo, isRightToLeft, SOURCE, type Language, type Locale } from './locales'
import { pseudoMessage } from './pseudo'

export type MessageKey = keyof MessageParams
type Catalog = Partial<Record<MessageKey, string>>
/** A message without parameters takes none; one with them must be given all. */
/** The source catalog, as `message-keys.ts` types it (catalogs.test.ts holds the two together). */
const source = sourceCatalog as Record<MessageKey, string>
type ParamsOf<K extends MessageKey> = MessageParams[K] extends Record<string, never> ? [] : [params: MessageParams[K]]

/** The catalogs other than the source's, each its own chunk, loaded when chosen. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalog }>> = {
  es: () => import('./messages/es.json'),
  'pt-BR': () => import('./messages/pt-BR.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
}

/**
 * The console's words in the chosen language. `t(key, params)` reads the
 * locale, so whatever a view shows through it follows a switch at once; a
 * message missing from a catalog (or a catalog still loading) is the source's,
 * never a key.
 */
class I18n {
  #locale = $state<Locale>(SOURCE)
  /** The catalog of `#locale` once loaded; the source's until then. */
  #catalog = $state.raw<Catalog>(source)
  #formats = new Map<string, IntlMessageFormat | string>()

  get locale(): Locale {
    return this.#locale
  }
  get rightToLeft(): boolean {
    return isRightToLeft(this.#locale)
  }

  /** Switches the language; the views follow when its catalog has loaded. */
  async use(locale: Locale): Promise<void> {
    const catalog = await catalogOf(locale)
    this.#formats.clear()
    this.#catalog = catalog
    this.#locale = locale
  }

  t = <K extends MessageKey>(key: K, ...params: ParamsOf<K>): string => {
    const locale = this.#locale
    const id = `${locale}\u0000${key}`
    let format = this.#formats.get(id)
    if (format === undefined) {
      const own = this.#catalog[key]
      const message = own ?? source[key]
      // A message the catalog lacks is the source's, in its plural rules; the pseudo-locales are English's.
      const rules = own === undefined || isPseudo(locale) ? SOURCE : locale
      // Most messages are plain text: no parse, no formatter.
      format = /[{}']/.test(message) ? new IntlMessageFormat(message, rules, undefined, { ignoreTag: true }) : message
      this.#formats.set(id, format)
    }
    return typeof format === 'string' ? format : String(format.format(params[0] ?? {}))
  }
}

async function catalogOf(locale: Locale): Promise<Catalog> {
  if (isPseudo(locale)) {
    const rightToLeft = isRightToLeft(locale)
    return Object.fromEntries(Object.entries<string>(source).map(([key, message]) => [key, pseudoMessage(message, rightToLeft)])) as Catalog
  }
  if (locale === 'en') return source
  return (await LOADERS[locale]()).default
}

export const i18n = new I18n()
export const t = i18n.t
