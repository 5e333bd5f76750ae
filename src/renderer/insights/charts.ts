import type { CallMetrics, CallShare, InsightsOverview, LiveInsight, SentimentCounts } from '../../shared/bridge'
import { formatCount, formatDuration, formatServiceValue } from '../lib/format'
import { formatAxisTime } from '../../shared/time/zoned-format'
import { t } from '../i18n/translation.svelte'
import { bandLabel, comparedWith, dayLabel, hourLabel, metricLabel, percent } from './labels'

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
  if (o.preset === 'today') return { now: t('insights.period.today'), before: t('insights.period.yesterday') }
  const days = o.days.length
  if (o.preset === 'custom') {
    return { now: t('insights.period.custom', { from: dayLabel(o.from), to: dayLabel(o.to) }), before: t('insights.period.customBefore', { days }) }
  }
  return { now: t('insights.period.lastDays', { days: formatCount(days) }), before: t('insights.period.daysBefore', { days: formatCount(days) }) }
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
    heading: t('insights.live.chartHeading'),
    finding: t('insights.live.finding', { active: live.active, peak: formatCount(peak) }),
    kind: 'line',
    labels,
    series: [{ label: t('insights.live.series'), values, color: 'accent' }],
    unit: 'calls',
    labelColumn: t('insights.live.minute'),
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
      heading: t('insights.hour.heading'),
      finding:
        busiest < 0
          ? t('insights.finding.noCalls', { period: words.now })
          : t('insights.hour.finding', { period: words.now, hour: hours[busiest]!, calls: hourly[busiest]! }),
      kind: 'bar',
      labels: hours,
      series: [{ label: metricLabel('calls'), values: hourly, color: 'accent' }],
      unit: 'calls',
      labelColumn: t('insights.chart.hour'),
    }),
    spec({
      id: 'calls-per-day',
      heading: t('insights.day.heading'),
      finding: t('insights.day.finding', {
        calls: o.totals.calls,
        period: words.now,
        comparison: comparedWith(o.totals.calls, o.previous.calls, words.before),
      }),
      kind: 'bar',
      labels: days,
      series: [{ label: metricLabel('calls'), values: o.days.map((d) => d.calls), color: 'accent' }],
      unit: 'calls',
      labelColumn: t('insights.chart.day'),
    }),
    spec({
      id: 'transfers',
      heading: t('insights.transfers.heading'),
      finding: t('insights.transfers.finding', {
        calls: o.totals.askedForTransfer.count,
        period: words.now,
        comparison: comparedWith(o.totals.askedForTransfer.count, o.previous.askedForTransfer.count, words.before),
      }),
      kind: 'bar',
      labels: [metricLabel('askedForTransfer'), metricLabel('endedNegative'), metricLabel('negativeAtAnyTime')],
      series: [
        { label: words.now[0]!.toUpperCase() + words.now.slice(1), values: shareCounts(o.totals), color: 'accent' },
        { label: words.before[0]!.toUpperCase() + words.before.slice(1), values: shareCounts(o.previous), color: 'muted' },
      ],
      unit: 'calls',
      labelColumn: t('insights.transfers.labelColumn'),
    }),
    spec({
      id: 'peak-concurrency',
      heading: t('insights.peak.heading'),
      finding:
        peakDay < 0
          ? t('insights.peak.none', { period: words.now })
          : t('insights.peak.finding', { calls: peaks[peakDay]!, day: days[peakDay]! }),
      kind: 'bar',
      labels: days,
      series: [{ label: t('insights.peak.series'), values: peaks, color: 'warning' }],
      unit: 'calls',
      labelColumn: t('insights.chart.day'),
    }),
    spec({
      id: 'sentiment-per-day',
      heading: t('insights.sentiment.dayHeading'),
      finding:
        o.totals.calls === 0
          ? t('insights.finding.noCalls', { period: words.now })
          : t('insights.sentiment.dayFinding', {
              percent: percent(ended.share),
              period: words.now,
              count: formatCount(ended.count),
              calls: formatCount(o.totals.calls),
            }),
      kind: 'stacked',
      labels: days,
      series: sentimentSeries(o.days.map((d) => d.sentiment)),
      unit: 'calls',
      labelColumn: t('insights.chart.day'),
    }),
    spec({
      id: 'sentiment-per-agent',
      heading: t('insights.sentiment.agentHeading'),
      finding:
        !worstAgent || worstAgent.endedNegative.count === 0
          ? t('insights.sentiment.agentNone', { period: words.now })
          : t('insights.sentiment.agentFinding', {
              agent: worstAgent.aiAgentName,
              count: formatCount(worstAgent.endedNegative.count),
              calls: formatCount(worstAgent.calls),
              percent: percent(worstAgent.endedNegative.share),
            }),
      kind: 'stacked',
      labels: o.agents.map((a) => a.aiAgentName),
      series: sentimentSeries(o.agents.map((a) => a.sentiment)),
      unit: 'calls',
      labelColumn: t('insights.chart.agent'),
    }),
    spec({
      id: 'callbacks-per-day',
      heading: t('insights.callbacks.heading'),
      finding:
        due === 0
          ? t('insights.callbacks.none', { period: words.now })
          : t('insights.callbacks.finding', { done: formatCount(done), due, period: words.now, percent: percent(done / due) }),
      kind: 'bar',
      labels: days,
      series: [
        { label: t('insights.callbacks.due'), values: o.days.map((d) => d.callbacksDue), color: 'muted' },
        { label: t('insights.callbacks.done'), values: o.days.map((d) => d.callbacksDone), color: 'positive' },
      ],
      unit: 'callbacks',
      labelColumn: t('insights.chart.day'),
    }),
    spec({
      id: 'overdue',
      heading: t('insights.overdue.heading'),
      finding:
        o.callbacks.overdue === 0
          ? t('insights.overdue.none')
          : t('insights.overdue.finding', { overdue: o.callbacks.overdue, old: formatCount(oldOverdue) }),
      kind: 'bar',
      labels: o.callbacks.overdueByAge.map((b) => bandLabel(b.label)),
      series: [{ label: t('insights.overdue.series'), values: o.callbacks.overdueByAge.map((b) => b.count), color: 'negative' }],
      unit: 'callbacks',
      labelColumn: t('insights.overdue.labelColumn'),
    }),
    spec({
      id: 'completion',
      heading: t('insights.completion.heading'),
      finding:
        kinds.length === 0
          ? t('insights.completion.none', { period: words.now })
          : t('insights.completion.finding', {
              disposition: formatServiceValue(kinds[0]!.disposition),
              percent: percent(kinds[0]!.completionRate),
              completed: formatCount(kinds[0]!.completed),
              total: formatCount(kinds[0]!.total),
            }),
      kind: 'bar',
      labels: kinds.map((k) => formatServiceValue(k.disposition)),
      series: [
        { label: t('insights.completion.series'), values: kinds.map((k) => k.total), color: 'muted' },
        { label: t('insights.completion.completed'), values: kinds.map((k) => k.completed), color: 'positive' },
      ],
      unit: 'dispositions',
      labelColumn: t('insights.completion.labelColumn'),
    }),
    spec({
      id: 'conversations-per-day',
      heading: t('insights.conversations.heading'),
      finding: t('insights.conversations.finding', { conversations, period: words.now, average: o.conversations.averageMessages.toFixed(1) }),
      kind: 'bar',
      labels: days,
      series: [{ label: t('insights.conversations.series'), values: o.days.map((d) => d.conversations), color: 'accent' }],
      unit: 'conversations',
      labelColumn: t('insights.chart.day'),
    }),
    spec({
      id: 'messages-per-conversation',
      heading: t('insights.messages.heading'),
      finding:
        commonLength < 0
          ? t('insights.messages.none', { period: words.now })
          : t('insights.messages.finding', {
              period: words.now,
              length: bandLabel(o.conversations.byLength[commonLength]!.label),
              count: formatCount(o.conversations.byLength[commonLength]!.count),
              conversations: formatCount(conversations),
            }),
      kind: 'bar',
      labels: o.conversations.byLength.map((b) => bandLabel(b.label)),
      series: [{ label: t('insights.conversations.series'), values: o.conversations.byLength.map((b) => b.count), color: 'accent' }],
      unit: 'conversations',
      labelColumn: t('insights.messages.labelColumn'),
    }),
  ]
}

