import Papa from 'papaparse'
import { CHUNK_BYTES, ROWS_PER_MESSAGE, type CsvAnswer, type CsvRequest } from './csv-messages'

/**
 * Parses and writes batch CSV files off the page's thread (papaparse), so a
 * 50,000-row file never freezes the window: the header first, then the rows
 * in slices with the bytes read so far.
 */
const post = (answer: CsvAnswer) => postMessage(answer)

async function read(file: File): Promise<void> {
  let columns: string[] | null = null
  let pending: string[][] = []
  let rowCount = 0
  const flush = () => {
    if (pending.length === 0) return
    post({ kind: 'rows', rows: pending })
    rowCount += pending.length
    pending = []
  }
  // The whole text at once (one read, not one per chunk); parsed in slices so the rows start flowing early.
  const text = await file.text()
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    chunkSize: CHUNK_BYTES,
    chunk: (results: Papa.ParseResult<string[]>) => {
      let rows = results.data
      if (columns === null && rows.length > 0) {
        const header = rows[0]!.map((column) => column.trim())
        columns = header
        post({ kind: 'header', columns: header })
        rows = rows.slice(1)
      }
      for (const row of rows) {
        pending.push(row)
        if (pending.length >= ROWS_PER_MESSAGE) flush()
      }
      flush()
      post({ kind: 'progress', loaded: results.meta.cursor, total: text.length })
    },
    complete: () => {
      flush()
      if (columns === null) post({ kind: 'failed', message: 'The file is empty: it needs a header row and at least one row of data.' })
      else post({ kind: 'read', rowCount })
    },
  })
}

function write(columns: string[], rows: string[][], skip: number[]): void {
  const left = new Set(skip)
  const kept = left.size === 0 ? rows : rows.filter((_, index) => !left.has(index))
  post({ kind: 'written', text: Papa.unparse({ fields: columns, data: kept }, { newline: '\r\n' }) })
}

onmessage = (event: MessageEvent<CsvRequest>) => {
  const request = event.data
  try {
    if (request.kind === 'read') void read(request.file).catch((error: unknown) => post({ kind: 'failed', message: `The file could not be read: ${error instanceof Error ? error.message : String(error)}` }))
    else write(request.columns, request.rows, request.skip)
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
}
