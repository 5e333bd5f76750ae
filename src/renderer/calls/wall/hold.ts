/**
 * The wall while its order is held (the pointer rests on it, or a call has
 * keyboard focus): no card changes place. Calls keep the places they had, each
 * in its latest version; a call that ends stays in its place, marked ended,
 * until the hold ends; new calls wait behind a bar instead of joining.
 */
import { formatCount } from '../../lib/format'
import { t } from '../../i18n/translation.svelte'
import { attentionOf, sameItems, type WallCall, type WallCalls, type WallRules } from './model'

export interface HeldWall {
  /** The calls in their held places. */
  readonly shown: readonly WallCall[]
  /** Calls in the sorted order that are not shown (new, or newly matching the filters), in that order: behind the new-calls bar. */
  readonly waiting: readonly WallCall[]
}

/**
 * The held wall after a change. `previous` is what was shown; an empty one
 * holds nothing, so the sorted order shows (a hold starting, resumed, or a wall
 * that was empty). A call gone from `calls` stays, marked `endedAt: now`,
 * unless the supervisor ended it here (`endedHere`): that one leaves, as asked.
 * A call still live but no longer matching the filters keeps its place too.
 * Answers `previous` as `shown` when nothing changed, so a tick re-renders nothing.
 */
export function holdWall(
  previous: readonly WallCall[],
  calls: WallCalls,
  sorted: readonly WallCall[],
  options: { now: number; endedHere: ReadonlySet<string> },
): HeldWall {
  if (previous.length === 0) return { shown: sorted, waiting: NONE_WAITING }
  const shown: WallCall[] = []
  for (const entry of previous) {
    const roomName = entry.call.roomName
    const latest = calls.get(roomName)
    if (latest) shown.push(latest)
    else if (entry.endedAt !== undefined) shown.push(entry)
    else if (!options.endedHere.has(roomName)) shown.push({ ...entry, endedAt: options.now })
  }
  const kept = new Set(shown.map((entry) => entry.call.roomName))
  const waiting = sorted.filter((entry) => !kept.has(entry.call.roomName))
  return { shown: sameItems(previous, shown) ? previous : shown, waiting: waiting.length === 0 ? NONE_WAITING : waiting }
}

const NONE_WAITING: readonly WallCall[] = []

/** How many calls stand elsewhere than the sorted order would put them: what resuming will move. */
export function displacedCount(shown: readonly WallCall[], sorted: readonly WallCall[]): number {
  let count = 0
  for (let i = 0; i < shown.length; i++) if (shown[i]?.call.roomName !== sorted[i]?.call.roomName) count++
  return count
}

/** The new-calls bar's words: "3 new calls, 1 pinned"; "" when none waits. */
export function waitingLabel(waiting: readonly WallCall[], now: number, rules: WallRules): string {
  if (waiting.length === 0) return ''
  const pinned = waiting.filter((entry) => attentionOf(entry, now, rules).length > 0).length
  return t('calls.wall.newCalls', { count: waiting.length, pinned })
}

/** A hold this long says how to end it. */
export const LONG_HOLD_MS = 60_000

/** The hold's status line: "Order held · 2 to move"; past a minute, how long and how to update. */
export function holdLabel(heldForMs: number, displaced: number): string {
  if (heldForMs < LONG_HOLD_MS) return t('calls.wall.held', { displaced })
  return t('calls.wall.heldLong', { minutes: formatCount(Math.floor(heldForMs / LONG_HOLD_MS)), displaced })
}
