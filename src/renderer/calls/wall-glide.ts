/**
 * Moves the calls of a wall to their new places with a glide (FLIP: where each
 * was, `update`, where it is now, then animate the difference away), so the
 * eye can follow. Used when a held order resumes, the one moment many calls
 * move at once; the rest of the time the wall changes without measuring
 * anything, which keeps a poll over 2,000 cards cheap. Calls are the elements
 * with `data-room`; only those on screen before or after glide.
 */
export async function glide(container: HTMLElement, update: () => Promise<void>, durationMs: number): Promise<void> {
  if (durationMs <= 0) return update()
  const onScreen = (box: DOMRect) => box.bottom > 0 && box.top < innerHeight
  const before = new Map<string, DOMRect>()
  for (const element of container.querySelectorAll<HTMLElement>('[data-room]')) {
    const box = element.getBoundingClientRect()
    if (onScreen(box)) before.set(element.dataset.room!, box)
  }
  await update()
  for (const element of container.querySelectorAll<HTMLElement>('[data-room]')) {
    const was = before.get(element.dataset.room!)
    if (!was) continue
    const box = element.getBoundingClientRect()
    const dx = was.left - box.left
    const dy = was.top - box.top
    if (dx === 0 && dy === 0) continue
    element.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: durationMs, easing: 'ease-out' })
  }
}
