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
}

/** What the card grid and the table both take: the calls in wall order, and who hears their buttons. */
export interface WallShownProps extends Omit<CallShownProps, 'entry'> {
  calls: readonly WallCall[]
  onaction: (action: CallAction, roomName: string) => void
}
