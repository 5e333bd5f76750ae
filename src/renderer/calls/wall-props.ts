import type { AttentionRules } from './attention'
import type { CallAction } from './call-action'
import type { WallCall } from './wall-call'

/** What a card and a table row both take: one call, and the wall's state it is shown in. */
export interface CallShownProps {
  entry: WallCall
  now: number
  rules: AttentionRules
  selectedRoom: string | null
  offline: boolean
  /** Offline: the time the frozen durations were true ("10:42:07"); null while they count. */
  asOf: string | null
  /** Why the key may not end calls (its permissions), or null; described by `END_BLOCKED_ID`. */
  endBlocked: string | null
}

/** The one element that says why End is closed, for every card and row (one per wall, not per call). */
export const END_BLOCKED_ID = 'end-call-blocked'

/** What the card grid and the table both take: the calls in wall order, and who hears their buttons. */
export interface WallShownProps extends Omit<CallShownProps, 'entry'> {
  calls: readonly WallCall[]
  onaction: (action: CallAction, roomName: string) => void
  /** The element the wall scrolls in: only the calls in its view (and a few rows around) are rendered. */
  scroller: HTMLElement | undefined
}
