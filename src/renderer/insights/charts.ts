import type { CallMetrics, CallShare, InsightsOverview, LiveInsight, SentimentCounts } from '../../shared/bridge'
import { formatCount, formatDuration, formatServiceValue } from '../lib/format'
import { formatAxisTime } from '../../shared/time/zoned-format'
import { comparedWith, count, dayLabel, hourLabel, METRIC_LABELS, percent } from './labels'

/**
 * What each Insights chart shows, from the overview the core computed: its
 * finding (the title), its series and the table that is both its accessible
 * alternative and its CSV. Pure, so the numbers a chart, its table and its
 * title show are the same by construction.
 */

/** A theme colour (a CSS custom property of styles/theme.css, read when the chart draws). */
export type SeriesColor = 'accent' | 'positive' | 'neutral' | 'negative' | 'warning' | 'muted'

export interface ChartSeries {
  label: string
  values: (number | null)[]
  color: SeriesColor
}

export interface ChartSpec {
  id: string
  heading: string
  /** The title that states the finding. */
  finding: string
  kind: 'bar' | 'stacked' | 'line'
  labels: string[]
  series: ChartSeries[]
  /** What a value counts, for hover and keyboard read-outs ("calls"). */
  unit: string
  table: { columns: string[]; rows: (string | number)[][] }
}

/** "today" / "yesterday", or "in the last 7 days" / "the 7 days before". */
export function periodWords(o: Pick<InsightsOverview, 'preset' | 'from' | 'to' | 'days'>): { now: string; before: string } {
  if (o.preset === 'today') return { now: 'today', before: 'yesterday' }
  const days = o.days.length
  if (o.preset === 'custom') return { now: `from ${dayLabel(o.from)} to ${dayLabel(o.to)}`, before: `the ${count(days, 'day')} before` }
  return { now: `in the last ${days} days`, before: `the ${days} days before` }
}

function tableOf(labelColumn: string, labels: string[], series: ChartSeries[]): ChartSpec['table'] {
  return {
    columns: [labelColumn, ...series.map((s) => s.label)],
    rows: labels.map((label, i) => [label, ...series.map((s) => s.values[i] ?? '')]),
  }
}

function spec(fields: Omit<ChartSpec, 'table'> & { labelColumn: string }): ChartSpec {
  const { labelColumn, ...rest } = fields
  return { ...rest, table: tableOf(labelColumn, fields.labels, fields.series) }
}

/** The index of the largest value (the first of equals); -1 when all are 0 or empty. */
function peakIndex(values: readonly (number | null)[]): number {
  let best = -1
  values.forEach((v, i) => {
    if ((v ?? 0) > 0 && (best < 0 || (v ?? 0) > (values[best] ?? 0))) best = i
  })
  return best
}

export function liveChart(live: LiveInsight, zone: string): ChartSpec {
  const labels = live.minutes.map((m) => formatAxisTime(m.minute, zone))
  const values = live.minutes.map((m) => m.calls)
  const peak = Math.max(0, ...values.map((v) => v ?? 0))
  return spec({
    id: 'live',
    heading: 'Calls in progress, last hour',
    finding: `${count(live.active, 'call')} in progress now; at most ${peak} at once in the last hour`,
    kind: 'line',
    labels,
    series: [{ label: 'Calls in progress', values, color: 'accent' }],
    unit: 'calls',
    labelColumn: 'Minute',
  })
}

