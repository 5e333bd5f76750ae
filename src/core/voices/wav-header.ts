/** What a WAV file's header says about its audio. */
export interface WavFormat {
  sampleRate: number
  channels: number
  bitsPerSample: number
  durationSeconds: number
}

const PCM = 1
const EXTENSIBLE = 0xfffe

/**
 * Reads the header of a RIFF/WAVE file of integer PCM; null for anything else
 * (compressed WAV, another container, a truncated header). Core checks what the
 * renderer sends before keeping it or passing it to the service.
 */
export function readWavHeader(bytes: Uint8Array): WavFormat | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') return null
  let format: Omit<WavFormat, 'durationSeconds'> | null = null
  let offset = 12
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset)
    const size = view.getUint32(offset + 4, true)
    const body = offset + 8
    if (id === 'fmt ') {
      if (body + 16 > bytes.length) return null
      const tag = view.getUint16(body, true)
      if (tag !== PCM && tag !== EXTENSIBLE) return null
      format = { channels: view.getUint16(body + 2, true), sampleRate: view.getUint32(body + 4, true), bitsPerSample: view.getUint16(body + 14, true) }
    } else if (id === 'data') {
      if (!format || format.channels < 1 || format.sampleRate < 1 || format.bitsPerSample % 8 !== 0) return null
      const dataBytes = Math.min(size, bytes.length - body)
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8)
      return { ...format, durationSeconds: Math.round((dataBytes / bytesPerSecond) * 1000) / 1000 }
    }
    offset = body + size + (size % 2)
  }
  return null
}

function ascii(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0)
}
