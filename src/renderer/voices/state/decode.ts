import { toMono } from '../analysis/trim'
import { wavSampleRate } from '../analysis/wav'
import { t } from '../../i18n/translation.svelte'

/** Mono samples in [-1, 1] at a known rate: what the voice lab edits, checks and encodes. */
export interface DecodedAudio {
  samples: Float32Array
  sampleRate: number
}

/** Formats the import accepts: what Chromium decodes and a supervisor is likely to have. */
export const IMPORT_EXTENSIONS = ['.wav', '.mp3', '.m4a', '.webm', '.ogg'] as const
/** Larger files would not fit the 50 MB upload even as short WAV, and would take long to decode. */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024
/** Compressed files do not tell their rate before decoding: 48 kHz is what their codecs (Opus, AAC) mostly use. */
const COMPRESSED_RATE = 48_000

/** Decodes any audio Chromium reads, resampled to `sampleRate`, and mixes it down to mono. */
export async function decodeAudio(bytes: ArrayBuffer, sampleRate: number): Promise<DecodedAudio> {
  const context = new OfflineAudioContext(1, 1, sampleRate)
  const buffer = await context.decodeAudioData(bytes)
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i))
  return { samples: toMono(channels), sampleRate }
}

/** An imported file, at its own rate when it is WAV. Throws an Error whose message the view shows. */
export async function decodeImport(file: File): Promise<DecodedAudio> {
  const extension = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? ''
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new Error(t('voices.import.wrongFormat', { file: file.name, formats: IMPORT_EXTENSIONS.join(', ') }))
  }
  if (file.size > IMPORT_MAX_BYTES) throw new Error(t('voices.import.tooLarge', { file: file.name }))
  const bytes = await file.arrayBuffer()
  const declared = wavSampleRate(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 4096)))
  const rate = declared && declared >= 8000 && declared <= 96_000 ? declared : COMPRESSED_RATE
  try {
    return await decodeAudio(bytes, rate)
  } catch {
    throw new Error(t('voices.import.unreadable', { file: file.name }))
  }
}