/** Asked for a transfer, ended negative, negative at any time: the calls each counts. */
function shareCounts(metrics: CallMetrics): number[] {
  return [metrics.askedForTransfer.count, metrics.endedNegative.count, metrics.negativeAtAnyTime.count]
}

function sentimentSeries(rows: readonly SentimentCounts[]): ChartSeries[] {
  return [
    { label: t('insights.sentiment.positive'), values: rows.map((r) => r.positive), color: 'positive' },
    { label: t('insights.sentiment.neutral'), values: rows.map((r) => r.neutral), color: 'neutral' },
    { label: t('insights.sentiment.negative'), values: rows.map((r) => r.negative), color: 'negative' },
    { label: t('insights.sentiment.other'), values: rows.map((r) => r.other), color: 'muted' },
  ]
}

/** The headline numbers above the charts, each with the period before. */
export function headlineFigures(o: InsightsOverview): { label: string; value: string; before: string }[] {
  const share = (part: CallShare, calls: number) => (calls > 0 ? percent(part.share) : '–')
  const duration = (seconds: number, calls: number) => (calls > 0 ? formatDuration(seconds) : '–')
  const now = o.totals
  const before = o.previous
  return [
    { label: metricLabel('calls'), value: formatCount(now.calls), before: formatCount(before.calls) },
    { label: metricLabel('averageDuration'), value: duration(now.averageDuration, now.calls), before: duration(before.averageDuration, before.calls) },
    { label: metricLabel('longestDuration'), value: duration(now.longestDuration, now.calls), before: duration(before.longestDuration, before.calls) },
    ...(['askedForTransfer', 'endedNegative', 'negativeAtAnyTime'] as const).map((metric) => ({
      label: metricLabel(metric),
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
