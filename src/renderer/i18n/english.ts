import { SOURCE_CATALOG } from '../../shared/i18n/catalog'
import { SOURCE } from '../../shared/i18n/locales'
import { Translator, type MessageKey, type ParamsOf } from '../../shared/i18n/translator'

/** Words a message: the window's `t` (`i18n.svelte.ts`), or `english` where no window is (a worker, a test in Node). */
export type Translate = <K extends MessageKey>(key: K, ...params: ParamsOf<K>) => string

const source = new Translator(SOURCE, SOURCE_CATALOG)

/** The source's words, for code that runs without the window's language. */
export const english: Translate = (key, ...params) => source.t(key, ...params)
