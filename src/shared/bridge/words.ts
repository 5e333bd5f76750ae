/**
 * Core's words for the supervisor, sent beside their English: a message of
 * the catalog's `errors` part and its parameters (text, or numbers its
 * plurals choose by), which the renderer words in the language in use.
 */
export interface ErrorWords {
  key: string
  params?: Record<string, string | number>
}
