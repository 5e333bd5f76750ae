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
