const TERM = /[\p{L}\p{N}\p{M}]+/gu
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 64

/**
 * Turns what a supervisor typed into a safe FTS5 query: every run of letters and
 * digits becomes a quoted prefix term (`"refu"*`), all of them required. Quotes,
 * operators (AND, OR, NOT, NEAR), column filters and parentheses are never passed
 * through, so no input can make the query throw. One-letter terms are dropped
 * when longer ones are present (they match almost everything); returns null when
 * nothing searchable is left.
 */
export function toFtsQuery(input: string): string | null {
  const terms = (input.normalize('NFC').match(TERM) ?? []).map((t) => t.slice(0, MAX_TERM_LENGTH))
  const useful = terms.some((t) => t.length > 1) ? terms.filter((t) => t.length > 1) : []
  const unique = [...new Set(useful.map((t) => t.toLowerCase()))].slice(0, MAX_TERMS)
  if (unique.length === 0) return null
  return unique.map((t) => `"${t}"*`).join(' ')
}

/**
 * The phrases as one FTS5 query that finds any of them: each phrase's words in
 * order as an FTS5 phrase (`"no further calls"`), so case, punctuation and
 * spacing do not matter; null when no phrase has a word. Only runs of letters
 * and digits reach the query, so no phrase can make it throw.
 */
export function toFtsPhrases(phrases: readonly string[]): string | null {
  const quoted = phrases
    .map((phrase) => (phrase.normalize('NFC').match(TERM) ?? []).map((t) => t.slice(0, MAX_TERM_LENGTH).toLowerCase()))
    .filter((terms) => terms.length > 0)
    .map((terms) => `"${terms.join(' ')}"`)
  return quoted.length === 0 ? null : [...new Set(quoted)].join(' OR ')
}
