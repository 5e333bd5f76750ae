import type { DispositionUpdate } from '../../shared/api'
import type { EditOutcome, HandlersOf } from '../../shared/bridge'
import { zonedToUtc } from '../../shared/time/zoned-time'
import { getAgent, getDisposition } from '../cache'
import type { ConsoleContext } from '../console/context'
import { CoreError } from '../errors/core-error'
import { requireOnline } from '../sync'
import { dialableNumber, placeCallback } from './call-now'
import { callbackFilterOptions } from './filter-options'
import { toItem, type ScheduledDisposition } from './grouping'
import { agentNames, buildQueue, emptyQueue } from './queue'
import { snoozedUntil } from './snooze'

/** The disposition as the supervisor sees it (unsent edits applied), or a refusal. */
function shownDisposition(ctx: ConsoleContext, workspaceId: string, id: string) {
  const cached = getDisposition(ctx.cache, workspaceId, id)
  if (!cached) throw new CoreError('not_found', 'This callback is not in the local cache; wait for the next sync and try again.')
  return ctx.outbox.withPendingEdits([cached])[0] ?? cached
}

function instantOf(local: string, zone: string): string {
  try {
    return zonedToUtc(local, zone)
  } catch (error) {
    throw new CoreError('invalid_time', error instanceof Error ? error.message : String(error))
  }
}

/** Every edit goes through the outbox, online or not; one refused id does not stop the others. */
function submitEach(ctx: ConsoleContext, ids: readonly string[], changesFor: (id: string) => DispositionUpdate): EditOutcome {
  const outcome: EditOutcome = { submitted: [], failed: [] }
  for (const dispositionId of new Set(ids)) {
    try {
      const changes = changesFor(dispositionId)
      const { item } = ctx.outbox.submitDispositionUpdate(dispositionId, changes)
      outcome.submitted.push({ dispositionId, outboxId: item.id, ...changes })
    } catch (error) {
      outcome.failed.push({ dispositionId, message: error instanceof Error ? error.message : String(error) })
    }
  }
  return outcome
}

/**
 * `callbacks.*`: the queue and agenda read from the cache; every edit goes
 * through the outbox; "call now" needs the service.
 */
export function callbacksHandlers(ctx: ConsoleContext): HandlersOf<'callbacks'> {
  return {
    'callbacks.query': async ({ filters, zone, groupLimit }) => {
      const now = ctx.clock.now()
      const workspace = ctx.activeWorkspace.current
      if (!workspace) return emptyQueue(zone, now)
      return buildQueue(ctx.cache, workspace.profile.workspaceId, { filters, zone, now, groupLimit })
    },
    'callbacks.get': async ({ dispositionId, zone }) => {
      const workspace = ctx.activeWorkspace.current
      if (!workspace) return null
      const workspaceId = workspace.profile.workspaceId
      const cached = getDisposition(ctx.cache, workspaceId, dispositionId)
      const shown = cached && ctx.outbox.withPendingEdits([cached])[0]
      if (!shown || shown.scheduledAt === null) return null
      return toItem(shown as ScheduledDisposition, zone, agentNames(ctx.cache, workspaceId))
    },
    'callbacks.filterOptions': async () => {
      const workspace = ctx.activeWorkspace.current
      return callbackFilterOptions(ctx.cache, workspace?.profile.workspaceId ?? null)
    },
    'callbacks.reschedule': async ({ dispositionIds, to }) => {
      const workspaceId = ctx.activeWorkspace.require().profile.workspaceId
      const now = ctx.clock.now()
      if (to.kind === 'at') {
        const scheduledAt = instantOf(to.local, to.zone)
        return submitEach(ctx, dispositionIds, () => ({ scheduledAt }))
      }
      return submitEach(ctx, dispositionIds, (id) => ({
        scheduledAt: snoozedUntil(to.snooze, shownDisposition(ctx, workspaceId, id).scheduledAt, now, to.zone),
      }))
    },
    'callbacks.setStatus': async ({ dispositionIds, status }) => {
      ctx.activeWorkspace.require()
      return submitEach(ctx, dispositionIds, () => ({ status }))
    },
    'callbacks.setNotes': async ({ dispositionId, notes }) => {
      ctx.activeWorkspace.require()
      return submitEach(ctx, [dispositionId], () => ({ notes }))
    },
    'callbacks.callNow': async ({ dispositionId, agentId }) => {
      const workspace = ctx.activeWorkspace.require()
      const workspaceId = workspace.profile.workspaceId
      const disposition = shownDisposition(ctx, workspaceId, dispositionId)
      dialableNumber(disposition)
      requireOnline(ctx, 'Calling back')
      const id = agentId ?? disposition.agentId
      const placed = await placeCallback(workspace.client, disposition, { id, name: getAgent(ctx.cache, workspaceId, id)?.name ?? null })
      ctx.sync.pollNow()
      return placed
    },
  }
}
