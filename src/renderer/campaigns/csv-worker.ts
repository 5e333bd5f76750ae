import { FIRST_ROWS, type CsvAnswer, type CsvProblem, type CsvRequest } from './csv-messages'
import { CsvRows, EmptyFileError, firstRows } from './csv-rows'

/**
 * CSV files off the page's thread: each parsed and kept here (papaparse), so
 * a 50,000-row file neither freezes the window nor is copied to it. The page
 * gets the header, the first rows, the progress and the count, and asks for
 * the rows it shows as the table scrolls; fixes come here, and the CSV text
 * for the service is written here. One file at a time: a new one, or
 * `close`, drops the last. The worker lives on between files, its code warm.
 */
const post = (answer: CsvAnswer) => postMessage(answer)
let current: { fileId: number; rows: CsvRows } | null = null

/** A file that could not be read at all. */
class UnreadableFileError extends Error {}

async function read(fileId: number, file: File): Promise<void> {
  const open = { fileId, rows: new CsvRows() }
  current = open
  const text = await file.text().catch((error: unknown) => {
    throw new UnreadableFileError(error instanceof Error ? error.message : String(error))
  })
  if (current !== open) return
  // The header and a screenful of rows before the whole file: the table shows them at once.
  const first = firstRows(text, FIRST_ROWS)
  if (first) {
    post({ kind: 'header', fileId, columns: first.columns })
    post({ kind: 'rows', fileId, indexes: first.rows.map((_, index) => index), rows: first.rows })
    post({ kind: 'progress', fileId, loaded: 0, total: text.length, rowCount: first.rows.length })
  }
  open.rows.read(text, (loaded, total) => post({ kind: 'progress', fileId, loaded, total, rowCount: open.rows.count }))
  post({ kind: 'read', fileId, rowCount: open.rows.count })
}

function problemOf(error: unknown): CsvProblem {
  if (error instanceof EmptyFileError) return { kind: 'empty' }
  if (error instanceof UnreadableFileError) return { kind: 'unreadable', detail: error.message }
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) }
}

const failed = (fileId: number, problem: CsvProblem) => post({ kind: 'failed', fileId, problem })

onmessage = (event: MessageEvent<CsvRequest>) => {
  const request = event.data
  try {
    if (request.kind === 'read') {
      void read(request.fileId, request.file).catch((error: unknown) => failed(request.fileId, problemOf(error)))
      return
    }
    const open = current?.fileId === request.fileId ? current.rows : null
    if (request.kind === 'close') {
      if (open) current = null
    } else if (!open) {
      failed(request.fileId, { kind: 'closed' })
    } else if (request.kind === 'rows') {
      post({ kind: 'rows', fileId: request.fileId, ...open.pick(request.indexes) })
    } else if (request.kind === 'set') {
      open.set(request.index, request.column, request.value)
    } else {
      post({ kind: 'written', fileId: request.fileId, writeId: request.writeId, text: open.write(request.columns, request.skip) })
    }
  } catch (error) {
    failed(request.fileId, problemOf(error))
  }
}

post({ kind: 'ready' })
