/** What a WAV header says about its audio. */
export interface WavInfo {
  sampleRate: number
  channels: number
  bitsPerSample: number
  durationSeconds: number
}

/** Reads a RIFF/WAVE header; null when the bytes are not a WAV file. */
export function parseWav(bytes: Buffer): WavInfo | null {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') return null
  let format: { channels: number; sampleRate: number; bitsPerSample: number } | null = null
  let dataBytes: number | null = null
  let offset = 12
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4)
    const size = bytes.readUInt32LE(offset + 4)
    const body = offset + 8
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      format = {
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      }
    } else if (id === 'data') {
      // A streaming writer may leave the size unset (0 or 0xFFFFFFFF): take what is there.
      const available = bytes.length - body
      dataBytes = size === 0 || size > available ? available : size
      break
    }
    offset = body + size + (size % 2)
  }
  if (format === null || dataBytes === null) return null
  const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8)
  return {
    ...format,
    durationSeconds: bytesPerSecond > 0 ? Math.round((dataBytes / bytesPerSecond) * 1000) / 1000 : 0,
  }
}