export function overviewCharts(o: InsightsOverview): ChartSpec[] {
  const words = periodWords(o)
  const days = o.days.map((d) => dayLabel(d.day))
  const oneDay = o.days.length === 1
  const seen = new Map<string, number>()
  for (const h of o.hours) seen.set(h.label, (seen.get(h.label) ?? 0) + 1)
  const hours = o.hours.map((h) => hourLabel(h.label, oneDay, (seen.get(h.label) ?? 0) > 1, h.offsetMinutes))
  const hourly = o.hours.map((h) => h.calls)
  const busiest = peakIndex(hourly)
  const peaks = o.days.map((d) => d.peakConcurrent)
  const peakDay = peakIndex(peaks)
  const due = o.days.reduce((sum, d) => sum + d.callbacksDue, 0)
  const done = o.days.reduce((sum, d) => sum + d.callbacksDone, 0)
  const conversations = o.days.reduce((sum, d) => sum + d.conversations, 0)
  const worstAgent = [...o.agents].sort((a, b) => b.endedNegative.count - a.endedNegative.count || b.calls - a.calls)[0]
  const ended = o.totals.endedNegative
  const oldOverdue = o.callbacks.overdueByAge.slice(3).reduce((sum, b) => sum + b.count, 0)
  const commonLength = peakIndex(o.conversations.byLength.map((b) => b.count))
  const kinds = o.callbacks.byKind
  return [
    spec({
      id: 'calls-per-hour',
      heading: 'Calls per hour',
      finding:
        busiest < 0
          ? `No calls ${words.now}`
          : `Busiest hour ${words.now}: ${hours[busiest]}, with ${count(hourly[busiest]!, 'call')}`,
      kind: 'bar',
      labels: hours,
      series: [{ label: 'Calls', values: hourly, color: 'accent' }],
      unit: 'calls',
      labelColumn: 'Hour',
    }),
    spec({
      id: 'calls-per-day',
      heading: 'Calls per day',
      finding: `${count(o.totals.calls, 'call')} ${words.now}, ${comparedWith(o.totals.calls, o.previous.calls, words.before)}`,
      kind: 'bar',
      labels: days,
      series: [{ label: 'Calls', values: o.days.map((d) => d.calls), color: 'accent' }],
      unit: 'calls',
      labelColumn: 'Day',
    }),
    spec({
      id: 'transfers',
      heading: 'Transfers and negative calls',
      finding: `${count(o.totals.askedForTransfer.count, 'call')} asked for a transfer ${words.now}, ${comparedWith(o.totals.askedForTransfer.count, o.previous.askedForTransfer.count, words.before)}`,
      kind: 'bar',
      labels: [METRIC_LABELS.askedForTransfer, METRIC_LABELS.endedNegative, METRIC_LABELS.negativeAtAnyTime],
      series: [
        { label: words.now[0]!.toUpperCase() + words.now.slice(1), values: shareCounts(o.totals), color: 'accent' },
        { label: words.before[0]!.toUpperCase() + words.before.slice(1), values: shareCounts(o.previous), color: 'muted' },
      ],
      unit: 'calls',
      labelColumn: 'Calls that',
    }),
    spec({
      id: 'peak-concurrency',
      heading: 'Peak concurrent calls per day',
      finding: peakDay < 0 ? `No polls counted calls ${words.now}` : `At most ${count(peaks[peakDay]!, 'call')} at once, on ${days[peakDay]}`,
      kind: 'bar',
      labels: days,
      series: [{ label: 'Most calls at once', values: peaks, color: 'warning' }],
      unit: 'calls',
      labelColumn: 'Day',
    }),
    spec({
      id: 'sentiment-per-day',
      heading: 'Sentiment mix per day',
      finding:
        o.totals.calls === 0
          ? `No calls ${words.now}`
          : `${percent(ended.share)} of the calls ${words.now} ended negative (${ended.count} of ${o.totals.calls})`,
      kind: 'stacked',
      labels: days,
      series: sentimentSeries(o.days.map((d) => d.sentiment)),
      unit: 'calls',
      labelColumn: 'Day',
    }),
    spec({
      id: 'sentiment-per-agent',
      heading: 'Sentiment mix per agent',
      finding:
        !worstAgent || worstAgent.endedNegative.count === 0
          ? `No agent's calls ended negative ${words.now}`
          : `${worstAgent.aiAgentName} had the most calls that ended negative: ${worstAgent.endedNegative.count} of ${worstAgent.calls} (${percent(worstAgent.endedNegative.share)})`,
      kind: 'stacked',
      labels: o.agents.map((a) => a.aiAgentName),
      series: sentimentSeries(o.agents.map((a) => a.sentiment)),
      unit: 'calls',
      labelColumn: 'Agent',
    }),
    spec({
      id: 'callbacks-per-day',
      heading: 'Callbacks due and done per day',
      finding: due === 0 ? `No callbacks due ${words.now}` : `${done} of ${count(due, 'callback')} due ${words.now} are done (${percent(done / due)})`,
      kind: 'bar',
      labels: days,
      series: [
        { label: 'Due', values: o.days.map((d) => d.callbacksDue), color: 'muted' },
        { label: 'Done', values: o.days.map((d) => d.callbacksDone), color: 'positive' },
      ],
      unit: 'callbacks',
      labelColumn: 'Day',
    }),
    spec({
      id: 'overdue',
      heading: 'Overdue callbacks by age',
      finding:
        o.callbacks.overdue === 0
          ? 'No callback is overdue'
          : `${count(o.callbacks.overdue, 'callback')} overdue, ${oldOverdue} of them by more than a day`,
      kind: 'bar',
      labels: o.callbacks.overdueByAge.map((b) => b.label),
      series: [{ label: 'Overdue callbacks', values: o.callbacks.overdueByAge.map((b) => b.count), color: 'negative' }],
      unit: 'callbacks',
      labelColumn: 'Overdue by',
    }),
    spec({
      id: 'completion',
      heading: 'Completion by disposition type',
      finding:
        kinds.length === 0
          ? `No dispositions ${words.now}`
          : `${formatServiceValue(kinds[0]!.disposition)}: ${percent(kinds[0]!.completionRate)} completed (${kinds[0]!.completed} of ${kinds[0]!.total})`,
      kind: 'bar',
      labels: kinds.map((k) => formatServiceValue(k.disposition)),
      series: [
        { label: 'Dispositions', values: kinds.map((k) => k.total), color: 'muted' },
        { label: 'Completed', values: kinds.map((k) => k.completed), color: 'positive' },
      ],
      unit: 'dispositions',
      labelColumn: 'Disposition type',
    }),
    spec({
      id: 'conversations-per-day',
      heading: 'Conversations per day',
      finding: `${count(conversations, 'conversation')} ${words.now}, ${o.conversations.averageMessages.toFixed(1)} messages each on average`,
      kind: 'bar',
      labels: days,
      series: [{ label: 'Conversations', values: o.days.map((d) => d.conversations), color: 'accent' }],
      unit: 'conversations',
      labelColumn: 'Day',
    }),
    spec({
      id: 'messages-per-conversation',
      heading: 'Messages per conversation',
      finding:
        commonLength < 0
          ? `No conversations ${words.now}`
          : `Most conversations ${words.now} have ${o.conversations.byLength[commonLength]!.label} messages (${o.conversations.byLength[commonLength]!.count} of ${conversations})`,
      kind: 'bar',
      labels: o.conversations.byLength.map((b) => b.label),
      series: [{ label: 'Conversations', values: o.conversations.byLength.map((b) => b.count), color: 'accent' }],
      unit: 'conversations',
      labelColumn: 'Messages',
    }),
  ]
}

