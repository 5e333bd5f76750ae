import { describe, expect, it } from 'vitest'
import type { ActiveCall } from '../../../../src/shared/api'
import type { CallMetrics } from '../../../../src/shared/bridge'
import { insightsOverview } from '../../../../src/core/insights/overview'
import { agentRows, figureOf } from '../../../../src/renderer/insights/agent-table'
import { headlineFigures, overviewCharts } from '../../../../src/renderer/insights/charts'
import { pollRecorder } from '../../../support/polls'
import { activeCall, cachePerTest, WS } from '../cache/fixtures'
import type { Cache } from '../../../../src/core/cache'

/**
 * Each call metric against its definition (docs/insights.md "Metrics"),
 * computed here in plain JS over the calls the polls saw, then the per-agent
 * table and the charts read from the same overview: they must agree.
 */
const ZONE = 'UTC'
const NOW = Date.parse('2026-03-08T18:00:00.000Z')

let db: Cache
cachePerTest((cache) => (db = cache))

/** The polls, a minute apart from 10:00 UTC: each a list of calls in progress. */
const POLLS: ActiveCall[][] = [
  [
    activeCall('a1', { aiAgentName: 'Ava', duration: 10, sentiment: 'negative' }),
    activeCall('a2', { aiAgentName: 'Ava', duration: 20, sentiment: 'positive' }),
    activeCall('b1', { aiAgentName: 'Ben', duration: 5, sentiment: 'neutral', transferRequested: true }),
  ],
  [
    activeCall('a1', { aiAgentName: 'Ava', duration: 70, sentiment: 'neutral' }),
    activeCall('a2', { aiAgentName: 'Ava', duration: 80, sentiment: 'negative', transferRequested: true }),
    activeCall('b1', { aiAgentName: 'Ben', duration: 65, sentiment: 'negative' }),
    activeCall('b2', { aiAgentName: 'Ben', duration: 3, sentiment: 'confused' }),
  ],
  [
    activeCall('a2', { aiAgentName: 'Ava', duration: 140, sentiment: 'negative' }),
    activeCall('b2', { aiAgentName: 'Ben', duration: 63, sentiment: 'positive' }),
  ],
]

/** Each call as the definitions read it: every sighting of it, in order. */
function callsSeen(): Map<string, ActiveCall[]> {
  const calls = new Map<string, ActiveCall[]>()
  for (const poll of POLLS) for (const call of poll) calls.set(call.roomName, [...(calls.get(call.roomName) ?? []), call])
  return calls
}

/** The definitions of docs/insights.md, over the calls of one group. */
function defined(sightings: ActiveCall[][]): CallMetrics {
  const calls = sightings.length
  const share = (test: (seen: ActiveCall[]) => boolean) => {
    const count = sightings.filter(test).length
    return { count, share: calls > 0 ? count / calls : 0 }
  }
  const longest = sightings.map((seen) => Math.max(...seen.map((s) => s.duration)))
  const last = (sentiment: string) => sightings.filter((seen) => seen.at(-1)!.sentiment === sentiment).length
  return {
    calls,
    averageDuration: longest.reduce((sum, d) => sum + d, 0) / calls,
    longestDuration: Math.max(...longest),
    askedForTransfer: share((seen) => seen.some((s) => s.transferRequested)),
    endedNegative: share((seen) => seen.at(-1)!.sentiment === 'negative'),
    negativeAtAnyTime: share((seen) => seen.some((s) => s.sentiment === 'negative')),
    sentiment: {
      positive: last('positive'),
      neutral: last('neutral'),
      negative: last('negative'),
      other: calls - last('positive') - last('neutral') - last('negative'),
    },
  }
}

function recorded() {
  const poll = pollRecorder(db, WS)
  POLLS.forEach((calls, i) => poll(calls, new Date(Date.parse('2026-03-08T10:00:00.000Z') + i * 60_000).toISOString()))
  poll([], '2026-03-08T10:05:00.000Z')
  return insightsOverview(db, WS, { preset: 'today' }, ZONE, NOW)
}

describe('each call metric against its definition', () => {
  it('counts the period, each day and each agent as the definitions say', () => {
    const o = recorded()
    const seen = [...callsSeen().values()]
    expect(o.totals).toEqual(defined(seen))
    expect(o.days).toHaveLength(1)
    expect(o.days[0]).toMatchObject(defined(seen))
    for (const agent of o.agents) {
      const { aiAgentName, ...metrics } = agent
      expect(metrics).toEqual(defined(seen.filter((calls) => calls[0]!.aiAgentName === aiAgentName)))
    }
    expect(o.agents.map((a) => a.aiAgentName)).toEqual(['Ava', 'Ben'])
  })

  it('tells calls that ended negative from calls negative at any time', () => {
    const { totals } = recorded()
    expect(totals.endedNegative).toEqual({ count: 2, share: 0.5 })
    expect(totals.negativeAtAnyTime).toEqual({ count: 3, share: 0.75 })
  })
})

describe('the per-agent table and the charts read the same query', () => {
  it('agree on every agent and add up to the headline', () => {
    const o = recorded()
    const rows = agentRows(o)
    const perAgent = overviewCharts(o).find((c) => c.id === 'sentiment-per-agent')!
    const negative = perAgent.table.columns.indexOf('Negative')
    expect(perAgent.table.rows.map((row) => [row[0], row[negative]])).toEqual(rows.map((r) => [r.aiAgentName, r.endedNegative.count]))
    expect(rows.map((r) => figureOf(r, 'endedNegative'))).toEqual(rows.map((r) => r.endedNegative.count / r.calls))
    const sum = (pick: (m: CallMetrics) => number) => rows.reduce((total, r) => total + pick(r), 0)
    expect([sum((m) => m.calls), sum((m) => m.endedNegative.count), sum((m) => m.negativeAtAnyTime.count), sum((m) => m.askedForTransfer.count)]).toEqual([
      o.totals.calls,
      o.totals.endedNegative.count,
      o.totals.negativeAtAnyTime.count,
      o.totals.askedForTransfer.count,
    ])
    expect(headlineFigures(o).find((f) => f.label === 'Ended negative')!.value).toBe('50%')
    expect(overviewCharts(o).find((c) => c.id === 'sentiment-per-day')!.finding).toBe('50% of the calls today ended negative (2 of 4)')
    expect(perAgent.finding).toBe('Ava had the most calls that ended negative: 1 of 2 (50%)')
  })
})
