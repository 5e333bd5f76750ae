/** Levels in dBFS (0 is full scale). Silence is clamped to this floor instead of -Infinity. */
export const SILENCE_DBFS = -120

export function toDbfs(amplitude: number): number {
  return amplitude > 0 ? Math.max(SILENCE_DBFS, 20 * Math.log10(amplitude)) : SILENCE_DBFS
}

/** Root mean square of `samples[from..to)`. */
export function rms(samples: Float32Array, from = 0, to = samples.length): number {
  if (to <= from) return 0
  let sum = 0
  for (let i = from; i < to; i++) {
    const s = samples[i] ?? 0
    sum += s * s
  }
  return Math.sqrt(sum / (to - from))
}

/** The level meter's scale: -60 dBFS (empty) to 0 dBFS (full), as a fraction. */
export function meterFraction(dbfs: number): number {
  return Math.max(0, Math.min(1, (dbfs + 60) / 60))
}

/**
 * Follows a live input's level for a meter: each animation frame, the RMS of
 * the last 2,048 samples in dBFS. Answers the function that stops it and
 * closes its audio context.
 */
export function watchLevel(stream: MediaStream, onLevel: (dbfs: number) => void): () => void {
  const context = new AudioContext()
  const analyser = context.createAnalyser()
  analyser.fftSize = 2048
  context.createMediaStreamSource(stream).connect(analyser)
  const buffer = new Float32Array(analyser.fftSize)
  let frame = 0
  const tick = () => {
    analyser.getFloatTimeDomainData(buffer)
    onLevel(Math.round(toDbfs(rms(buffer))))
    frame = requestAnimationFrame(tick)
  }
  void context.resume()
  tick()
  return () => {
    cancelAnimationFrame(frame)
    void context.close()
  }
}
