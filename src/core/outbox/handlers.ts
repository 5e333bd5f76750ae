import type { FeatureModule } from '../console/context'
import type { Outbox } from '../sync'

/** The supervisor's edits of dispositions: made online or offline, never lost, conflicts chosen by hand. */
export function outboxModule(ports: { readonly outbox: Pick<Outbox, 'list' | 'submitDispositionUpdate' | 'resolve' | 'discard'> }): FeatureModule<'outbox'> {
  const { outbox } = ports
  return {
    prefix: 'outbox',
    handlers: {
      'outbox.list': async () => outbox.list(),
      'outbox.submitDispositionUpdate': async ({ dispositionId, changes }) => outbox.submitDispositionUpdate(dispositionId, changes),
      'outbox.resolve': async ({ id, choice }) => outbox.resolve(id, choice),
      'outbox.discard': async ({ id }) => outbox.discard(id),
    },
  }
}
