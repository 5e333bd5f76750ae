/** What the New call form checks as the supervisor types: the key/value rows, the callback URL (the number: `number-check.ts`). */

/** A row of a key/value editor (dynamic variables, metadata). */
export interface KeyValue {
  key: string
  value: string
}

/** The rows as a map, or what is wrong with them: a value without a name, a name twice. */
export function pairsOf(rows: readonly KeyValue[], what: string): { pairs: Record<string, string>; problem: string | null } {
  const pairs: Record<string, string> = {}
  for (const row of rows) {
    const key = row.key.trim()
    if (key === '' && row.value.trim() === '') continue
    if (key === '') return { pairs, problem: `A ${what} value has no name.` }
    if (Object.hasOwn(pairs, key)) return { pairs, problem: `The ${what} "${key}" is given twice.` }
    pairs[key] = row.value
  }
  return { pairs, problem: null }
}

/** Empty, or an https:// address; anything else is the problem to show. */
export function callbackUrlProblem(text: string): string | null {
  const value = text.trim()
  if (value === '') return null
  try {
    return new URL(value).protocol === 'https:' ? null : 'The callback URL must start with https:// (events about the call travel to it).'
  } catch {
    return 'The callback URL is not a web address (e.g. https://example.com/hooks/calls).'
  }
}
