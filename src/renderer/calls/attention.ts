import { DEFAULT_MAX_CALL_DURATION_S, NEAR_MAX_WINDOW_S, type AlertPrefs } from '../app/alert-prefs'
import { liveDuration, type WallCall, type WallCalls } from './wall-call'

export type AttentionReason = 'transfer' | 'negative' | 'near-max'

/** Which reasons pin a call; each can be switched off in Settings → Alerts. */
export interface AttentionRules {
  transfer: boolean
  negative: boolean
  nearMax: boolean
  maxDurationS: number
}

export const DEFAULT_ATTENTION_RULES: AttentionRules = {
  transfer: true,
  negative: true,
  nearMax: true,
  maxDurationS: DEFAULT_MAX_CALL_DURATION_S,
}

/** The pins the supervisor's switches in Settings → Alerts leave on. */
export function attentionRulesOf(prefs: AlertPrefs): AttentionRules {
  return { ...DEFAULT_ATTENTION_RULES, transfer: prefs.transferPin, negative: prefs.negativePin, nearMax: prefs.nearMaxPin }
}

export const ATTENTION_LABELS: Record<AttentionReason, string> = {
  transfer: 'Transfer requested',
  negative: 'Negative sentiment',
  'near-max': 'Near maximum duration',
}

export function isNearMax(entry: WallCall, now: number, maxDurationS: number): boolean {
  return liveDuration(entry, now) >= maxDurationS - NEAR_MAX_WINDOW_S
}

/**
 * The first instant after `now` at which the clock alone changes some call's
 * attention (a call comes within the last 5 minutes of its maximum); Infinity
 * when none will before the calls change. Nothing else in attention moves with
 * the clock, and a call near its maximum stays so, so the wall re-sorts at this
 * instant rather than at every tick.
 */
export function nextAttentionChange(calls: WallCalls, now: number, rules: AttentionRules): number {
  if (!rules.nearMax) return Infinity
  const nearS = rules.maxDurationS - NEAR_MAX_WINDOW_S
  let next = Infinity
  for (const entry of calls.values()) {
    // liveDuration counts whole seconds since seenAt: it reaches nearS when (at - seenAt) reaches (nearS - duration) s.
    const at = entry.seenAt + (nearS - entry.call.duration) * 1000
    if (at > now && at < next) next = at
  }
  return next
}

export function attentionOf(entry: WallCall, now: number, rules: AttentionRules): AttentionReason[] {
  const reasons: AttentionReason[] = []
  if (rules.transfer && entry.call.transferRequested) reasons.push('transfer')
  if (rules.negative && entry.call.sentiment === 'negative') reasons.push('negative')
  if (rules.nearMax && isNearMax(entry, now, rules.maxDurationS)) reasons.push('near-max')
  return reasons
}

/**
 * How urgent a pinned call is, most urgent first: a transfer request on a
 * negative call, a transfer request, negative sentiment, near the maximum
 * duration. `SEVERITY_NONE` for a call that is not pinned.
 */
export function severityOf(reasons: readonly AttentionReason[]): number {
  const transfer = reasons.includes('transfer')
  const negative = reasons.includes('negative')
  if (transfer && negative) return 0
  if (transfer) return 1
  if (negative) return 2
  if (reasons.includes('near-max')) return 3
  return SEVERITY_NONE
}

export const SEVERITY_NONE = 4
