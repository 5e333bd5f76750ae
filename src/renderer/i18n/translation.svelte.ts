import { SOURCE } from '../../shared/i18n/locales'
import { SOURCE_MESSAGES } from '../../shared/i18n/source'
import type { BridgeError, ErrorWords } from '../../shared/bridge'
import { Translator, type MessageKey, type ParamsOf } from '../../shared/i18n/translator'

/**
 * The translator in use, apart from the Bridge (`i18n.svelte.ts` switches it),
 * so that a formatter in a `.ts` file words through it and its unit test runs
 * in Node, in English.
 */
class Translation {
  #translator = $state.raw(new Translator(SOURCE, SOURCE_MESSAGES))

  get translator(): Translator {
    return this.#translator
  }
  set translator(translator: Translator) {
    this.#translator = translator
  }
}

export const translation = new Translation()

/** The message in the language in use; read during render, so a view follows a switch at once. */
export const t = <K extends MessageKey>(key: K, ...params: ParamsOf<K>): string => translation.translator.t(key, ...params)

/** A Bridge failure in the language in use: core's message by its key, else the English it sent (another host's, or text it passed on). */
export function errorText(error: BridgeError): string {
  return sentText(error.words, error.message)
}

/** Core's message sent with its English (an error's, the connection's reason): in the language in use where it can be. */
export function sentText(words: ErrorWords | undefined, english: string): string {
  return words ? translation.translator.formatSent(words.key, words.params, english) : english
}

/** Core's note on a result (a kept copy's, a write whose result could not be read back): null when there is none. */
export function noteText(said: { note: string | null; noteWords?: ErrorWords | undefined }): string | null {
  return said.note === null ? null : sentText(said.noteWords, said.note)
}
