import { VOICE_CLONE_MAX_BYTES, type Voice } from '../../../shared/api'
import type { BridgeError, RecordingSource, VoiceDraft, VoiceUploadPhase } from '../../../shared/bridge'
import { t } from '../../i18n/translation.svelte'
import { bridge } from '../../lib/bridge'
import { toBase64 } from '../upload/base64'

export type UploadPhase = 'idle' | VoiceUploadPhase
/** Which form started the upload: the take under review, or the recording core kept from before. */
export type UploadOrigin = 'take' | 'pending'

/** What the supervisor sees when the renderer itself refuses, before anything is sent. */
function tooLarge(): BridgeError {
  return { code: 'too_large', message: t('voices.upload.tooLargeToSend') }
}

/**
 * One upload at a time: the take goes to core in chunks (a real progress bar),
 * then core clones it and creates the voice (no byte count there, so the bar
 * becomes indeterminate). Cancel stops the transfer or aborts the service call.
 */
export class VoiceUpload {
  #phase = $state<UploadPhase>('idle')
  #sentBytes = $state(0)
  #totalBytes = $state(0)
  #uploadId = $state<string | null>(null)
  #error = $state.raw<BridgeError | null>(null)
  #created = $state.raw<Voice | null>(null)
  #origin = $state<UploadOrigin>('take')
  #cancelled = false

  get phase(): UploadPhase {
    return this.#phase
  }
  get busy(): boolean {
    return this.#phase === 'transferring' || this.#phase === 'cloning' || this.#phase === 'creating'
  }
  get sentBytes(): number {
    return this.#sentBytes
  }
  get totalBytes(): number {
    return this.#totalBytes
  }
  get uploadId(): string | null {
    return this.#uploadId
  }
  get error(): BridgeError | null {
    return this.#error
  }
  get created(): Voice | null {
    return this.#created
  }
  get origin(): UploadOrigin {
    return this.#origin
  }

  /** Follows core's progress of the service calls; returns the function that stops. */
  start(): () => void {
    return bridge.on('voices.progress', (progress) => {
      if (progress.uploadId !== this.#uploadId) return
      if (progress.phase === 'cloning' || progress.phase === 'creating') this.#phase = progress.phase
    })
  }

  /** Sends the bytes to core; returns the upload id once core keeps them, or null. Then saves the voice. */
  async send(wav: Uint8Array, fileName: string, source: RecordingSource, draft: VoiceDraft, onKept: (uploadId: string) => void): Promise<Voice | null> {
    this.#reset()
    if (wav.length > VOICE_CLONE_MAX_BYTES) return this.#fail(tooLarge())
    this.#phase = 'transferring'
    this.#totalBytes = wav.length
    const begun = await bridge.invoke('voices.beginUpload', { totalBytes: wav.length, fileName, source })
    if (!begun.ok) return this.#fail(begun.error)
    const { uploadId, chunkBytes } = begun.value
    this.#uploadId = uploadId
    for (let index = 0; index * chunkBytes < wav.length; index++) {
      if (this.#cancelled) return null
      const chunk = wav.subarray(index * chunkBytes, (index + 1) * chunkBytes)
      const sent = await bridge.invoke('voices.uploadChunk', { uploadId, index, dataBase64: toBase64(chunk) })
      if (!sent.ok) return this.#cancelled ? null : this.#fail(sent.error)
      this.#sentBytes = sent.value.receivedBytes
    }
    onKept(uploadId)
    return this.save(uploadId, draft, wav.length, 'take')
  }

  /** Clones and creates from the recording core keeps (after a failure, or after a restart). */
  async save(uploadId: string, draft: VoiceDraft, totalBytes: number, origin: UploadOrigin): Promise<Voice | null> {
    this.#origin = origin
    this.#created = null
    this.#uploadId = uploadId
    this.#error = null
    this.#cancelled = false
    this.#phase = 'cloning'
    this.#sentBytes = totalBytes
    this.#totalBytes = totalBytes
    const saved = await bridge.invoke('voices.clone', { uploadId, ...draft })
    if (!saved.ok) {
      if (saved.error.code === 'cancelled') {
        this.#phase = 'cancelled'
        this.#error = saved.error
        return null
      }
      return this.#fail(saved.error)
    }
    this.#phase = 'done'
    this.#created = saved.value.voice
    return saved.value.voice
  }

  async cancel(): Promise<void> {
    const uploadId = this.#uploadId
    if (!uploadId || !this.busy) return
    this.#cancelled = true
    if (this.#phase === 'transferring') {
      this.#phase = 'cancelled'
      this.#error = { code: 'cancelled', message: t('voices.upload.cancelled') }
    }
    await bridge.invoke('voices.cancel', { uploadId })
  }

  dismiss(): void {
    if (!this.busy) this.#reset()
  }

  #fail(error: BridgeError): null {
    this.#phase = 'failed'
    this.#error = error
    return null
  }

  #reset(): void {
    this.#origin = 'take'
    this.#phase = 'idle'
    this.#sentBytes = 0
    this.#totalBytes = 0
    this.#uploadId = null
    this.#error = null
    this.#created = null
    this.#cancelled = false
  }
}
