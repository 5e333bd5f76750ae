import { join } from 'node:path'
import { VOICE_CLONE_MAX_BYTES, type Voice } from '../../shared/api'
import {
  VOICE_UPLOAD_CHUNK_BYTES,
  type ConnectionStatus,
  type EmitEvent,
  type PendingRecording,
  type RecordingSource,
  type VoiceDraft,
  type VoiceList,
  type VoiceUploadPhase,
} from '../../shared/bridge'
import type { ApiClient } from '../api'
import { listVoices, upsertVoices, type Cache } from '../cache'
import { CoreError, noWorkspace, words } from '../errors/core-error'
import { requireOnline } from '../sync'
import { CreatedVoices } from './created-voices'
import { describeCloneFailure } from './describe-clone-failure'
import { PendingStore, type StoredPending } from './pending-store'
import { saveVoice } from './save-voice'
import { UploadTransfers, type Transfer } from './upload-transfers'

export interface VoiceLabDeps {
  /** The voice lab keeps its files in `<dataDir>/voice-lab`. */
  dataDir: string
  emit: EmitEvent
  workspace(): { workspaceId: string; client: ApiClient } | null
  connection(): ConnectionStatus
  cache(): Cache
  now?: () => Date
}

/**
 * Core's half of the voice lab: receives a recording in chunks, keeps it as the
 * pending recording, then clones it and creates the voice. The recording stays
 * on disk through every failure and restart until the voice is saved or the
 * supervisor discards it.
 */
export class VoiceLab {
  readonly #transfers: UploadTransfers
  readonly #pending: PendingStore
  readonly #created: CreatedVoices
  #saving: { uploadId: string; controller: AbortController } | null = null

  constructor(private readonly deps: VoiceLabDeps) {
    const dir = join(deps.dataDir, 'voice-lab')
    this.#transfers = new UploadTransfers(join(dir, 'uploads'))
    this.#pending = new PendingStore(dir)
    this.#created = new CreatedVoices(dir)
  }

  async list(): Promise<VoiceList> {
    const workspace = this.deps.workspace()
    if (!workspace) return { workspaceId: null, created: [], others: [] }
    const mine = await this.#created.ids(workspace.workspaceId)
    const cached = listVoices(this.deps.cache(), workspace.workspaceId)
    return {
      workspaceId: workspace.workspaceId,
      created: cached.filter((voice) => mine.has(voice._id)),
      others: cached.filter((voice) => !mine.has(voice._id)),
    }
  }

  async pending(): Promise<PendingRecording | null> {
    const stored = await this.#pending.read()
    return stored && this.#summary(stored)
  }

