/** CSV as the console writes it (exports) and reads it (imports), RFC 4180. Shared by core and the simulator. */

/** A column of an export: its header and how to read the cell from a row. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | boolean | null
}

/**
 * Cells a spreadsheet would run as a formula: starting with =, +, - or @, their
 * full-width forms (＝＋－＠, which some spreadsheets read as the same), or tab,
 * carriage return or line feed; also after leading spaces or no-break spaces,
 * which spreadsheets skip before evaluating.
 */
const FORMULA_START = /^[ \u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/

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

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF. Answers rows of fields with their line numbers. */
export interface CsvRow {
  line: number
  fields: string[]
}
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else {
        if (ch === '\n') line++
        field += ch
      }
    } else if (ch === '"' && field === '') quoted = true
    else if (ch === ',') {
      fields.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++
      fields.push(field)
      rows.push({ line: rowLine, fields })
      fields = []
      field = ''
      line++
      rowLine = line
    } else field += ch
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field)
    rows.push({ line: rowLine, fields })
  }
  return rows.filter((row) => !(row.fields.length === 1 && row.fields[0]?.trim() === ''))
}
