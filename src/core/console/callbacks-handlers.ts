import { join } from 'node:path'
import type { DispositionUpdate } from '../../shared/api'
import type { EditOutcome, HandlersOf } from '../../shared/bridge'
import { getAgent, getDisposition } from '../cache'
import {
  agentNames,
  buildQueue,
  callbackFilterOptions,
  CallbackError,
  CallbackReminders,
  dialableNumber,
  emptyQueue,
  FIRED_REMINDERS_FILE,
  FiredReminders,
  placeCallback,
  snoozedUntil,
  toItem,
  zonedToUtc,
  type ScheduledDisposition,
} from '../callbacks'
import { requireOnline, systemClock, type SyncClock } from '../sync'
import type { ActiveWorkspace } from './active-workspace'
import type { ConsoleContext } from './context'

function clockOf(ctx: ConsoleContext): SyncClock {
  return ctx.options.sync?.clock ?? systemClock
}

function requireWorkspace(ctx: ConsoleContext): ActiveWorkspace {
  const workspace = ctx.activeWorkspace.current
  if (!workspace) throw new CallbackError('no_workspace', 'Open a workspace first.')
  return workspace
}

/** The disposition as the supervisor sees it (unsent edits applied), or a refusal. */
function shownDisposition(ctx: ConsoleContext, workspaceId: string, id: string) {
  const cached = getDisposition(ctx.cache, workspaceId, id)
  if (!cached) throw new CallbackError('not_found', 'This callback is not in the local cache; wait for the next sync and try again.')
  return ctx.outbox.withPendingEdits([cached])[0] ?? cached
}

function instantOf(local: string, zone: string): string {
  try {
    return zonedToUtc(local, zone)
  } catch (error) {
    throw new CallbackError('invalid_time', error instanceof Error ? error.message : String(error))
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

export function callbacksHandlers(ctx: ConsoleContext): HandlersOf<'callbacks'> {
  return {
    'callbacks.query': async ({ filters, zone, groupLimit }) => {
      const now = clockOf(ctx).now()
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
      const workspaceId = requireWorkspace(ctx).profile.workspaceId
      const now = clockOf(ctx).now()
      if (to.kind === 'at') {
        const scheduledAt = instantOf(to.local, to.zone)
        return submitEach(ctx, dispositionIds, () => ({ scheduledAt }))
      }
      return submitEach(ctx, dispositionIds, (id) => ({
        scheduledAt: snoozedUntil(to.snooze, shownDisposition(ctx, workspaceId, id).scheduledAt, now, to.zone),
      }))
    },
    'callbacks.setStatus': async ({ dispositionIds, status }) => {
      requireWorkspace(ctx)
      return submitEach(ctx, dispositionIds, () => ({ status }))
    },
    'callbacks.setNotes': async ({ dispositionId, notes }) => {
      requireWorkspace(ctx)
      return submitEach(ctx, [dispositionId], () => ({ notes }))
    },
    'callbacks.callNow': async ({ dispositionId, agentId }) => {
      const workspace = requireWorkspace(ctx)
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

/** Starts the reminders of the active workspace's callbacks; returns the function that stops them. */
export function startCallbackReminders(ctx: ConsoleContext): () => void {
  const reminders = new CallbackReminders(
    {
      target: () => {
        const workspace = ctx.activeWorkspace.current
        return workspace ? { db: ctx.cache, workspaceId: workspace.profile.workspaceId } : null
      },
      alertsPaused: () => ctx.alerts.isPaused(),
      emit: (due) => ctx.events.emit('callbacks.due', due),
    },
    { clock: clockOf(ctx), fired: new FiredReminders(join(ctx.options.dataDir, FIRED_REMINDERS_FILE)) },
  )
  reminders.start()
  // The workspace opens after start-up (and switches): check its callbacks at once, not 30 s later.
  const unsubscribe = ctx.activeWorkspace.subscribe(() => reminders.checkQuietly())
  return () => {
    unsubscribe()
    reminders.stop()
  }
}
