import { NAME_COLUMN, PHONE_COLUMN, ZONE_COLUMN } from '../../shared/bridge'

/** For each column of the template: the file's column that fills it, or null. */
export type ColumnMapping = Record<string, string | null>

/** Other names a spreadsheet gives the known columns. */
const SYNONYMS: Record<string, readonly string[]> = {
  [PHONE_COLUMN]: ['phone', 'phonenumber', 'number', 'mobile', 'tel', 'telephone', 'tonumber', 'msisdn'],
  [NAME_COLUMN]: ['name', 'customer', 'customername', 'fullname', 'contact'],
  [ZONE_COLUMN]: ['timezone', 'tz', 'zone'],
}

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The template's columns the file does not have under their own name: mapping is needed when the phone column is one. */
export function needsMapping(fileColumns: readonly string[]): boolean {
  return !fileColumns.includes(PHONE_COLUMN)
}

/** A first guess: the same name, ignoring case and punctuation, or a usual synonym. */
export function guessMapping(fileColumns: readonly string[], templateColumns: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {}
  const taken = new Set<string>()
  for (const wanted of templateColumns) {
    const names = [squash(wanted), ...(SYNONYMS[wanted] ?? [])]
    const found = fileColumns.find((column) => !taken.has(column) && names.includes(squash(column))) ?? null
    if (found) taken.add(found)
    mapping[wanted] = found
  }
  return mapping
}

/** The file's header with the mapped columns renamed to the template's names; the other columns keep theirs (free variables). */
export function mappedHeader(fileColumns: readonly string[], mapping: ColumnMapping): string[] {
  const renamed = new Map<string, string>()
  for (const [wanted, column] of Object.entries(mapping)) if (column) renamed.set(column, wanted)
  return fileColumns.map((column) => renamed.get(column) ?? column)
}
