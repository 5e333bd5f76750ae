import { SvelteMap } from 'svelte/reactivity'
import type { CsvFile, CsvWorker } from './csv-reader'

export interface ReadListener {
  header(columns: string[]): void
  progress(loaded: number, total: number): void
}

/** Rows the page keeps at most; past it the kept ones are dropped and the shown ones asked again. */
const KEPT_ROWS = 2_000

/**
 * One CSV file's rows as the page sees them: held by the worker, the page
 * keeping only the ones it shows. `row` answers them from what it has and
 * asks the worker for the others (the table fills in a moment later), so
 * 50,000 rows are never copied to the page.
 */
export class ImportedRows {
  #file: CsvFile
  #count = $state(0)
  #kept = new SvelteMap<number, string[]>()

  constructor(worker: CsvWorker, file: File, listener: ReadListener) {
    this.#file = worker.open(file, {
      header: (columns) => listener.header(columns),
      rows: (indexes, rows) => {
        if (this.#kept.size + rows.length > KEPT_ROWS) this.#kept.clear()
        indexes.forEach((index, i) => this.#kept.set(index, rows[i]!))
      },
      progress: (loaded, total, rowCount) => {
        this.#count = rowCount
        listener.progress(loaded, total)
      },
    })
  }

  /** Resolves with the row count once the whole file is read. */
  get done(): Promise<number> {
    return this.#file.done
  }

  /** The rows read so far. */
  get count(): number {
    return this.#count
  }

  /** The row at `index` if the page has it; otherwise undefined, and it is asked for. */
  row(index: number): string[] | undefined {
    const row = this.#kept.get(index)
    if (row === undefined && index < this.#count) this.#file.ask(index)
    return row
  }

  /** A fix typed into a cell (`column` is its position in the header). */
  set(index: number, column: number, value: string): void {
    this.#file.set(index, column, value)
    const row = this.#kept.get(index)
    if (!row) {
      this.#file.ask(index, true)
      return
    }
    const fixed = [...row]
    fixed[column] = value
    this.#kept.set(index, fixed)
  }

  /** The rows as CSV text under `columns`, leaving out the rows at `skip`; written by the worker. */
  csv(columns: string[], skip: readonly number[]): Promise<string> {
    return this.#file.csv(columns, skip)
  }

  /** The worker drops the rows. */
  close(): void {
    this.#file.close()
  }
}
