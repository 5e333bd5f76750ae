import { IntlMessageFormat } from 'intl-messageformat'
import { SOURCE_CATALOG, type Catalog, type MessageKey, type MessageParams } from './catalog'
import { isPseudo, SOURCE, type Locale } from './locales'

export type { Catalog, MessageKey }
/** A message without parameters takes none; one with them must be given all. */
export type ParamsOf<K extends MessageKey> = MessageParams[K] extends Record<string, never> ? [] : [params: MessageParams[K]]

/**
 * Words one language's messages. A message its catalog lacks is the
 * source's, in the source's plural rules: never a key on screen.
 */
export class Translator {
  readonly #formats = new Map<MessageKey, IntlMessageFormat | string>()

  constructor(
    readonly locale: Locale,
    private readonly catalog: Catalog,
  ) {}

  t<K extends MessageKey>(key: K, ...params: ParamsOf<K>): string {
    return this.format(key, params[0])
  }

  /** A message whose key is known only at run time (core's, over the Bridge): check it with `isMessageKey` first. */
  format(key: MessageKey, params: Record<string, string | number> = {}): string {
    let format = this.#formats.get(key)
    if (format === undefined) {
      const own = this.catalog[key]
      const message = own ?? SOURCE_CATALOG[key]
      // The pseudo-locales are English's, plural rules and digits alike.
      const rules = own === undefined || isPseudo(this.locale) ? SOURCE : this.locale
      // Most messages are plain text: no parse, no formatter.
      format = /[{}']/.test(message) ? new IntlMessageFormat(message, rules, undefined, { ignoreTag: true }) : message
      this.#formats.set(key, format)
    }
    return typeof format === 'string' ? format : String(format.format(params))
  }
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(SOURCE_CATALOG, key)
}
