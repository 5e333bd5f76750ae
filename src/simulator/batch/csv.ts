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

/** Quotes a field when it needs it. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}
