import type { Voice } from '../../../shared/api'
import type { PendingRecording, VoiceList } from '../../../shared/bridge'
import { VOICE_UPLOAD_CHUNK_BYTES } from '../../../shared/bridge'
import { bridge } from '../../lib/bridge'
import { fromBase64 } from '../upload/base64'

/** The workspace's voices as core caches them, and the recording core keeps; kept current by events. */
export class VoiceLibrary {
  #created = $state.raw<Voice[]>([])
  #others = $state.raw<Voice[]>([])
  #workspaceId = $state<string | null>(null)
  #pending = $state.raw<PendingRecording | null>(null)
  #loaded = $state(false)
  #problem = $state<string | null>(null)

  /** Created from this console. */
  get created(): Voice[] {
    return this.#created
  }
  /** Listed by the service at the last sync, not created here. */
  get others(): Voice[] {
    return this.#others
  }
  get workspaceId(): string | null {
    return this.#workspaceId
  }
  get pending(): PendingRecording | null {
    return this.#pending
  }
  get loaded(): boolean {
    return this.#loaded
  }
  get problem(): string | null {
    return this.#problem
  }

  /** Follows the voices and the kept recording; returns the function that stops. */
  start(): () => void {
    const stops = [
      bridge.on('voices.changed', (list) => this.#apply(list)),
      bridge.on('voices.pending', (pending) => {
        this.#pending = pending
      }),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }

  async load(): Promise<void> {
    const [list, pending] = await Promise.all([bridge.invoke('voices.list', {}), bridge.invoke('voices.pending', {})])
    this.#problem = !list.ok ? list.error.message : !pending.ok ? pending.error.message : null
    if (list.ok) this.#apply(list.value)
    if (pending.ok) this.#pending = pending.value
    this.#loaded = true
  }

  async discardPending(): Promise<string | null> {
    const result = await bridge.invoke('voices.discardPending', {})
    if (!result.ok) return result.error.message
    this.#pending = null
    return null
  }

  /** The kept recording's bytes, read back from core in chunks, for playback. */
  async pendingAudio(): Promise<Blob> {
    const parts: Uint8Array<ArrayBuffer>[] = []
    for (let offset = 0, total = Infinity; offset < total; ) {
      const slice = await bridge.invoke('voices.readPending', { offset, length: VOICE_UPLOAD_CHUNK_BYTES })
      if (!slice.ok) throw new Error(slice.error.message)
      const bytes = fromBase64(slice.value.dataBase64)
      if (bytes.length === 0) break
      parts.push(bytes)
      offset += bytes.length
      total = slice.value.totalBytes
    }
    return new Blob(parts, { type: 'audio/wav' })
  }

  #apply(list: VoiceList): void {
    this.#created = list.created
    this.#others = list.others
    this.#workspaceId = list.workspaceId
  }
}
