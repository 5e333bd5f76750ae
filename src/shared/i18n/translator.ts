import { IntlMessageFormat } from 'intl-messageformat'
import type { Catalog, MessageKey, MessageParams } from './catalog'
import { isPseudo, isRightToLeft, SOURCE, type Locale } from './locales'
import { pseudoMessage } from './pseudo'
import { SOURCE_MESSAGES } from './source'
import type { WordsParam } from '../bridge/words'

export type { Catalog, MessageKey }
/** A message without parameters takes none; one with them must be given all. */
export type ParamsOf<K extends MessageKey> = MessageParams[K] extends Record<string, never> ? [] : [params: MessageParams[K]]

/**
 * Words one language's messages. A message its catalog lacks is the
 * source's, in the source's plural rules: never a key on screen. A
 * pseudo-locale's are made from the source's as they are first asked.
 */
export class Translator {
  readonly #formats = new Map<MessageKey, IntlMessageFormat | string>()

  constructor(
    readonly locale: Locale,
    private readonly catalog: Catalog,
    private readonly source: Catalog = SOURCE_MESSAGES,
  ) {}

  t<K extends MessageKey>(key: K, ...params: ParamsOf<K>): string {
    return this.format(key, params[0])
  }

  /**
   * A message known only at run time (core's, over the Bridge), sent with its English: in this language when its
   * catalog has it, else that English (made pseudo in a pseudo-locale).
   */
  formatSent(key: string, params: Record<string, WordsParam> | undefined, english: string): string {
    return this.#sent(key, params) ?? (isPseudo(this.locale) ? (pseudoMessage(english, isRightToLeft(this.locale)) as string) : english)
  }

  /** Core's message with the messages it quotes worded first; undefined when the catalog lacks one of them. */
  #sent(key: string, params: Record<string, WordsParam> | undefined): string | undefined {
    if (!Object.hasOwn(this.catalog, key)) return undefined
    const worded: Record<string, string | number> = {}
    for (const [name, value] of Object.entries(params ?? {})) {
      const nested = typeof value === 'object' ? this.#sent(value.key, value.params) : value
      if (nested === undefined) return undefined
      worded[name] = nested
    }
    return this.format(key as MessageKey, worded)
  }

  format(key: MessageKey, params: Record<string, string | number> = {}): string {
    let format = this.#formats.get(key)
    if (format === undefined) {
      const own = this.catalog[key]
      const found = own ?? this.source[key]
      // The build gives each module the source's messages its code names (scripts/i18n.ts): one missing is a key it could not see.
      if (found === undefined) throw new Error(`no words for ${key}: name the key whole, or as a template of it`)
      const message = own === undefined && isPseudo(this.locale) ? pseudoMessage(found, isRightToLeft(this.locale)) : found
      // The pseudo-locales are English's, plural rules and digits alike.
      const rules = own === undefined || isPseudo(this.locale) ? SOURCE : this.locale
      // Most messages are plain text: no formatter.
      format = typeof message === 'string' ? message : new IntlMessageFormat(message, rules, undefined, { ignoreTag: true })
      this.#formats.set(key, format)
    }
    return typeof format === 'string' ? format : String(format.format(params))
  }
}
