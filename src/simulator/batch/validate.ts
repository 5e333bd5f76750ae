import { isE164, type BatchRowError, type BatchValidation } from '../contract/shapes'
import { parseCsv } from '../../shared/csv'

export const PHONE_COLUMN = 'phoneNumber'
export const NAME_COLUMN = 'customerName'
export const MAX_ROWS = 50_000
const PREVIEW_ROWS = 5

export interface BatchRow {
  /** The row number as a spreadsheet shows it: the header is row 1. */
  row: number
  values: Record<string, string>
}

export interface ParsedBatch {
  columns: string[]
  rows: BatchRow[]
  errors: BatchRowError[]
}

/** Parses and checks a batch CSV: the phone column, E.164 numbers, field counts, duplicates. */
export function checkBatchCsv(text: string): ParsedBatch {
  const [header, ...data] = parseCsv(text)
  const errors: BatchRowError[] = []
  if (!header) return { columns: [], rows: [], errors: [{ row: 1, message: 'The file is empty; a header row is required' }] }
  const columns = header.fields.map((c) => c.trim())
  if (!columns.includes(PHONE_COLUMN))
    errors.push({ row: 1, column: PHONE_COLUMN, message: `Missing required column ${PHONE_COLUMN}` })
  columns.forEach((column, i) => {
    if (column === '') errors.push({ row: 1, message: `Column ${i + 1} has no name` })
    else if (columns.indexOf(column) !== i) errors.push({ row: 1, column, message: `Duplicate column ${column}` })
  })
  if (data.length > MAX_ROWS) errors.push({ row: 1, message: `At most ${MAX_ROWS} rows are allowed, found ${data.length}` })

  const seen = new Map<string, number>()
  const rows: BatchRow[] = data.map(({ line, fields }) => {
    const values: Record<string, string> = {}
    columns.forEach((column, i) => (values[column] = (fields[i] ?? '').trim()))
    if (fields.length !== columns.length)
      errors.push({ row: line, message: `Expected ${columns.length} fields, found ${fields.length}` })
    const phone = values[PHONE_COLUMN] ?? ''
    if (columns.includes(PHONE_COLUMN)) {
      if (phone === '') errors.push({ row: line, column: PHONE_COLUMN, message: 'Phone number is required' })
      else if (!isE164(phone))
        errors.push({ row: line, column: PHONE_COLUMN, message: `${phone} is not an E.164 phone number (for example +14155550100)` })
      else if (seen.has(phone))
        errors.push({ row: line, column: PHONE_COLUMN, message: `Duplicate of row ${seen.get(phone)}` })
      else seen.set(phone, line)
    }
    return { row: line, values }
  })
  return { columns, rows, errors }
}

export function validationOf(parsed: ParsedBatch): BatchValidation {
  const badRows = new Set(parsed.errors.filter((e) => e.row > 1).map((e) => e.row))
  const headerBroken = parsed.errors.some((e) => e.row === 1)
  return {
    valid: parsed.errors.length === 0 && parsed.rows.length > 0,
    totalRows: parsed.rows.length,
    validRows: headerBroken ? 0 : parsed.rows.filter((r) => !badRows.has(r.row)).length,
    columns: parsed.columns,
    errors: parsed.rows.length === 0 && parsed.errors.length === 0 ? [{ row: 2, message: 'The file has no data rows' }] : parsed.errors,
    preview: parsed.rows.slice(0, PREVIEW_ROWS).map((r) => r.values),
  }
}

export const TEMPLATE_CSV = [
  'phoneNumber,customerName,appointmentDate',
  '+14155550123,Ada Lovelace,2025-06-02',
  '+14155550124,Alan Turing,2025-06-03',
  '',
].join('\r\n')
