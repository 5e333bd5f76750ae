import type { HandlersOf } from '../../shared/bridge'
import type { ConsoleContext } from '../console/context'

/** The supervisor's edits of dispositions: made online or offline, never lost, conflicts chosen by hand. */
export function outboxHandlers(ctx: ConsoleContext): HandlersOf<'outbox'> {
  return {
    'outbox.list': async () => ctx.outbox.list(),
    'outbox.submitDispositionUpdate': async ({ dispositionId, changes }) =>
      ctx.outbox.submitDispositionUpdate(dispositionId, changes),
    'outbox.resolve': async ({ id, choice }) => ctx.outbox.resolve(id, choice),
    'outbox.discard': async ({ id }) => ctx.outbox.discard(id),
  }
}
