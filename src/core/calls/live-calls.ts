import type { CallsCurrent } from '../../shared/bridge'
import { maxCallDurationsByAgent, recordSyncSuccess, transferRequestsOf } from '../cache'
import type { LiveContext } from '../sync'
import { ActiveCallPoller } from './active-call-poller'
import type { AlertWatch } from './alert-watch'
import { CallsFeed } from './calls-feed'
import { recordSightings } from './sightings'

/** The wall before the first poll, or without a workspace. */
export const NO_CALLS: CallsCurrent = { workspaceId: null, calls: [], serverTime: null, polledAt: null, transfersWaiting: {}, matches: {} }

/**
 * The calls feature's part of a workspace's sync: the active-call poller, which
 * hands each poll to the wall as `calls.snapshot`, then records its sightings
 * (with the poll's sync state, in one transaction), and the alert rules `watch`
 * holds for the workspace, evaluated on each poll.
 */
export function createCallsPoller(context: LiveContext, watch: AlertWatch): ActiveCallPoller {
  const { workspaceId, client, db, clock, config, emit } = context
  const feed = new CallsFeed(client.send)
  const rules = watch.evaluator(workspaceId)
  return new ActiveCallPoller(
    {
      // The poller is its own retry: a second try would answer after the next poll was due.
      poll: (signal, timeoutMs) => feed.poll({ signal, timeoutMs, maxTries: 1 }),
      record: (diff, seenAt, first) =>
        db.transaction(() => {
          recordSightings(db, workspaceId, diff, seenAt, first)
          recordSyncSuccess(db, workspaceId, 'activeCalls', seenAt)
        }),
      emit: (snapshot) => emit('calls.snapshot', snapshot),
      transfersWaiting: (calls, polledAt) => {
        const asking = calls.filter((call) => call.transferRequested).map((call) => call.roomName)
        const known = transferRequestsOf(db, workspaceId, asking)
        const waiting: Record<string, string> = {}
        for (const roomName of asking) {
          const request = known.get(roomName)
          if (!request?.answered) waiting[roomName] = request?.since ?? polledAt
        }
        return waiting
      },
      matches: (calls, polledAt, transfersWaiting) =>
        rules.evaluate({ calls, polledAt: Date.parse(polledAt), transfersWaiting, maxByAgent: maxCallDurationsByAgent(db, workspaceId) }),
      succeeded: () => context.succeeded(),
      failed: (error) => context.failed(error),
      keyLimited: () => {
        const until = client.limiter.metrics().pausedUntil
        return until !== null && Date.parse(until) > clock.now()
      },
    },
    {
      workspaceId,
      clock,
      visible: context.visible,
      visiblePollMs: config.visiblePollMs,
      hiddenPollMs: config.hiddenPollMs,
      maxBackoffMs: config.maxBackoffMs,
      rateLimitPauseMs: config.rateLimitPauseMs,
      noAnswerSlackMs: config.noAnswerSlackMs,
    },
  )
}
