import { t } from '../i18n/i18n.svelte'
import type { CsvAnswer, CsvProblem, CsvRequest } from './csv-messages'

/** What the page hears of a file being read. */
export interface FileListener {
  header(columns: string[]): void
  /** Rows by index: those asked for, and the first ones unasked. */
  rows(indexes: number[], rows: string[][]): void
  progress(loaded: number, total: number, rowCount: number): void
}

/**
 * The worker that reads CSV files (`csv-worker.ts`), started before the first
 * file is chosen and kept for the next ones (its code stays warm). It holds
 * one file at a time; `open` reads one.
 */
export class CsvWorker {
  /** The worker has loaded its script: a file is read at once. */
  readonly loaded: Promise<void>
  #worker: Worker
  #open: CsvFile | null = null
  #nextFile = 0
  /** Why the worker stopped, once it has: every file after fails with it. */
  #broken: Error | null = null
  #loaded!: () => void

  constructor() {
    this.loaded = new Promise((resolve) => (this.#loaded = resolve))
    this.#worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' })
    this.#worker.onmessage = (event: MessageEvent<CsvAnswer>) => {
      const answer = event.data
      if (answer.kind === 'ready') this.#loaded()
      else if (answer.fileId === this.#open?.fileId) this.#open.hear(answer)
    }
    this.#worker.onerror = (event) => {
      this.#broken = new Error(event.message || t('campaigns.import.readerStopped'))
      this.#open?.fail(this.#broken)
    }
  }

  /** Reads the file (the worker drops the one before). */
  open(file: File, listener: FileListener): CsvFile {
    this.#open?.close()
    const opened = new CsvFile(this.#nextFile++, listener, (request) => this.#worker.postMessage(request))
    this.#open = opened
    if (this.#broken) opened.fail(this.#broken)
    else opened.send({ kind: 'read', fileId: opened.fileId, file })
    return opened
  }
}

/** One file in the worker: its rows asked for (a turn's asks in one message), fixed, and written as CSV. */
export class CsvFile {
  /** Resolves with the row count once the whole file is read. */
  readonly done: Promise<number>
  readonly send: (request: CsvRequest) => void
  /** Rows wanted this turn, sent together at its end; rows asked and not yet answered. */
  #wanted = new Set<number>()
  #asked = new Set<number>()
  #listener: FileListener
  #reading!: { resolve(count: number): void; reject(error: Error): void }
  #writes = new Map<number, { resolve(text: string): void; reject(error: Error): void }>()
  #nextWrite = 0
  #failure: Error | null = null

  constructor(
    readonly fileId: number,
    listener: FileListener,
    send: (request: CsvRequest) => void,
  ) {
    this.#listener = listener
    this.send = send
    this.done = new Promise((resolve, reject) => (this.#reading = { resolve, reject }))
  }

  /** Asks for the row unless it is already on its way (`again`: even so, as an answer on its way is out of date). */
  ask(index: number, again = false): void {
    if (this.#failure) return
    if (again) this.#asked.delete(index)
    if (this.#asked.has(index) || this.#wanted.has(index)) return
    if (this.#wanted.size === 0) queueMicrotask(() => this.#askWanted())
    this.#wanted.add(index)
  }

  /** A fix typed into a cell (`column` is its position in the header). */
  set(index: number, column: number, value: string): void {
    this.send({ kind: 'set', fileId: this.fileId, index, column, value })
  }

  /** The rows as CSV text under `columns`, leaving out the rows at `skip`; written by the worker. */
  csv(columns: string[], skip: readonly number[]): Promise<string> {
    if (this.#failure) return Promise.reject(this.#failure)
    const writeId = this.#nextWrite++
    return new Promise((resolve, reject) => {
      this.#writes.set(writeId, { resolve, reject })
      this.send({ kind: 'write', fileId: this.fileId, writeId, columns, skip: [...skip] })
    })
  }

  /** The worker drops the rows. */
  close(): void {
    if (this.#failure) return
    this.send({ kind: 'close', fileId: this.fileId })
    this.fail(new Error(t('campaigns.import.closed')))
  }

  hear(answer: Exclude<CsvAnswer, { kind: 'ready' }>): void {
    switch (answer.kind) {
      case 'header':
        this.#listener.header(answer.columns)
        break
      case 'rows':
        for (const index of answer.indexes) this.#asked.delete(index)
        this.#listener.rows(answer.indexes, answer.rows)
        break
      case 'progress':
        this.#listener.progress(answer.loaded, answer.total, answer.rowCount)
        break
      case 'read':
        this.#listener.progress(1, 1, answer.rowCount)
        this.#reading.resolve(answer.rowCount)
        break
      case 'written':
        this.#writes.get(answer.writeId)?.resolve(answer.text)
        this.#writes.delete(answer.writeId)
        break
      case 'failed':
        this.fail(new Error(problemWords(answer.problem)))
        break
    }
  }

  /** The read and every pending write fail with `error`, and those asked later. */
  fail(error: Error): void {
    this.#failure ??= error
    this.#reading.reject(error)
    for (const write of this.#writes.values()) write.reject(error)
    this.#writes.clear()
  }

  #askWanted(): void {
    const indexes = [...this.#wanted]
    this.#wanted.clear()
    for (const index of indexes) this.#asked.add(index)
    this.send({ kind: 'rows', fileId: this.fileId, indexes })
  }
}

/** The worker's problem with a file, in the supervisor's words. */
function problemWords(problem: CsvProblem): string {
  switch (problem.kind) {
    case 'empty':
      return t('campaigns.import.empty')
    case 'unreadable':
      return t('campaigns.import.unreadable', { detail: problem.detail })
    case 'closed':
      return t('campaigns.import.notOpen')
    case 'error':
      return problem.message
  }
}
