/** Start and end of the part to keep, in seconds from the start of the take. */
export interface TrimRange {
  start: number
  end: number
}

/** The shortest part a trim may keep: anything shorter is not a voice sample. */
export const MIN_TRIMMED_SECONDS = 0.5

/** Puts a requested range inside the take, in order, at least MIN_TRIMMED_SECONDS long when the take allows. */
export function clampTrim(range: TrimRange, durationSeconds: number): TrimRange {
  const minimum = Math.min(MIN_TRIMMED_SECONDS, durationSeconds)
  const start = Math.max(0, Math.min(range.start, durationSeconds - minimum))
  const end = Math.max(start + minimum, Math.min(range.end, durationSeconds))
  return { start, end }
}

/** The samples inside the range (a view, not a copy). */
export function trimSamples(samples: Float32Array, sampleRate: number, range: TrimRange): Float32Array {
  const from = Math.max(0, Math.round(range.start * sampleRate))
  const to = Math.min(samples.length, Math.round(range.end * sampleRate))
  return samples.subarray(from, Math.max(from, to))
}

/** Averages channels into one: the service gets a mono voice sample. */
export function toMono(channels: readonly Float32Array[]): Float32Array {
  const first = channels[0]
  if (!first) return new Float32Array(0)
  if (channels.length === 1) return first
  const mono = new Float32Array(first.length)
  for (const channel of channels) {
    for (let i = 0; i < mono.length; i++) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) / channels.length
  }
  return mono
}
