import { randomUUID } from 'node:crypto'
import { appendFile, mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { RecordingSource } from '../../shared/bridge'
import { CoreError, words } from '../errors/core-error'

/** One recording on its way from the renderer, written to a part file as chunks arrive. */
export interface Transfer {
  readonly uploadId: string
  readonly fileName: string
  readonly source: RecordingSource
  readonly totalBytes: number
  readonly path: string
  receivedBytes: number
  nextIndex: number
}

/**
 * The transfer of a recording into core. One at a time: a supervisor uploads
 * one recording, and a new one replaces a transfer abandoned half-way (a reload
 * of the window). Part files of an earlier run are removed on first use.
 */
export class UploadTransfers {
  #current: Transfer | null = null
  #cleaned = false
  /** Chunks are appended, and transfers cancelled, strictly one after the other. */
  #queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly dir: string) {}

  async begin(totalBytes: number, fileName: string, source: RecordingSource): Promise<Transfer> {
    if (!this.#cleaned) {
      await rm(this.dir, { recursive: true, force: true })
      this.#cleaned = true
    }
    await mkdir(this.dir, { recursive: true })
    if (this.#current) await this.cancel(this.#current.uploadId)
    const uploadId = randomUUID()
    this.#current = { uploadId, fileName: wavFileName(fileName), source, totalBytes, path: join(this.dir, `${uploadId}.part`), receivedBytes: 0, nextIndex: 0 }
    return this.#current
  }

  append(uploadId: string, index: number, bytes: Buffer): Promise<Transfer> {
    return this.#serially(() => this.#append(uploadId, index, bytes))
  }

  /** Takes the finished transfer out of the list; its part file is the caller's now. */
  finish(uploadId: string): Transfer {
    const transfer = this.#find(uploadId)
    this.#current = null
    return transfer
  }

  /** Queued behind a chunk being written, so no write recreates the removed part file. */
  cancel(uploadId: string): Promise<boolean> {
    return this.#serially(() => this.#cancel(uploadId))
  }

  async #cancel(uploadId: string): Promise<boolean> {
    const transfer = this.#current
    if (!transfer || transfer.uploadId !== uploadId) return false
    this.#current = null
    await rm(transfer.path, { force: true })
    return true
  }

  #serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work)
    this.#queue = run.catch(() => undefined)
    return run
  }

  async #append(uploadId: string, index: number, bytes: Buffer): Promise<Transfer> {
    const transfer = this.#find(uploadId)
    if (index !== transfer.nextIndex) {
      throw new CoreError('out_of_order', words('errors.voices.outOfOrder', { index, expected: transfer.nextIndex }))
    }
    if (transfer.receivedBytes + bytes.length > transfer.totalBytes) {
      await this.#cancel(uploadId)
      throw new CoreError('too_large', words('errors.voices.moreThanAnnounced'))
    }
    await appendFile(transfer.path, bytes)
    transfer.receivedBytes += bytes.length
    transfer.nextIndex++
    return transfer
  }

  #find(uploadId: string): Transfer {
    const transfer = this.#current
    if (!transfer || transfer.uploadId !== uploadId) {
      throw new CoreError('upload_not_found', words('errors.voices.uploadGone'))
    }
    return transfer
  }
}

/** The name the service sees: the supervisor's file name without its folder or extension, as `.wav`. */
function wavFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? ''
  const stem = base.replace(/\.[^.]*$/, '').replace(/[^\w .()-]+/g, '_').trim().slice(0, 80)
  return `${stem || 'recording'}.wav`
}
