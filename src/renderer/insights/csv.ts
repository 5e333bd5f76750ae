/** A chart's table as CSV (RFC 4180): what "Export CSV" saves. */
export function tableCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value)
    // A leading = + - @ would run as a formula in a spreadsheet.
    const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text
    return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
  }
  return [columns, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
