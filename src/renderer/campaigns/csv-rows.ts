import Papa from 'papaparse'
import { CHUNK_CHARS } from './csv-messages'

/** After each slice of the file: the characters parsed so far, of `total`. */
export type ReadProgress = (loaded: number, total: number) => void

const trimmed = (row: string[]) => row.map((column) => column.trim())

/** A file without a header row: the page words it (`CsvProblem`). */
export class EmptyFileError extends Error {
  constructor() {
    super('The file is empty: it needs a header row and at least one row of data.')
  }
}

/**
 * The header (names trimmed) and the first `count` rows alone, parsed at once
 * so the table shows them before the whole file is read (fewer when blank
 * lines are many among them: papaparse's preview counts those too); null for
 * a file without a header.
 */
export function firstRows(text: string, count: number): { columns: string[]; rows: string[][] } | null {
  const [header, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: 2 * (count + 1) }).data
  return header ? { columns: trimmed(header), rows: rows.slice(0, count) } : null
}

/**
 * A CSV file's rows as the worker keeps them: read with papaparse, fixed cell
 * by cell, written back as CSV (the service's validation, preview and start).
 */
export class CsvRows {
  #columns: string[] | null = null
  #rows: string[][] = []

  get count(): number {
    return this.#rows.length
  }

  /** Parses the text in slices: the header first (names trimmed), then the rows; blank lines are skipped. */
  read(text: string, progress: ReadProgress): void {
    if (this.#columns !== null) throw new Error('This reader already holds a file.')
    Papa.parse<string[]>(text, {
      skipEmptyLines: 'greedy',
      chunkSize: CHUNK_CHARS,
      chunk: (results: Papa.ParseResult<string[]>) => {
        const data = results.data
        let start = 0
        if (this.#columns === null && data.length > 0) {
          this.#columns = trimmed(data[0]!)
          start = 1
        }
        for (let i = start; i < data.length; i++) this.#rows.push(data[i]!)
        progress(results.meta.cursor, text.length)
      },
      complete: () => {
        if (this.#columns === null) throw new EmptyFileError()
      },
    })
  }

  /** The rows at these indexes (those the file has), with their indexes. */
  pick(indexes: readonly number[]): { indexes: number[]; rows: string[][] } {
    const found = indexes.filter((index) => index >= 0 && index < this.#rows.length)
    return { indexes: found, rows: found.map((index) => this.#rows[index]!) }
  }

  /** A fix typed into a cell (`column` is its position in the header). */
  set(index: number, column: number, value: string): void {
    const row = this.#rows[index]
    if (!row || column < 0) return
    const fixed = [...row]
    fixed[column] = value
    this.#rows[index] = fixed
  }

  /** The rows as CSV text under `columns` (the header as mapped), leaving out the rows at `skip`. */
  write(columns: string[], skip: readonly number[]): string {
    const left = new Set(skip)
    const kept = left.size === 0 ? this.#rows : this.#rows.filter((_, index) => !left.has(index))
    return Papa.unparse({ fields: columns, data: kept }, { newline: '\r\n' })
  }
}
