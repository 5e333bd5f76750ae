import type { DispositionUpdate } from '../../shared/api'
import { join } from 'node:path'
import type { ConnectionStatus, EditOutcome, EmitEvent } from '../../shared/bridge'
import { zonedToUtc } from '../../shared/time/zoned-time'
import { actorOf, type ActivityLog } from '../activity'
import {
  addCallbackAttempt,
  Directory,
  getAgent,
  getCallbackAttempt,
  getDisposition,
  latestCallbackAttempts,
  setCallbackAttemptOutcome,
  upsertDispositions,
  type Cache,
} from '../cache'
import type { FeatureModule, WorkspaceWatch } from '../console/context'
import { CoreError, words } from '../errors/core-error'
import { claimCallback, toE164, withLine, type OutboundGuard } from '../outbound'
import { requireOnline, shownOverdueCallbacks, type Outbox, type SyncClock } from '../sync'
import { placeCallback } from './call-now'
import { calledLine, failedLine, toCallbackAttempt } from './call-record'
import { DueSoonRefresher } from './due-soon'
import { callbackFilterOptions } from './filter-options'
import { FIRED_REMINDERS_FILE, FiredReminders } from './fired-reminders'
import { toItem, type ScheduledDisposition } from './grouping'
import { buildQueue, emptyQueue } from './queue'
import { callbackFlags, callbackTexts } from './outbound-texts'
import { CallbackReminders } from './reminders'
import { CallsInFlight } from './single-flight'
import { snoozedUntil } from './snooze'

/** What `callbacks.*` and the reminders need. */
export interface CallbacksPorts {
  readonly activeWorkspace: WorkspaceWatch
  cache(): Cache
  readonly clock: SyncClock
  /** Every edit of a callback goes through the outbox, online or not. */
  readonly outbox: Pick<Outbox, 'submitDispositionUpdate' | 'withPendingEdits'>
  // Calling back: the guard first, then the service; recorded, and the wall polled after.
  readonly outbound: Pick<OutboundGuard, 'check' | 'assertAllowed'>
  connection(): ConnectionStatus
  readonly activity: Pick<ActivityLog, 'track'>
  readonly sync: { pollNow(): void }
  /** The zone the console shows times in (Settings), for the line a call adds to the notes. */
  displayZone(): string
  /** The supervisor's display name (Settings → Stepping in), for the line a call adds to the notes. */
  supervisorName(): Promise<string>
  // The reminders: which fired is kept in `dataDir`; a due callback is announced unless alerts are paused.
  readonly dataDir: string
  readonly emit: EmitEvent
  alertsPaused(): boolean
}

/** The disposition as the supervisor sees it (unsent edits applied), or a refusal. */
function shownDisposition(ports: CallbacksPorts, workspaceId: string, id: string) {
  const cached = getDisposition(ports.cache(), workspaceId, id)
  if (!cached) throw new CoreError('not_found', words('errors.callbacks.notCached'))
  return ports.outbox.withPendingEdits([cached])[0] ?? cached
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
    throw new CoreError('time_in_past', words('errors.callbacks.timePassed', { time: local.replace('T', ' '), zone }))
  }
  return instant
}

/** Every edit goes through the outbox, online or not; one refused id does not stop the others. */
function submitEach(ports: CallbacksPorts, ids: readonly string[], changesFor: (id: string) => DispositionUpdate): EditOutcome {
  const outcome: EditOutcome = { submitted: [], failed: [] }
  for (const dispositionId of new Set(ids)) {
    try {
      const changes = changesFor(dispositionId)
      const { item } = ports.outbox.submitDispositionUpdate(dispositionId, changes)
      outcome.submitted.push({ dispositionId, outboxId: item.id, ...changes })
    } catch (error) {
      const said = error instanceof CoreError && error.words ? { words: error.words } : {}
      outcome.failed.push({ dispositionId, message: error instanceof Error ? error.message : String(error), ...said })
    }
  }
  return outcome
}

/**
 * `callbacks.*`: the queue and agenda read from the cache; every edit goes
 * through the outbox; "call now" needs the service. While the console runs,
 * the active workspace's due callbacks are announced (`callbacks.due`) and
 * those due in the next hour are read again every 15 s.
 */
