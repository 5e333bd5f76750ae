import { z } from 'zod'
import { TimeZoneName } from './app'
import { command } from './define'

/**
 * Insights: charts of what happened, computed by SQL over the local cache
 * (rollups kept on write, docs/insights.md), so they answer offline and never
 * send raw rows to the renderer. Every series is cut by the hours and days of
 * the display zone (src/shared/time/zoned-buckets.ts).
 */

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')

/** A custom range covers at most this many days. */
export const MAX_CUSTOM_DAYS = 92

export const INSIGHTS_PRESETS = ['today', '7d', '30d', 'custom'] as const
export type InsightsPreset = (typeof INSIGHTS_PRESETS)[number]

export const InsightsRange = z
  .object({
    preset: z.enum(INSIGHTS_PRESETS),
    /** First and last day (both included) of a custom range, in the zone. */
    from: Day.optional(),
    to: Day.optional(),
  })
  .strict()
  .refine((r) => r.preset !== 'custom' || (r.from !== undefined && r.to !== undefined && r.from <= r.to), {
    message: 'a custom range needs a first day on or before its last day',
  })
export type InsightsRange = z.infer<typeof InsightsRange>

export interface SentimentCounts {
  positive: number
  neutral: number
  negative: number
  other: number
}

/** Calls counted by a metric, and their share of the group's calls (0–1; 0 when the group has none). */
export interface CallShare {
  count: number
  share: number
}

/**
 * The call metrics of one group of calls (a period, a day, an agent): the
 * calls first seen in it. Each is defined once (docs/insights.md "Metrics")
 * and computed once, by `callMetrics` (src/core/insights/metrics.ts), from one
 * rollup query: the headline, the charts and the per-agent table read these.
 * Durations in seconds.
 */
export interface CallMetrics {
  calls: number
  averageDuration: number
  longestDuration: number
  /** Asked for a transfer at any time. */
  askedForTransfer: CallShare
  /** The last sentiment seen was negative (a call in progress: its sentiment now). */
  endedNegative: CallShare
  /** Negative at any poll, whatever came after. */
  negativeAtAnyTime: CallShare
  /** By the last sentiment seen; sums to `calls`. */
  sentiment: SentimentCounts
}

export interface AgentInsight extends CallMetrics {
  aiAgentName: string
}

export interface HourPoint {
  /** Local start in the zone, `YYYY-MM-DDTHH:mm`. */
  label: string
  offsetMinutes: number
  calls: number
}

export interface DayPoint extends CallMetrics {
  /** `YYYY-MM-DD` in the zone. */
  day: string
  peakConcurrent: number
  callbacksDue: number
  callbacksDone: number
  conversations: number
  messages: number
}

export interface Band {
  label: string
  count: number
}

export interface DispositionKindInsight {
  disposition: string
  total: number
  completed: number
  /** completed / total, 0–1. */
  completionRate: number
  statuses: { status: string; count: number }[]
}

/** Transfer requests answered by a supervisor's take-over: from the request first seen to the take-over. */
export interface TransferAnswered {
  answered: number
  medianSeconds: number | null
  p90Seconds: number | null
}

export interface InsightsOverview {
  zone: string
  preset: InsightsPreset
  /** First and last day, both included. */
  from: string
  to: string
  /** The same length of time just before, for "3 more than yesterday". */
  previousFrom: string
  previousTo: string
  days: DayPoint[]
  hours: HourPoint[]
  totals: CallMetrics
  previous: CallMetrics
  agents: AgentInsight[]
  callbacks: {
    overdue: number
    overdueByAge: Band[]
    byKind: DispositionKindInsight[]
  }
  conversations: {
    averageMessages: number
    byLength: Band[]
  }
  /** "Transfer answered in": the period, per agent and per day (the days of `days`). */
  transferAnswered: {
    totals: TransferAnswered
    byAgent: ({ aiAgentName: string } & TransferAnswered)[]
    byDay: ({ day: string } & TransferAnswered)[]
  }
  /** How long the cache took, ms. */
  tookMs: number
}

export interface LiveMinute {
  /** ISO 8601 UTC start of the minute. */
  minute: string
  /** Most calls in progress at one poll of that minute; null when no poll ran. */
  calls: number | null
}

export interface LiveInsight {
  /** The last hour, oldest first, one point a minute. */
  minutes: LiveMinute[]
  active: number
  transfersWaiting: number
  longest: { roomName: string; customer: string; aiAgentName: string; duration: number } | null
}

export interface RetentionSetting {
  /** Calls first seen longer ago than this are pruned, with their rollups. */
  days: number
}

export const RETENTION_DAYS = { default: 90, min: 7, max: 3650 } as const

export interface RetentionResult extends RetentionSetting {
  /** Calls pruned by this change. */
  pruned: number
}

export const insightsCommands = {
  'insights.overview': command(() => z.object({ range: InsightsRange, timeZone: TimeZoneName }).strict()).returns<InsightsOverview>(),
  'insights.live': command(() => z.object({}).strict()).returns<LiveInsight>(),
  'insights.retention': command(() => z.object({}).strict()).returns<RetentionSetting>(),
  'insights.setRetention': command(() =>
    z.object({ days: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max) }).strict(),
  ).returns<RetentionResult>(),
}

