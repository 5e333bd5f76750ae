/**
 * What the page asks the CSV worker (`csv-worker.ts`), and what it answers.
 * The worker keeps one file's rows (`fileId` says which file a message is
 * about; a new file or `close` drops the last one); the page holds only the
 * rows it shows.
 */
export type CsvRequest =
  | { kind: 'read'; fileId: number; file: File }
  /** The rows at these indexes, for the table and the fix fields. */
  | { kind: 'rows'; fileId: number; indexes: number[] }
  /** A fix typed into a cell (`column` is its position in the header). */
  | { kind: 'set'; fileId: number; index: number; column: number; value: string }
  /** The rows as CSV text under this header, leaving out the rows at `skip` (indexes). */
  | { kind: 'write'; fileId: number; writeId: number; columns: string[]; skip: number[] }
  | { kind: 'close'; fileId: number }

/**
 * Why the worker gave up on a file, worded by the page in the supervisor's
 * language: no rows, unreadable, closed meanwhile; anything else as thrown.
 */
export type CsvProblem = { kind: 'empty' } | { kind: 'unreadable'; detail: string } | { kind: 'closed' } | { kind: 'error'; message: string }

export type CsvAnswer =
  /** The script is loaded: the worker takes a file at once. */
  | { kind: 'ready' }
  | { kind: 'header'; fileId: number; columns: string[] }
  /** Rows by index: asked for, or the first ones, sent before the rest of the file is read. */
  | { kind: 'rows'; fileId: number; indexes: number[]; rows: string[][] }
  /** The characters parsed so far and the rows read so far. */
  | { kind: 'progress'; fileId: number; loaded: number; total: number; rowCount: number }
  | { kind: 'read'; fileId: number; rowCount: number }
  | { kind: 'written'; fileId: number; writeId: number; text: string }
  | { kind: 'failed'; fileId: number; problem: CsvProblem }

/** Characters parsed at a time: progress moves (and the table's row count grows) at each. */
export const CHUNK_CHARS = 1024 * 1024
/** Rows sent before the whole file is read, before the table asks: more than a screenful. */
export const FIRST_ROWS = 64
