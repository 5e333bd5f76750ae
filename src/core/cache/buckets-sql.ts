/** A span of time an aggregate is cut by: ISO 8601 UTC, start inclusive, end exclusive. */
export interface Span {
  start: string
  end: string
}

/**
 * The spans as a table `b (i, s, e)` from one JSON parameter, for
 * `WITH ${SPANS} SELECT ... FROM b CROSS JOIN t ON t.at >= b.s AND t.at < b.e`:
 * CROSS JOIN keeps the spans outside, so each is one index range of `t`.
 */
export const SPANS = `b (i, s, e) AS (SELECT key, json_extract(value, '$.start'), json_extract(value, '$.end') FROM json_each(?))`

export function spansParam(spans: readonly Span[]): string {
  return JSON.stringify(spans.map(({ start, end }) => ({ start, end })))
}

/** Rows keyed by span index as one value per span, `empty` where a span had none. */
export function bySpan<R extends { i: number }, T>(spans: readonly Span[], rows: R[], value: (row: R) => T, empty: T): T[] {
  const found = new Map(rows.map((row) => [row.i, value(row)]))
  return spans.map((_, i) => found.get(i) ?? empty)
}

const DAY = 86_400_000

/** `span` as the whole UTC days inside it and the two edges around them (less than a day each, perhaps empty). */
export function daysAndEdges(span: Span): { days: Span; edges: [Span, Span] } {
  const start = Date.parse(span.start)
  const end = Date.parse(span.end)
  const firstDay = Math.ceil(start / DAY) * DAY
  const lastDay = Math.max(firstDay, Math.floor(end / DAY) * DAY)
  if (firstDay >= end) return { days: { start: span.end, end: span.end }, edges: [span, { start: span.end, end: span.end }] }
  const at = (ms: number) => new Date(ms).toISOString()
  return {
    days: { start: at(firstDay), end: at(lastDay) },
    edges: [
      { start: span.start, end: at(firstDay) },
      { start: at(lastDay), end: span.end },
    ],
  }
}
