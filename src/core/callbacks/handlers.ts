import type { DispositionUpdate } from '../../shared/api'
import type { EditOutcome, HandlersOf } from '../../shared/bridge'
import { zonedToUtc } from '../../shared/time/zoned-time'
import { actorOf } from '../activity'
import { getAgent, getDisposition } from '../cache'
import type { ConsoleContext } from '../console/context'
import { CoreError } from '../errors/core-error'
import { requireOnline, shownOverdueCallbacks } from '../sync'
import { toE164 } from '../outbound'
import { placeCallback } from './call-now'
import { CALLED_STATUS, calledLine, failedLine, notedTime, withLine } from './call-record'
import { callbackFilterOptions } from './filter-options'
import { toItem, type ScheduledDisposition } from './grouping'
import { agentNames, buildQueue, emptyQueue } from './queue'
import { callbackFlags, callbackTexts } from './outbound-texts'
import { CallsInFlight } from './single-flight'
import { snoozedUntil } from './snooze'

/** The disposition as the supervisor sees it (unsent edits applied), or a refusal. */
function shownDisposition(ctx: ConsoleContext, workspaceId: string, id: string) {
  const cached = getDisposition(ctx.cache, workspaceId, id)
  if (!cached) throw new CoreError('not_found', 'This callback is not in the local cache; wait for the next sync and try again.')
  return ctx.outbox.withPendingEdits([cached])[0] ?? cached
}

/** The instant of a wall-clock time in a zone; refused when it is not in the future. */
function futureInstantOf(local: string, zone: string, now: number): string {
  let instant: string
  try {
    instant = zonedToUtc(local, zone)
  } catch (error) {
    throw new CoreError('invalid_time', error instanceof Error ? error.message : String(error))
  }
  if (Date.parse(instant) <= now) {
    throw new CoreError('time_in_past', `${local.replace('T', ' ')} (${zone}) has already passed. Choose a time in the future.`)
  }
  return instant
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
  const inFlight = new CallsInFlight()

  /** The callback, its agent and the outbound check's input. */
  function callOf(dispositionId: string, agentId: string | undefined) {
    const workspace = ctx.activeWorkspace.require()
    const workspaceId = workspace.profile.workspaceId
    const disposition = shownDisposition(ctx, workspaceId, dispositionId)
    const id = agentId ?? disposition.agentId
    const agent = { id, name: getAgent(ctx.cache, workspaceId, id)?.name ?? null }
    const check = { workspaceId, to: disposition.phoneNumber, at: new Date(ctx.clock.now()), texts: callbackTexts(ctx.cache, workspaceId, disposition) }
    return { workspace, disposition, agent, check }
  }

  /** Records the attempt in the callback through the outbox; null when the callback cannot be updated now. */
  function record(dispositionId: string, notes: string, line: string, status?: string): string | null {
    try {
      ctx.outbox.submitDispositionUpdate(dispositionId, { notes: withLine(notes, line), ...(status ? { status } : {}) })
      return line
    } catch {
      return null
    }
  }

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
      const flags = callbackFlags(ctx.cache, workspaceId, [shown]).get(shown._id)
      return toItem(shown as ScheduledDisposition, zone, agentNames(ctx.cache, workspaceId), flags)
    },
    'callbacks.overdue': async () => {
      const workspace = ctx.activeWorkspace.current
      if (!workspace) return { workspaceId: null, count: 0, oldestAt: null }
      const workspaceId = workspace.profile.workspaceId
      const { count, oldestAt } = shownOverdueCallbacks(ctx.cache, workspaceId, ctx.clock.now())
      return { workspaceId, count, oldestAt }
    },
    'callbacks.filterOptions': async () => {
      const workspace = ctx.activeWorkspace.current
      return callbackFilterOptions(ctx.cache, workspace?.profile.workspaceId ?? null)
    },
    'callbacks.reschedule': async ({ dispositionIds, to }) => {
      const workspaceId = ctx.activeWorkspace.require().profile.workspaceId
      const now = ctx.clock.now()
      if (to.kind === 'at') {
        const scheduledAt = futureInstantOf(to.local, to.zone, now)
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
    'callbacks.previewCall': async ({ dispositionId, agentId }) => {
      const { disposition, agent, check } = callOf(dispositionId, agentId)
      return {
        dispositionId,
        toNumber: toE164(disposition.phoneNumber) ?? disposition.phoneNumber.trim(),
        customerName: disposition.customerName ?? null,
        agentId: agent.id,
        agentName: agent.name ?? agent.id,
        blocks: ctx.outbound.check(check),
      }
    },
    'callbacks.callNow': async ({ dispositionId, agentId, override }) => {
      const { workspace, disposition, agent, check } = callOf(dispositionId, agentId)
      const toNumber = toE164(disposition.phoneNumber) ?? disposition.phoneNumber.trim()
      const release = inFlight.claim(dispositionId, toNumber)
      try {
        ctx.outbound.assertAllowed({ ...check, ...(override ? { override } : {}) })
        requireOnline(ctx, 'Calling back')
        const at = notedTime(ctx.clock.now(), ctx.timeZone.zoneInUse())
        let placed
        try {
          placed = await ctx.activity.track(
            actorOf(workspace),
            {
              kind: 'call.place',
              target: `callback to ${disposition.customerName || toNumber}`,
              targetId: dispositionId,
              detail: `with ${agent.name ?? agent.id}`,
            },
            () => placeCallback(workspace.client, disposition, toNumber, agent),
          )
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          record(dispositionId, disposition.notes, failedLine(at, agent.name ?? agent.id, reason))
          throw error
        }
        const notesLine = record(dispositionId, disposition.notes, calledLine(at, placed.agentName, placed.callId), CALLED_STATUS)
        ctx.sync.pollNow()
        return { ...placed, notesLine }
      } finally {
        release()
      }
    },
  }
}
