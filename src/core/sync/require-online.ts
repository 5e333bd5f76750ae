import type { ConnectionStatus } from '../../shared/bridge'
import { CoreError } from '../errors/core-error'

/**
 * Refuses an action that makes no sense offline (ending a call, listening in,
 * placing a call, cloning a voice): nothing is queued for these, since by the
 * time the connection is back the call is over. `action` is a phrase that
 * starts the sentence, e.g. `'Ending a call'`; `advice` follows it.
 */
export function requireOnline(ctx: { connection(): ConnectionStatus }, action: string, advice?: string): void {
  if (ctx.connection().state !== 'offline') return
  const message = `${action} needs a connection to the service; you are offline.`
  throw new CoreError('offline_action', advice ? `${message} ${advice}` : message)
}
