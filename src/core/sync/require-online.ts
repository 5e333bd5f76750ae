import type { ConnectionStatus } from '../../shared/bridge'
import { CoreError, words, type ErrorKey } from '../errors/core-error'

/** An action refused offline: its message is `errors.offline.<action>`, e.g. `endCall`, "Ending a call needs a connection…". */
export type OfflineAction = ErrorKey extends infer K ? (K extends `errors.offline.${infer A}` ? A : never) : never

/**
 * Refuses an action that makes no sense offline (ending a call, listening in,
 * placing a call, cloning a voice): nothing is queued for these, since by the
 * time the connection is back the call is over.
 */
export function requireOnline(ctx: { connection(): ConnectionStatus }, action: OfflineAction): void {
  if (ctx.connection().state !== 'offline') return
  throw new CoreError('offline_action', words(`errors.offline.${action}`))
}
