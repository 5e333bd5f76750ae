/** What the ticker needs of the document: whether it is visible, and when that changes. */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>

/**
 * Calls `tick` with the time every `everyMs` while the document is visible, and
 * never while it is hidden: a hidden window does no rendering work at all. Shown
 * again, it ticks at once, so whatever counts from the time catches up in the
 * first frame. Returns the function that stops it.
 */
export function visibleTicker(doc: VisibilitySource, tick: (now: number) => void, everyMs = 1_000): () => void {
  let timer: ReturnType<typeof setInterval> | undefined
  const stop = () => {
    clearInterval(timer)
    timer = undefined
  }
  const start = () => {
    if (timer === undefined) timer = setInterval(() => tick(Date.now()), everyMs)
  }
  const changed = () => {
    if (doc.visibilityState !== 'visible') return stop()
    tick(Date.now())
    start()
  }
  doc.addEventListener('visibilitychange', changed)
  if (doc.visibilityState === 'visible') start()
  return () => {
    stop()
    doc.removeEventListener('visibilitychange', changed)
  }
}
