import type { Voice } from '../../../shared/api'
import type { PendingRecording, VoiceList } from '../../../shared/bridge'
import { VOICE_UPLOAD_CHUNK_BYTES } from '../../../shared/bridge'
import { bridge } from '../../lib/bridge'
import { Latest } from '../../lib/latest.svelte'
import { stopsTogether } from '../../lib/listeners'
import { fromBase64 } from '../upload/base64'
import { errorText } from '../../i18n/translation.svelte'

/** The workspace's voices as core caches them, and the recording core keeps; kept current by events. */
export class VoiceLibrary {
  readonly #list = new Latest<VoiceList>()
  readonly #pending = new Latest<PendingRecording | null>()

  /** Created from this console. */
  get created(): Voice[] {
    return this.#list.value?.created ?? []
  }
  /** Listed by the service at the last sync, not created here. */
  get others(): Voice[] {
    return this.#list.value?.others ?? []
  }
  /** Every voice's name, created here or not. */
  get names(): string[] {
    return [...this.created, ...this.others].map((voice) => voice.name)
  }
  get workspaceId(): string | null {
    return this.#list.value?.workspaceId ?? null
  }
  get pending(): PendingRecording | null {
    return this.#pending.value
  }
  /** Read, or failed saying why. */
  get loaded(): boolean {
    return this.#list.loaded || this.#list.error !== null
  }
  get problem(): string | null {
    return this.#list.error ?? this.#pending.error
  }

  /** Follows the voices and the kept recording; returns the function that stops. */
  start(): () => void {
    const stops = [
      bridge.on('voices.changed', (list) => this.#list.set(list)),
      bridge.on('voices.pending', (pending) => this.#pending.set(pending)),
    ]
    return stopsTogether(stops)
  }

  async load(): Promise<void> {
    await Promise.all([
      this.#list.load(() => bridge.invoke('voices.list', {})),
      this.#pending.load(() => bridge.invoke('voices.pending', {})),
    ])
  }

  async discardPending(): Promise<string | null> {
    const result = await bridge.invoke('voices.discardPending', {})
    if (!result.ok) return errorText(result.error)
    this.#pending.set(null)
    return null
  }

  /** The kept recording's bytes, read back from core in chunks, for playback. */
  async pendingAudio(): Promise<Blob> {
    const parts: Uint8Array<ArrayBuffer>[] = []
    for (let offset = 0, total = Infinity; offset < total; ) {
      const slice = await bridge.invoke('voices.readPending', { offset, length: VOICE_UPLOAD_CHUNK_BYTES })
      if (!slice.ok) throw new Error(errorText(slice.error))
      const bytes = fromBase64(slice.value.dataBase64)
      if (bytes.length === 0) break
      parts.push(bytes)
      offset += bytes.length
      total = slice.value.totalBytes
    }
    return new Blob(parts, { type: 'audio/wav' })
  }
}
