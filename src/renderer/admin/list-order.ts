/**
 * Search and sort of Admin's lists, in memory: a workspace has tens of agents,
 * flows and numbers, and every key press re-filters at once.
 */

/** Rows whose text contains every word of the query, case- and accent-insensitive. */
export function matching<T>(rows: readonly T[], query: string, textOf: (row: T) => readonly (string | null | undefined)[]): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...rows]
  return rows.filter((row) => {
    const text = fold(textOf(row).filter(Boolean).join(' '))
    return words.every((word) => text.includes(word))
  })
}

/** Sorted by the key, then by name; missing values last. Stable for equal keys. */
export function sortedBy<T>(rows: readonly T[], keyOf: (row: T) => string | number | null, nameOf: (row: T) => string, descending = false): T[] {
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
  return [...rows].sort((a, b) => {
    const ka = keyOf(a)
    const kb = keyOf(b)
    if (ka === null || kb === null) return ka === kb ? collator.compare(nameOf(a), nameOf(b)) : ka === null ? 1 : -1
    const order = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb))
    return (descending ? -order : order) || collator.compare(nameOf(a), nameOf(b))
  })
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()
}