export function callbacksModule(ports: CallbacksPorts): FeatureModule<'callbacks'> {
  const inFlight = new CallsInFlight()

  /** The callback, its agent and the outbound check's input. */
  function callOf(dispositionId: string, agentId: string | undefined) {
    const workspace = ports.activeWorkspace.require()
    const workspaceId = workspace.profile.workspaceId
    const disposition = shownDisposition(ports, workspaceId, dispositionId)
    const id = agentId ?? disposition.agentId
    const agent = { id, name: getAgent(ports.cache(), workspaceId, id)?.name ?? null }
    const check = { workspaceId, to: disposition.phoneNumber, at: new Date(ports.clock.now()), texts: callbackTexts(ports.cache(), workspaceId, disposition) }
    return { workspace, disposition, agent, check }
  }

  /** Adds the attempt's line to the callback's notes through the outbox; null when the callback cannot be updated now. */
  function note(dispositionId: string, notes: string, line: string): string | null {
    try {
      ports.outbox.submitDispositionUpdate(dispositionId, { notes: withLine(notes, line) })
      return line
    } catch {
      return null
    }
  }

  const handlers: FeatureModule<'callbacks'>['handlers'] = {
    'callbacks.query': async ({ filters, zone, groupLimit }) => {
      const now = ports.clock.now()
      const workspace = ports.activeWorkspace.current
      if (!workspace) return emptyQueue(zone, now)
      return buildQueue(ports.cache(), workspace.profile.workspaceId, { filters, zone, now, groupLimit })
    },
    'callbacks.get': async ({ dispositionId, zone }) => {
      const workspace = ports.activeWorkspace.current
      if (!workspace) return null
      const workspaceId = workspace.profile.workspaceId
      const cached = getDisposition(ports.cache(), workspaceId, dispositionId)
      const shown = cached && ports.outbox.withPendingEdits([cached])[0]
      if (!shown || shown.scheduledAt === null) return null
      const flags = callbackFlags(ports.cache(), workspaceId, [shown]).get(shown._id)
      const attempt = latestCallbackAttempts(ports.cache(), workspaceId, [shown._id]).get(shown._id)
      const names = new Directory(ports.cache(), workspaceId).agentNames
      return toItem(shown as ScheduledDisposition, zone, names, flags, attempt ? toCallbackAttempt(attempt, ports.clock.now()) : null)
    },
    'callbacks.overdue': async () => {
      const workspace = ports.activeWorkspace.current
      if (!workspace) return { workspaceId: null, count: 0, oldestAt: null }
      const workspaceId = workspace.profile.workspaceId
      const { count, oldestAt } = shownOverdueCallbacks(ports.cache(), workspaceId, ports.clock.now())
      return { workspaceId, count, oldestAt }
    },
    'callbacks.filterOptions': async () => {
      const workspace = ports.activeWorkspace.current
      return callbackFilterOptions(ports.cache(), workspace?.profile.workspaceId ?? null)
    },
    'callbacks.reschedule': async ({ dispositionIds, to }) => {
      const workspaceId = ports.activeWorkspace.require().profile.workspaceId
      const now = ports.clock.now()
      if (to.kind === 'at') {
        const scheduledAt = futureInstantOf(to.local, to.zone, now)
        return submitEach(ports, dispositionIds, () => ({ scheduledAt }))
      }
      return submitEach(ports, dispositionIds, (id) => ({
        scheduledAt: snoozedUntil(to.snooze, shownDisposition(ports, workspaceId, id).scheduledAt, now, to.zone),
      }))
    },
    'callbacks.setStatus': async ({ dispositionIds, status }) => {
      ports.activeWorkspace.require()
      return submitEach(ports, dispositionIds, () => ({ status }))
    },
    'callbacks.setNotes': async ({ dispositionId, notes }) => {
      ports.activeWorkspace.require()
      return submitEach(ports, [dispositionId], () => ({ notes }))
    },
    'callbacks.recordOutcome': async ({ dispositionId, attemptId, status }) => {
      const workspaceId = ports.activeWorkspace.require().profile.workspaceId
      const stored = getCallbackAttempt(ports.cache(), workspaceId, attemptId)
      if (!stored || stored.dispositionId !== dispositionId) throw new CoreError('not_found', words('errors.callbacks.notPlacedHere'))
      const { call } = toCallbackAttempt(stored, ports.clock.now())
      if (call === 'waiting' || call === 'live') {
        throw new CoreError('call_live', words('errors.callbacks.callLive'))
      }
      const outcome = submitEach(ports, [dispositionId], () => ({ status }))
      if (outcome.submitted.length > 0) setCallbackAttemptOutcome(ports.cache(), workspaceId, attemptId, status)
      return outcome
    },
    'callbacks.previewCall': async ({ dispositionId, agentId }) => {
      const { disposition, agent, check } = callOf(dispositionId, agentId)
      return {
        dispositionId,
        toNumber: toE164(disposition.phoneNumber) ?? disposition.phoneNumber.trim(),
        customerName: disposition.customerName ?? null,
        agentId: agent.id,
        agentName: agent.name ?? agent.id,
        blocks: ports.outbound.check(check),
      }
    },
    'callbacks.callNow': async ({ dispositionId, agentId, override }) => {
      const { workspace, disposition, agent, check } = callOf(dispositionId, agentId)
      const toNumber = toE164(disposition.phoneNumber) ?? disposition.phoneNumber.trim()
      const release = inFlight.claim(dispositionId, toNumber)
      try {
        ports.outbound.assertAllowed({ ...check, ...(override ? { override } : {}) })
        requireOnline(ports, 'callBack')
        const workspaceId = workspace.profile.workspaceId
        const cached = getDisposition(ports.cache(), workspaceId, dispositionId) ?? disposition
        const claimed = await claimCallback({
          client: workspace.client,
          clock: ports.clock,
          cached,
          shown: disposition,
          who: actorOf(workspace).who,
          zone: ports.displayZone(),
          keep: (copy) => upsertDispositions(ports.cache(), workspaceId, [copy]),
        })
        const notes = claimed ?? disposition.notes
        const zone = ports.displayZone()
        const by = await ports.supervisorName()
        const at = new Date(ports.clock.now()).toISOString()
        let placed
        try {
          placed = await ports.activity.track(
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
          const agentName = agent.name ?? agent.id
          const failure = error instanceof Error ? error.message : String(error)
          addCallbackAttempt(ports.cache(), workspaceId, { dispositionId, at, by, agentId: agent.id, agentName, placed: null, failure })
          note(dispositionId, notes, failedLine(at, zone, by, agentName, failure))
          throw error
        }
        const { agentName, callId, roomName } = placed
        const id = addCallbackAttempt(ports.cache(), workspaceId, { dispositionId, at, by, agentId: agent.id, agentName, placed: { callId, roomName }, failure: null })
        // The callback's status is left open: the supervisor chooses the outcome once the call has ended (callbacks.recordOutcome).
        const notesLine = note(dispositionId, notes, calledLine(at, zone, by, agentName))
        ports.sync.pollNow()
        const attempt = toCallbackAttempt(
          { id, dispositionId, at, by, agentName, roomName, failure: null, outcome: null, seen: false, live: false },
          ports.clock.now(),
        )
        return { ...placed, notesLine, attempt }
      } finally {
        release()
      }
    },
  }
  return {
    prefix: 'callbacks',
    handlers,
    start: () => {
      const stopReminders = startReminders(ports)
      const stopRefresher = startDueSoonRefresher(ports)
      return () => {
        stopRefresher()
        stopReminders()
      }
    },
  }
}

/** Reads the callbacks due in the next hour again every 15 s, while online; returns the function that stops it. */
function startDueSoonRefresher(ports: CallbacksPorts): () => void {
  const refresher = new DueSoonRefresher(() => {
    const workspace = ports.activeWorkspace.current
    if (!workspace || ports.connection().state === 'offline') return null
    return { db: ports.cache(), workspaceId: workspace.profile.workspaceId, client: workspace.client }
  }, ports.clock)
  refresher.start()
  return () => refresher.stop()
}

/** Starts the reminders of the active workspace's callbacks; returns the function that stops them. */
function startReminders(ports: CallbacksPorts): () => void {
  const reminders = new CallbackReminders(
    {
      target: () => {
        const workspace = ports.activeWorkspace.current
        return workspace ? { db: ports.cache(), workspaceId: workspace.profile.workspaceId } : null
      },
      alertsPaused: () => ports.alertsPaused(),
      emit: (due) => ports.emit('callbacks.due', due),
    },
    { clock: ports.clock, fired: new FiredReminders(join(ports.dataDir, FIRED_REMINDERS_FILE)) },
  )
  reminders.start()
  // The workspace opens after start-up (and switches): check its callbacks at once, not 30 s later.
  const unsubscribe = ports.activeWorkspace.subscribe(() => reminders.checkQuietly())
  return () => {
    unsubscribe()
    reminders.stop()
  }
}
