import { describe, expect, it } from 'vitest'
import type { CallMetrics, DayPoint, InsightsOverview } from '../../../../src/shared/bridge'
import { AGENT_COLUMNS, agentRows, figureOf, nextSort, sortAgents } from '../../../../src/renderer/insights/agent-table'
import { headlineFigures, overviewCharts, tableCsv } from '../../../../src/renderer/insights/charts'
import { answeredIn, transferAnsweredDays, transferAnsweredFinding } from '../../../../src/renderer/insights/transfer-answered'

/** Calls with the counts of each metric; the last sentiment of those not ended negative is neutral. */
function metrics(
  calls: number,
  counts: { transfers?: number; endedNegative?: number; negativeAtAnyTime?: number; averageDuration?: number; longestDuration?: number } = {},
): CallMetrics {
  const share = (count = 0) => ({ count, share: calls > 0 ? count / calls : 0 })
  const negative = counts.endedNegative ?? 0
  return {
    calls,
    averageDuration: counts.averageDuration ?? 60,
    longestDuration: counts.longestDuration ?? 120,
    askedForTransfer: share(counts.transfers),
    endedNegative: share(negative),
    negativeAtAnyTime: share(counts.negativeAtAnyTime ?? negative),
    sentiment: { positive: 0, neutral: calls - negative, negative, other: 0 },
  }
}

const day = (d: string, fields: Partial<DayPoint> = {}): DayPoint => ({
  day: d,
  ...metrics(0),
  peakConcurrent: 0,
  callbacksDue: 0,
  callbacksDone: 0,
  conversations: 0,
  messages: 0,
  ...fields,
})

const agent = (aiAgentName: string, calls: number, transfers: number, endedNegative = 0) => ({
  aiAgentName,
  ...metrics(calls, { transfers, endedNegative }),
})

function overview(fields: Partial<InsightsOverview> = {}): InsightsOverview {
  return {
    zone: 'America/New_York',
    preset: 'today',
    from: '2026-11-01',
    to: '2026-11-01',
    previousFrom: '2026-10-31',
    previousTo: '2026-10-31',
    days: [day('2026-11-01', { ...metrics(22, { transfers: 12, endedNegative: 4, negativeAtAnyTime: 5 }), peakConcurrent: 6, callbacksDue: 5, callbacksDone: 2 })],
    hours: [
      { label: '2026-11-01T00:00', offsetMinutes: -240, calls: 2 },
      { label: '2026-11-01T01:00', offsetMinutes: -240, calls: 3 },
      { label: '2026-11-01T01:00', offsetMinutes: -300, calls: 9 },
    ],
    totals: metrics(22, { transfers: 12, endedNegative: 4, negativeAtAnyTime: 5, averageDuration: 90, longestDuration: 600 }),
    previous: metrics(20, { transfers: 9, negativeAtAnyTime: 5, averageDuration: 80, longestDuration: 500 }),
    agents: [agent('Ava', 12, 6, 3), agent('Ben', 10, 6, 1)],
    transferAnswered: { totals: { answered: 0, medianSeconds: null, p90Seconds: null }, byAgent: [], byDay: [] },
    callbacks: {
      overdue: 3,
      overdueByAge: [
        { label: 'under 1 h', count: 1 },
        { label: '1–4 h', count: 0 },
        { label: '4–24 h', count: 0 },
        { label: '1–7 days', count: 2 },
        { label: 'over 7 days', count: 0 },
      ],
      byKind: [{ disposition: 'callback', total: 8, completed: 2, completionRate: 0.25, statuses: [] }],
    },
    conversations: { averageMessages: 4.25, byLength: [{ label: 'none', count: 0 }, { label: '1–2', count: 3 }] },
    tookMs: 3,
    ...fields,
  }
}

const finding = (o: InsightsOverview, id: string) => overviewCharts(o).find((c) => c.id === id)!.finding

describe('chart findings', () => {
  it('says how many calls asked for a transfer, against the period before', () => {
    expect(finding(overview(), 'transfers')).toBe('12 calls asked for a transfer today, 3 more than yesterday')
    const fewer = overview({ previous: metrics(20, { transfers: 15 }) })
    expect(finding(fewer, 'transfers')).toBe('12 calls asked for a transfer today, 3 fewer than yesterday')
  })

  it('names the busiest hour, the fall-back night’s two 01:00 told apart by their offsets', () => {
    const spec = overviewCharts(overview()).find((c) => c.id === 'calls-per-hour')!
    expect(spec.labels).toEqual(['00:00', '01:00 UTC−4', '01:00 UTC−5'])
    expect(spec.finding).toBe('Busiest hour today: 01:00 UTC−5, with 9 calls')
  })

  it('states shares with their counts', () => {
    const o = overview()
    expect(finding(o, 'sentiment-per-day')).toBe('18% of the calls today ended negative (4 of 22)')
    expect(finding(o, 'callbacks-per-day')).toBe('2 of 5 callbacks due today are done (40%)')
    expect(finding(o, 'overdue')).toBe('3 callbacks overdue, 2 of them by more than a day')
    expect(finding(o, 'completion')).toBe('Callback: 25% completed (2 of 8)')
    expect(finding(o, 'peak-concurrency')).toBe('At most 6 calls at once, on Sun, Nov 1')
  })

  it('says so when there is nothing to show', () => {
    const empty = overview({ days: [day('2026-11-01')], hours: [], totals: metrics(0, { averageDuration: 0, longestDuration: 0 }) })
    expect(finding(empty, 'calls-per-hour')).toBe('No calls today')
    expect(finding(empty, 'sentiment-per-day')).toBe('No calls today')
    expect(headlineFigures(empty).find((f) => f.label === 'Longest call')).toMatchObject({ value: '–', before: '8:20' })
  })

  it('gives each chart a table with a row per label and a column per series', () => {
    const spec = overviewCharts(overview()).find((c) => c.id === 'callbacks-per-day')!
    expect(spec.table).toEqual({ columns: ['Day', 'Due', 'Done'], rows: [['Sun, Nov 1', 5, 2]] })
    expect(tableCsv(spec.table.columns, spec.table.rows)).toBe('Day,Due,Done\r\n"Sun, Nov 1",5,2\r\n')
  })
})

