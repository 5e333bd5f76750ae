/** Deterministic randomness for tests and benchmarks: the same data on every run. */

/** mulberry32: a small, fast, seeded PRNG answering floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Fisher–Yates over a copy. */
export function shuffle<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

/** Ranks 0..n-1 with P(rank k) ∝ 1/(k+1)^s, by binary search over the cumulative weights. */
export function zipfSampler(n: number, s: number, random: () => number): () => number {
  const cumulative: number[] = []
  let sum = 0
  for (let k = 0; k < n; k++) cumulative.push((sum += 1 / Math.pow(k + 1, s)))
  return () => {
    const target = random() * sum
    let lo = 0
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((cumulative[mid] as number) < target) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}