  async readPending(offset: number, length: number): Promise<{ dataBase64: string; totalBytes: number }> {
    if (!(await this.#pending.read())) throw new CoreError('upload_not_found', words('errors.voices.noneKept'))
    const { bytes, totalBytes } = await this.#pending.slice(offset, length)
    return { dataBase64: bytes.toString('base64'), totalBytes }
  }

  async discardPending(): Promise<{ discarded: boolean }> {
    if (this.#saving) throw new CoreError('busy', words('errors.voices.uploading'))
    const discarded = await this.#pending.discard()
    this.deps.emit('voices.pending', null)
    return { discarded }
  }

  async beginUpload(totalBytes: number, fileName: string, source: RecordingSource): Promise<{ uploadId: string; chunkBytes: number }> {
    if (totalBytes > VOICE_CLONE_MAX_BYTES) {
      throw new CoreError('too_large', words('errors.voices.tooLarge'))
    }
    if (await this.#pending.read()) {
      throw new CoreError('pending_exists', words('errors.voices.anotherKept'))
    }
    const transfer = await this.#transfers.begin(totalBytes, fileName, source)
    this.#progress(transfer.uploadId, 'transferring', 0, totalBytes)
    return { uploadId: transfer.uploadId, chunkBytes: VOICE_UPLOAD_CHUNK_BYTES }
  }

  async uploadChunk(uploadId: string, index: number, dataBase64: string): Promise<{ receivedBytes: number; totalBytes: number; complete: boolean }> {
    const transfer = await this.#transfers.append(uploadId, index, Buffer.from(dataBase64, 'base64'))
    const { receivedBytes, totalBytes } = transfer
    this.#progress(uploadId, 'transferring', receivedBytes, totalBytes)
    const complete = receivedBytes === totalBytes
    if (complete) await this.#keep(this.#transfers.finish(uploadId))
    return { receivedBytes, totalBytes, complete }
  }

  async clone(uploadId: string, draft: VoiceDraft): Promise<{ voice: Voice }> {
    if (this.#saving) throw new CoreError('busy', words('errors.voices.saving'))
    const controller = new AbortController()
    this.#saving = { uploadId, controller }
    try {
      const stored = await this.#pending.read()
      if (!stored || stored.uploadId !== uploadId) {
        throw new CoreError('upload_not_found', words('errors.voices.noLongerKept'))
      }
      return { voice: await this.#save(stored, draft, controller.signal) }
    } finally {
      this.#saving = null
    }
  }

  /** Clones and creates; on any failure the recording stays, with the draft and what went wrong. */
  async #save(stored: StoredPending, draft: VoiceDraft, signal: AbortSignal): Promise<Voice> {
    const { uploadId, bytes } = stored
    try {
      const workspace = this.#workspaceForCloning()
      const voice = await saveVoice(stored, () => this.#pending.audio(), draft, {
        client: workspace.client,
        workspaceId: workspace.workspaceId,
        signal,
        onPhase: (phase) => this.#progress(uploadId, phase, bytes, bytes),
        onCloned: (embedding) => this.#pending.write({ ...stored, draft, embedding, clonedIn: workspace.workspaceId, lastError: null }),
      })
      upsertVoices(this.deps.cache(), workspace.workspaceId, [voice])
      await this.#created.add(workspace.workspaceId, voice._id)
      await this.#pending.discard()
      this.#progress(uploadId, 'done', bytes, bytes)
      this.deps.emit('voices.pending', null)
      this.deps.emit('voices.changed', await this.list())
      return voice
    } catch (error) {
      const failure = describeCloneFailure(error)
      const kept: StoredPending = { ...((await this.#pending.read()) ?? stored), draft, lastError: failure.toBridgeError() }
      await this.#pending.write(kept)
      this.#progress(uploadId, failure.code === 'cancelled' ? 'cancelled' : 'failed', bytes, bytes)
      this.deps.emit('voices.pending', this.#summary(kept))
      throw failure
    }
  }

  async cancel(uploadId: string): Promise<{ cancelled: boolean }> {
    if (this.#saving?.uploadId === uploadId) {
      this.#saving.controller.abort()
      return { cancelled: true }
    }
    const cancelled = await this.#transfers.cancel(uploadId)
    if (cancelled) this.#progress(uploadId, 'cancelled', 0, 0)
    return { cancelled }
  }

  /** Cloning needs the service: refused, with the recording kept, when there is no workspace or no connection. */
  #workspaceForCloning(): { workspaceId: string; client: ApiClient } {
    const workspace = this.deps.workspace()
    if (!workspace) throw noWorkspace(words('errors.voices.noWorkspace'))
    requireOnline(this.deps, 'cloneVoice')
    return workspace
  }

  async #keep(transfer: Transfer): Promise<void> {
    const stored = await this.#pending.adopt(transfer, (this.deps.now?.() ?? new Date()).toISOString())
    this.deps.emit('voices.pending', this.#summary(stored))
  }

  #summary(stored: StoredPending): PendingRecording {
    const { embedding, clonedIn, ...rest } = stored
    const workspaceId = this.deps.workspace()?.workspaceId
    return { ...rest, cloned: embedding !== null && clonedIn === workspaceId }
  }

  #progress(uploadId: string, phase: VoiceUploadPhase, sentBytes: number, totalBytes: number): void {
    this.deps.emit('voices.progress', { uploadId, phase, sentBytes, totalBytes })
  }
}
