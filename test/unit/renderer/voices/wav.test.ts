import { describe, expect, it } from 'vitest'
import { readWavHeader } from '../../../../src/core/voices'
import { encodeWav, wavSampleRate } from '../../../../src/renderer/voices/analysis/wav'
import { speech } from '../../../support/synthetic-audio'

function int16s(wav: Uint8Array): number[] {
  const view = new DataView(wav.buffer, wav.byteOffset + 44)
  return Array.from({ length: (wav.length - 44) / 2 }, (_, i) => view.getInt16(i * 2, true))
}

describe('the WAV encoder', () => {
  it('writes a 44-byte header for 16-bit PCM mono at the given rate', () => {
    const wav = encodeWav(new Float32Array(48_000 * 3), 48_000)
    expect(wav.length).toBe(44 + 48_000 * 3 * 2)
    const text = (from: number) => String.fromCharCode(...wav.subarray(from, from + 4))
    const view = new DataView(wav.buffer)
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data'])
    expect(view.getUint32(4, true)).toBe(wav.length - 8)
    expect(view.getUint16(20, true)).toBe(1)
    expect(view.getUint16(22, true)).toBe(1)
    expect(view.getUint32(24, true)).toBe(48_000)
    expect(view.getUint32(28, true)).toBe(96_000)
    expect(view.getUint16(32, true)).toBe(2)
    expect(view.getUint16(34, true)).toBe(16)
    expect(view.getUint32(40, true)).toBe(48_000 * 3 * 2)
  })

  it('maps full scale to the ends of the 16-bit range and clamps beyond it', () => {
    const wav = encodeWav(Float32Array.from([0, 1, -1, 0.5, -0.5, 2, -3, 1e-6]), 8000)
    expect(int16s(wav)).toEqual([0, 32767, -32768, 16384, -16384, 32767, -32768, 0])
  })

  it('keeps the waveform within one step of 16-bit quantisation', () => {
    const samples = speech(0.5, -12, 22_050)
    const decoded = int16s(encodeWav(samples, 22_050)).map((v) => (v < 0 ? v / 0x8000 : v / 0x7fff))
    const worst = Math.max(...decoded.map((v, i) => Math.abs(v - (samples[i] ?? 0))))
    expect(worst).toBeLessThanOrEqual(1 / 0x7fff)
  })

  it('refuses a sample rate that is not a positive integer', () => {
    expect(() => encodeWav(new Float32Array(1), 0)).toThrow(RangeError)
    expect(() => encodeWav(new Float32Array(1), 44_100.5)).toThrow(RangeError)
  })

  it('produces what core reads back: format, rate and duration', () => {
    expect(readWavHeader(encodeWav(new Float32Array(44_100 * 12.5), 44_100))).toEqual({
      sampleRate: 44_100,
      channels: 1,
      bitsPerSample: 16,
      durationSeconds: 12.5,
    })
  })
})

describe('reading WAV headers', () => {
  it('finds the sample rate of an imported WAV, and none for other formats', () => {
    expect(wavSampleRate(encodeWav(new Float32Array(10), 22_050))).toBe(22_050)
    expect(wavSampleRate(new TextEncoder().encode('ID3\u0004\u0000 an MP3 file'))).toBeNull()
    expect(wavSampleRate(new Uint8Array(0))).toBeNull()
  })

  it('core refuses compressed or float WAV, truncated headers and other containers', () => {
    const wav = encodeWav(new Float32Array(100), 16_000)
    const float = wav.slice()
    new DataView(float.buffer).setUint16(20, 3, true)
    expect(readWavHeader(float)).toBeNull()
    expect(readWavHeader(wav.subarray(0, 30))).toBeNull()
    expect(readWavHeader(new TextEncoder().encode('OggS\u0000\u0002 an Ogg file.......'))).toBeNull()
  })

  it('core skips chunks before the audio (LIST metadata) and stops at the data chunk', () => {
    const wav = encodeWav(new Float32Array(16_000), 16_000)
    const list = new Uint8Array(8 + 6)
    list.set(new TextEncoder().encode('LIST'))
    new DataView(list.buffer).setUint32(4, 6, true)
    const withList = new Uint8Array([...wav.subarray(0, 36), ...list, ...wav.subarray(36)])
    expect(readWavHeader(withList)).toMatchObject({ sampleRate: 16_000, durationSeconds: 1 })
  })
})