describe('one metric, one figure', () => {
  const o = overview()
  const headline = (label: string) => headlineFigures(o).find((f) => f.label === label)!

  it('labels each share by what it counts, the same in the headline, the charts and the per-agent table', () => {
    expect(headline('Ended negative')).toMatchObject({ value: '18%', before: '0%' })
    expect(headline('Negative at any time')).toMatchObject({ value: '23%', before: '25%' })
    expect(headline('Asked for a transfer')).toMatchObject({ value: '55%', before: '45%' })
    expect(finding(o, 'sentiment-per-day')).toBe('18% of the calls today ended negative (4 of 22)')
    expect(overviewCharts(o).find((c) => c.id === 'transfers')!.table.rows).toEqual([
      ['Asked for a transfer', 12, 9],
      ['Ended negative', 4, 0],
      ['Negative at any time', 5, 5],
    ])
    const headlineLabels = headlineFigures(o).map((f) => f.label)
    expect(AGENT_COLUMNS.slice(1, -1).map((c) => c.label).every((label) => headlineLabels.includes(label))).toBe(true)
  })

  it('gives the per-agent table and the per-agent chart the same calls', () => {
    const chart = overviewCharts(o).find((c) => c.id === 'sentiment-per-agent')!
    const negativeColumn = chart.table.columns.indexOf('Negative')
    const rows = agentRows(o)
    expect(chart.table.rows.map((row) => row[negativeColumn])).toEqual(rows.map((r) => r.endedNegative.count))
    expect(chart.table.rows.map((row) => (row.slice(1) as number[]).reduce((sum, n) => sum + n, 0))).toEqual(rows.map((r) => r.calls))
    expect(rows.map((r) => figureOf(r, 'endedNegative'))).toEqual([3 / 12, 1 / 10])
    expect(chart.finding).toBe('Ava had the most calls that ended negative: 3 of 12 (25%)')
  })
})

describe('the per-agent table', () => {
  const agents = agentRows({ agents: [agent('Ben', 10, 6), agent('Ava', 12, 6), agent('Cleo', 10, 1)], transferAnswered: overview().transferAnswered })

  it('sorts by calls (most first, ties by name), then flips on a second click', () => {
    const byCalls = { column: 'calls', descending: true } as const
    expect(sortAgents(agents, byCalls).map((a) => a.aiAgentName)).toEqual(['Ava', 'Ben', 'Cleo'])
    expect(sortAgents(agents, nextSort(byCalls, 'calls')).map((a) => a.aiAgentName)).toEqual(['Ben', 'Cleo', 'Ava'])
  })

  it('starts names A–Z and rates highest first', () => {
    expect(nextSort({ column: 'calls', descending: true }, 'aiAgentName')).toEqual({ column: 'aiAgentName', descending: false })
    expect(sortAgents(agents, nextSort({ column: 'calls', descending: true }, 'askedForTransfer')).map((a) => a.aiAgentName)).toEqual(['Ben', 'Ava', 'Cleo'])
  })
})

describe('CSV', () => {
  it('quotes commas and defuses formulas', () => {
    expect(tableCsv(['Agent', 'Calls'], [['=SUM(A1)', 3], ['Ann, "Jr"', 1]])).toBe('Agent,Calls\r\n\'=SUM(A1),3\r\n"Ann, ""Jr""",1\r\n')
  })
})

describe('transfer answered in', () => {
  const answered = overview({
    preset: '7d',
    days: [day('2026-11-01'), day('2026-11-02')],
    transferAnswered: {
      totals: { answered: 12, medianSeconds: 42, p90Seconds: 90 },
      byAgent: [{ aiAgentName: 'Ben', answered: 12, medianSeconds: 42, p90Seconds: 90 }],
      byDay: [{ day: '2026-11-02', answered: 12, medianSeconds: 42, p90Seconds: 90 }],
    },
  })

  it('states the median and p90 in the app’s duration format, or that none was answered', () => {
    expect(transferAnsweredFinding(answered)).toBe('12 transfer requests answered by a take-over in the last 2 days: half within 0:42, 90% within 1:30')
    expect(transferAnsweredFinding(overview())).toBe('No transfer request was answered by a take-over today')
  })

  it('has a row for every day of the period, a day without any showing dashes', () => {
    expect(transferAnsweredDays(answered).map((d) => [d.answered, d.median, d.p90])).toEqual([
      ['0', '–', '–'],
      ['12', '0:42', '1:30'],
    ])
  })

  it('is a column of the per-agent table, sorted with agents without any last', () => {
    const rows = agentRows(answered)
    expect(rows.map((r) => [r.aiAgentName, answeredIn(r.transferAnswered)])).toEqual([
      ['Ava', '–'],
      ['Ben', '0:42 (p90 1:30)'],
    ])
    expect(sortAgents(rows, { column: 'transferAnsweredIn', descending: true }).map((r) => r.aiAgentName)).toEqual(['Ben', 'Ava'])
    expect(sortAgents(rows, { column: 'transferAnsweredIn', descending: false }).map((r) => r.aiAgentName)).toEqual(['Ben', 'Ava'])
  })
})
