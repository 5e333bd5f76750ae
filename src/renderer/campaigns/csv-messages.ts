/** What the page asks the CSV worker (`csv-worker.ts`), and what it answers. */
export type CsvRequest =
  | { kind: 'read'; file: File }
  /** The rows as CSV text, leaving out the rows at `skip` (indexes). */
  | { kind: 'write'; columns: string[]; rows: string[][]; skip: number[] }

export type CsvAnswer =
  | { kind: 'header'; columns: string[] }
  | { kind: 'rows'; rows: string[][] }
  | { kind: 'progress'; loaded: number; total: number }
  | { kind: 'read'; rowCount: number }
  | { kind: 'written'; text: string }
  | { kind: 'failed'; message: string }

/** Rows per message: small enough that the page takes each in a few milliseconds, the first arriving at once. */
export const ROWS_PER_MESSAGE = 2_500
/** Characters parsed at a time, so progress moves and the first rows come early. */
export const CHUNK_BYTES = 1024 * 1024