/** Asked for a transfer, ended negative, negative at any time: the calls each counts. */
function shareCounts(metrics: CallMetrics): number[] {
  return [metrics.askedForTransfer.count, metrics.endedNegative.count, metrics.negativeAtAnyTime.count]
}

function sentimentSeries(rows: readonly SentimentCounts[]): ChartSeries[] {
  return [
    { label: 'Positive', values: rows.map((r) => r.positive), color: 'positive' },
    { label: 'Neutral', values: rows.map((r) => r.neutral), color: 'neutral' },
    { label: 'Negative', values: rows.map((r) => r.negative), color: 'negative' },
    { label: 'Other', values: rows.map((r) => r.other), color: 'muted' },
  ]
}

/** The headline numbers above the charts, each with the period before. */
export function headlineFigures(o: InsightsOverview): { label: string; value: string; before: string }[] {
  const share = (part: CallShare, calls: number) => (calls > 0 ? percent(part.share) : '–')
  const duration = (seconds: number, calls: number) => (calls > 0 ? formatDuration(seconds) : '–')
  const now = o.totals
  const before = o.previous
  return [
    { label: METRIC_LABELS.calls, value: formatCount(now.calls), before: formatCount(before.calls) },
    { label: METRIC_LABELS.averageDuration, value: duration(now.averageDuration, now.calls), before: duration(before.averageDuration, before.calls) },
    { label: METRIC_LABELS.longestDuration, value: duration(now.longestDuration, now.calls), before: duration(before.longestDuration, before.calls) },
    ...(['askedForTransfer', 'endedNegative', 'negativeAtAnyTime'] as const).map((metric) => ({
      label: METRIC_LABELS[metric],
      value: share(now[metric], now.calls),
      before: share(before[metric], before.calls),
    })),
  ]
}

/** A chart's table as CSV (RFC 4180): what "Export CSV" saves. */
export function tableCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value)
    // A leading = + - @ would run as a formula in a spreadsheet.
    const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text
    return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
  }
  return [columns, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
