import { z } from 'zod'
import type { LanguageSetting } from '../../shared/bridge'
import { LOCALES } from '../../shared/bridge'
import { readJsonFileSync, writeJsonFileSync } from '../storage/json-file'

export const LANGUAGE_FILE = 'language.json'

const Document = z.object({ language: z.enum(LOCALES).nullable() })

/**
 * The language of the console's words, chosen in Settings. Kept in the data
 * directory, beside the time zone, so every window, both hosts and the
 * desktop app's menus agree. Null follows the computer's language, which the
 * renderer and the host each match to the best offered.
 */
export class LanguageStore {
  #setting: LanguageSetting

  constructor(private readonly path: string) {
    this.#setting = readJsonFileSync(path, Document) ?? { language: null }
  }

  get(): LanguageSetting {
    return this.#setting
  }

  set(language: LanguageSetting['language']): LanguageSetting {
    this.#setting = { language }
    writeJsonFileSync(this.path, this.#setting)
    return this.#setting
  }
}
