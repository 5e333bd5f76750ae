import type { DoNotCallEntry, DoNotCallImport } from '../../shared/bridge'
import { parseCsv, toCsv, type CsvColumn } from '../../shared/csv'
import { inEnglish, words, type CoreWords } from '../errors/core-error'
import { toE164 } from '../outbound'

export const IMPORTED_REASON = 'Imported from a CSV file'

/** The rows of an import that can be listed, and the refused ones with why. */
export interface ReadImport {
  entries: { number: string; reason: string }[]
  errors: DoNotCallImport['errors']
}

const HEADER_CELL = /^(number|phone|phone ?number|to|e\.?164)$/i

/**
 * Reads `number[,reason]` rows (more columns are ignored), with or without a
 * header. A number is any common way of writing it with its country code; a
 * cell an export defused (`'+1415…`) reads back as written. A later row for the
 * same number wins.
 */
export function readDoNotCallCsv(content: string): ReadImport {
  const rows = parseCsv(content)
  const first = rows[0]?.fields[0]?.trim() ?? ''
  const body = HEADER_CELL.test(first) ? rows.slice(1) : rows
  const entries = new Map<string, { number: string; reason: string }>()
  const errors: DoNotCallImport['errors'] = []
  for (const row of body) {
    const [rawNumber = '', rawReason = ''] = row.fields.map((field) => field.trim().replace(/^'(?=[=+\-@])/, ''))
    const text = row.fields.join(',')
    if (rawNumber === '') {
      errors.push({ line: row.line, text, ...refusal(words('errors.compliance.emptyNumber')) })
      continue
    }
    const number = toE164(rawNumber)
    if (!number) {
      errors.push({ line: row.line, text, ...refusal(words('errors.compliance.notInternationalRow', { number: rawNumber })) })
      continue
    }
    if (rawReason.length > 300) {
      errors.push({ line: row.line, text: text.slice(0, 120), ...refusal(words('errors.compliance.reasonTooLong')) })
      continue
    }
    entries.set(number, { number, reason: rawReason || IMPORTED_REASON })
  }
  return { entries: [...entries.values()], errors }
}

/** Why a row was refused: in English and as core's message, which the renderer words. */
function refusal(said: CoreWords): { message: string; words: CoreWords } {
  return { message: inEnglish(said), words: said }
}

const COLUMNS: readonly CsvColumn<DoNotCallEntry>[] = [
  { header: 'number', value: (entry) => entry.number },
  { header: 'reason', value: (entry) => entry.reason },
  { header: 'added_at', value: (entry) => entry.addedAt },
]

export function writeDoNotCallCsv(entries: readonly DoNotCallEntry[]): string {
  return toCsv(COLUMNS, entries)
}
