/**
 * The wall on the page, shared by the card grid and the table: the props they
 * take, one delegated listener for all their calls, and the glide that moves
 * the calls when a held order resumes.
 */
import type { Attachment } from 'svelte/attachments'
import type { WallCall, WallDensity, WallRules } from './model'

/** What a card and a table row both take: one call, and the wall's state it is shown in. */
export interface CallShownProps {
  entry: WallCall
  now: number
  rules: WallRules
  selectedRoom: string | null
  offline: boolean
  /** Offline: the time the frozen durations were true ("10:42:07"); null while they count. */
  asOf: string | null
  /** Why the key may not end calls (its permissions), or null; described by `END_BLOCKED_ID`. */
  endBlocked: string | null
  /** Why barging in is closed (the key, offline, no media server), or null; described by `STEP_IN_BLOCKED_ID`. */
  stepBlocked: string | null
  /** What the supervisors in the call are doing ("Ana took over"), for the calls whose room is read; null otherwise. */
  presence: string | null
}

/** The one element that says why End is closed, for every card and row (one per wall, not per call). */
export const END_BLOCKED_ID = 'end-call-blocked'

/** What the card grid and the table both take: the calls in wall order, and who hears their buttons. */
export interface WallShownProps extends Omit<CallShownProps, 'entry' | 'presence'> {
  calls: readonly WallCall[]
  /** Each read room's presence line, by room name (`RoomPresence.lines`). */
  presence: ReadonlyMap<string, string>
  onaction: (action: CallAction, roomName: string) => void
  /** The element the wall scrolls in: only the calls in its view (and a few rows around) are rendered. */
  scroller: HTMLElement | undefined
  /** The cards' height and the table's rows: the calls' own styles follow `data-density` on the grid or the table. */
  density: WallDensity
}

/** What a card or row asks of the view: select it (focus), open it, listen, barge in, end it. */
export type CallAction = 'select' | 'open' | 'listen' | 'barge' | 'end'

function roomOf(target: EventTarget | null): string | null {
  return (target as Element | null)?.closest?.('[data-room]')?.getAttribute('data-room') ?? null
}

/**
 * One click and one focus listener for the whole wall instead of three per
 * card: buttons say what they do in `data-action`, cards name their call in
 * `data-room`. Focus moving into a card selects it.
 */
export function wallEvents(onaction: (action: CallAction, roomName: string) => void): Attachment<HTMLElement> {
  return (node) => {
    const click = (event: MouseEvent) => {
      const action = (event.target as Element | null)?.closest?.('[data-action]')?.getAttribute('data-action')
      const roomName = roomOf(event.target)
      if (roomName && (action === 'open' || action === 'listen' || action === 'barge' || action === 'end')) onaction(action, roomName)
    }
    const focus = (event: FocusEvent) => {
      const roomName = roomOf(event.target)
      if (roomName) onaction('select', roomName)
    }
    node.addEventListener('click', click)
    node.addEventListener('focusin', focus)
    return () => {
      node.removeEventListener('click', click)
      node.removeEventListener('focusin', focus)
    }
  }
}

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
