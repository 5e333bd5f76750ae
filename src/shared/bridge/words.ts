/**
 * Core's words for the supervisor, sent beside their English: a message of
 * the catalog's `errors` part and its parameters (text, numbers its plurals
 * choose by, or core's words quoted within: a refusal's reason), which the
 * renderer words in the language in use.
 */
export interface ErrorWords {
  key: string
  params?: Record<string, WordsParam>
}

/** A parameter of core's words: a nested message is worded first, in the same language. */
export type WordsParam = string | number | ErrorWords
