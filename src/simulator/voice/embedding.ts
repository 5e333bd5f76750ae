import { createHash } from 'node:crypto'
import type { VoiceEmbedding } from '../contract/shapes'
import { Prng } from '../fixture/prng'

export const EMBEDDING_FORMAT = 'f32-128-base64'
const DIMENSIONS = 128

/**
 * A unit vector of 128 float32 numbers seeded by the SHA-256 of the audio: stands in
 * for a real speaker embedding, and differs whenever the audio differs.
 */
export function embeddingOf(audio: Buffer): VoiceEmbedding {
  const digest = createHash('sha256').update(audio).digest()
  const rng = new Prng(digest.readUInt32LE(0) ^ digest.readUInt32LE(28))
  const vector = new Float32Array(DIMENSIONS)
  let norm = 0
  for (let i = 0; i < DIMENSIONS; i++) {
    const byte = digest[i % digest.length] ?? 0
    const value = rng.next() * 2 - 1 + (byte - 128) / 1024
    vector[i] = value
    norm += value * value
  }
  const scale = 1 / Math.sqrt(norm)
  for (let i = 0; i < DIMENSIONS; i++) vector[i] = (vector[i] ?? 0) * scale
  return { data: Buffer.from(vector.buffer).toString('base64'), format: EMBEDDING_FORMAT }
}
