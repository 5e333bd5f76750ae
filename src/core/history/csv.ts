/** A column of an export: its header and how to read the cell from a row. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | boolean | null
}

/**
 * Cells a spreadsheet would run as a formula: starting with =, +, - or @ (and
 * tab or carriage return, which some spreadsheets skip before evaluating).
 */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One cell, RFC 4180: quoted when it holds a comma, a quote or a line break,
 * quotes doubled. Text that a spreadsheet would evaluate gets a leading `'`
 * (OWASP's CSV injection advice), so `+14155550100` reads `'+14155550100`.
 * Numbers and booleans are written as they are.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return ''
  if (typeof value !== 'string') return String(value)
  const defused = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused
}

/** Header and rows, CRLF after every record (RFC 4180). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}
