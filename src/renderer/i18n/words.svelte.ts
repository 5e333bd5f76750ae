import { SOURCE_CATALOG } from '../../shared/i18n/catalog'
import { SOURCE } from '../../shared/i18n/locales'
import { Translator, type MessageKey, type ParamsOf } from '../../shared/i18n/translator'

/**
 * The translator in use, kept apart from the Bridge (`i18n.svelte.ts` chooses
 * it), so the renderer's plain modules word their text with `t` and their
 * tests run in Node, in English.
 */
let current = $state.raw(new Translator(SOURCE, SOURCE_CATALOG))

export function translator(): Translator {
  return current
}

export function useTranslator(next: Translator): void {
  current = next
}

/** The message in the chosen language; read during render, so a switch re-renders it. */
export const t = <K extends MessageKey>(key: K, ...params: ParamsOf<K>): string => current.t(key, ...params)
