/** How every view writes a duration and a count (times: `zoned-format.ts`). */

/** Seconds as `4:07`, `1:02:09`. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const ss = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`
}

const countFormat = new Intl.NumberFormat()

/** `12,345` in the supervisor's language. */
export function formatCount(count: number): string {
  return countFormat.format(count)
}

/** Sentiment as words (the colour is never the only signal). */
export function sentimentLabel(sentiment: string): string {
  if (!sentiment) return 'Unknown'
  return sentiment.charAt(0).toUpperCase() + sentiment.slice(1)
}
