import type { ConnectionStatus } from '../../shared/bridge'

/** Thrown by actions that need the service now; the Bridge passes `code` and `message` to the UI. */
export class OfflineActionError extends Error {
  readonly code = 'offline_action'
  constructor(readonly action: string) {
    super(`${action} needs a connection to the service; you are offline.`)
    this.name = 'OfflineActionError'
  }
}

/**
 * Refuses an action that makes no sense offline (ending a call, listening in,
 * placing a call, cloning a voice): nothing is queued for these, since by the
 * time the connection is back the call is over. `action` is a phrase that
 * starts the sentence, e.g. `'Ending a call'`.
 */
export function requireOnline(ctx: { connection(): ConnectionStatus }, action: string): void {
  if (ctx.connection().state === 'offline') throw new OfflineActionError(action)
}
