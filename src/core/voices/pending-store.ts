import { randomUUID } from 'node:crypto'
import { open, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { VoiceEmbedding } from '../../shared/api'
import type { BridgeError, PendingRecording } from '../../shared/bridge'
import { CoreError, words } from '../errors/core-error'
import { readJsonFile, writeJsonFile } from '../storage/json-file'
import type { Transfer } from './upload-transfers'
import { readWavHeader } from './wav-header'

/** What core keeps beside the audio: the summary the renderer sees, plus a finished clone's embedding. */
export interface StoredPending extends Omit<PendingRecording, 'cloned'> {
  embedding: VoiceEmbedding | null
  /** The workspace whose service produced `embedding`; another workspace clones again. */
  clonedIn: string | null
}

const Stored = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  bytes: z.number(),
  durationSeconds: z.number(),
  sampleRate: z.number(),
  source: z.enum(['recording', 'import']),
  savedAt: z.string(),
  draft: z.object({ name: z.string(), description: z.string(), language: z.string() }).nullable(),
  lastError: z.custom<BridgeError>((value) => typeof value === 'object' && value !== null && 'message' in value).nullable(),
  embedding: VoiceEmbedding.nullable(),
  clonedIn: z.string().nullable(),
})

/**
 * The one kept recording: `pending.wav` and `pending.json` in the voice lab's
 * folder. The audio is moved in first and the description written after, each
 * by rename, so a crash leaves either the old state or audio whose description
 * can be rebuilt from its header. Nothing is lost until `discard()`.
 */
export class PendingStore {
  readonly #audio: string
  readonly #meta: string

  constructor(dir: string) {
    this.#audio = join(dir, 'pending.wav')
    this.#meta = join(dir, 'pending.json')
  }

  async read(): Promise<StoredPending | null> {
    const audio = await stat(this.#audio).catch(() => null)
    if (!audio) {
      await rm(this.#meta, { force: true })
      return null
    }
    const stored = await readJsonFile(this.#meta, Stored)
    if (stored?.bytes === audio.size) return stored
    return this.#rebuilt(audio.size, audio.mtime)
  }

  /**
   * Moves a fully received file in as the kept recording (the caller checked
   * there is none). Anything but a PCM WAV is deleted and refused.
   */
  async adopt(transfer: Transfer, savedAt: string): Promise<StoredPending> {
    const header = readWavHeader(await readFile(transfer.path))
    if (!header) {
      await rm(transfer.path, { force: true })
      throw new CoreError('invalid_audio', words('errors.voices.notWav'))
    }
    const pending: StoredPending = {
      uploadId: transfer.uploadId,
      fileName: transfer.fileName,
      bytes: transfer.totalBytes,
      durationSeconds: header.durationSeconds,
      sampleRate: header.sampleRate,
      source: transfer.source,
      savedAt,
      draft: null,
      lastError: null,
      embedding: null,
      clonedIn: null,
    }
    await rename(transfer.path, this.#audio)
    await this.write(pending)
    return pending
  }

  write(pending: StoredPending): Promise<void> {
    return writeJsonFile(this.#meta, pending)
  }

  audio(): Promise<Buffer> {
    return readFile(this.#audio)
  }

  async slice(offset: number, length: number): Promise<{ bytes: Buffer; totalBytes: number }> {
    const file = await open(this.#audio, 'r')
    try {
      const totalBytes = (await file.stat()).size
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, totalBytes - offset)))
      const { bytesRead } = await file.read(buffer, 0, buffer.length, offset)
      return { bytes: buffer.subarray(0, bytesRead), totalBytes }
    } finally {
      await file.close()
    }
  }

  async discard(): Promise<boolean> {
    const existed = (await stat(this.#audio).catch(() => null)) !== null
    await rm(this.#meta, { force: true })
    await rm(this.#audio, { force: true })
    return existed
  }

  /** The audio survived without its description (a crash between the two renames): describe it from its header. */
  async #rebuilt(bytes: number, modified: Date): Promise<StoredPending> {
    const header = readWavHeader(await this.audio())
    const pending: StoredPending = {
      uploadId: randomUUID(),
      fileName: 'recording.wav',
      bytes,
      durationSeconds: header?.durationSeconds ?? 0,
      sampleRate: header?.sampleRate ?? 0,
      source: 'recording',
      savedAt: modified.toISOString(),
      draft: null,
      lastError: null,
      embedding: null,
      clonedIn: null,
    }
    await this.write(pending)
    return pending
  }
}
