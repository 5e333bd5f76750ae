import type { WallCall } from './wall-call'

/**
 * The wall while its order is held (the pointer rests on it, or a call has
 * keyboard focus): the calls keep the places they had, each in its latest
 * version; calls that ended leave; new calls join at the end, in their sorted
 * order, so nothing moves under the pointer. Answers `shown` when nothing
 * changed, so a tick re-renders nothing.
 */
export function heldOrder(shown: readonly WallCall[], sorted: readonly WallCall[]): readonly WallCall[] {
  const latest = new Map(sorted.map((entry) => [entry.call.roomName, entry]))
  const next: WallCall[] = []
  for (const entry of shown) {
    const current = latest.get(entry.call.roomName)
    if (current) next.push(current)
  }
  const kept = new Set(next.map((entry) => entry.call.roomName))
  for (const entry of sorted) if (!kept.has(entry.call.roomName)) next.push(entry)
  return sameItems(shown, next) ? shown : next
}

/** How many calls stand elsewhere than the sorted order would put them: what resuming will move. */
export function displacedCount(shown: readonly WallCall[], sorted: readonly WallCall[]): number {
  let count = 0
  for (let i = 0; i < shown.length; i++) if (shown[i]?.call.roomName !== sorted[i]?.call.roomName) count++
  return count
}

export function sameItems(a: readonly WallCall[], b: readonly WallCall[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
