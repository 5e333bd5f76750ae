import type { CsvAnswer, CsvRequest } from './csv-messages'

export interface ReadListener {
  header(columns: string[]): void
  rows(rows: string[][]): void
  progress(loaded: number, total: number): void
}

function startWorker(): Worker {
  return new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' })
}

/** Runs one request in a fresh worker; `listen` hears every answer until `finish` says one ends it. */
function ask<T>(request: CsvRequest, listen: (answer: CsvAnswer) => T | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = startWorker()
    const done = () => worker.terminate()
    worker.onmessage = (event: MessageEvent<CsvAnswer>) => {
      const answer = event.data
      if (answer.kind === 'failed') {
        done()
        reject(new Error(answer.message))
        return
      }
      const result = listen(answer)
      if (result !== undefined) {
        done()
        resolve(result)
      }
    }
    worker.onerror = (event) => {
      done()
      reject(new Error(event.message || 'The CSV reader stopped unexpectedly.'))
    }
    worker.postMessage(request)
  })
}

/** Reads a CSV file in a worker; the listener hears the header, the rows in slices and the progress. Answers the row count. */
export function readCsvFile(file: File, listener: ReadListener): Promise<number> {
  return ask({ kind: 'read', file }, (answer) => {
    if (answer.kind === 'header') listener.header(answer.columns)
    else if (answer.kind === 'rows') listener.rows(answer.rows)
    else if (answer.kind === 'progress') listener.progress(answer.loaded, answer.total)
    else if (answer.kind === 'read') return answer.rowCount
    return undefined
  })
}

/** The rows as CSV text (header first), written in a worker, leaving out the rows at `skip`. */
export function writeCsv(columns: string[], rows: string[][], skip: number[] = []): Promise<string> {
  return ask({ kind: 'write', columns, rows, skip }, (answer) => (answer.kind === 'written' ? answer.text : undefined))
}
