import type { ActiveCall } from '../../../../src/shared/api'
import { DEFAULT_ALERT_RULES, type AlertRule, type CallsSnapshot, type RuleMatch } from '../../../../src/shared/bridge'
import { RuleEvaluator } from '../../../../src/core/calls/alert-watch'
import { wallOf } from '../../../../src/renderer/calls/wall/model'
import { activeCall } from '../../../support/service-fixtures'

export const T0 = Date.parse('2030-01-01T12:00:00.000Z')
export const iso = (ms: number) => new Date(ms).toISOString()

/** A call as the wall tests use it: named after its room, a minute old at T0. */
export function call(roomName: string, fields: Partial<ActiveCall> = {}): ActiveCall {
  return activeCall(roomName, {
    customerName: `Customer ${roomName}`,
    aiAgentName: 'Sales agent',
    duration: 60,
    participants: [
      { identity: 'customer-0123', isAgent: false, joinedAt: iso(T0 - 60_000) },
      { identity: 'agent-agt_sales', isAgent: true, joinedAt: iso(T0 - 60_000) },
    ],
    ...fields,
  })
}

export function snapshot(fields: Partial<CallsSnapshot> & { polledAt: string }): CallsSnapshot {
  return {
    workspaceId: 'ws_demo',
    full: false,
    added: [],
    changed: [],
    removed: [],
    count: 0,
    serverTime: fields.polledAt,
    transfersWaiting: {},
    matches: {},
    ...fields,
  }
}

/** What core's evaluation of `rules` answers for these calls polled at `polledAt` (the snapshot's `matches`). */
export function matchesFor(calls: readonly ActiveCall[], polledAt: string, rules: readonly AlertRule[] = DEFAULT_ALERT_RULES, transfersWaiting: Record<string, string> = {}): Record<string, RuleMatch[]> {
  return new RuleEvaluator(() => rules).evaluate({ calls, polledAt: Date.parse(polledAt), transfersWaiting, maxByAgent: new Map() })
}

/** A wall as the poll delivers it: the calls with the matches core evaluated for them under `rules` (the defaults unless given). */
export function ruledWall(calls: readonly ActiveCall[], polledAt: string, rules: readonly AlertRule[] = DEFAULT_ALERT_RULES, transfersWaiting: Record<string, string> = {}) {
  return wallOf(calls, polledAt, transfersWaiting, matchesFor(calls, polledAt, rules, transfersWaiting))
}
