import type { WallCall } from './wall-call'
import { liveDuration } from './wall-call'

/** The service's typical maximum call duration (the reference: "typically 1 hour"). */
export const DEFAULT_MAX_CALL_DURATION_S = 3600
/** "Near its maximum": the last five minutes before the service cuts the call. */
export const NEAR_MAX_WINDOW_S = 300

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

export const ATTENTION_LABELS: Record<AttentionReason, string> = {
  transfer: 'Transfer requested',
  negative: 'Negative sentiment',
  'near-max': 'Near maximum duration',
}

export function isNearMax(entry: WallCall, now: number, maxDurationS: number): boolean {
  return liveDuration(entry, now) >= maxDurationS - NEAR_MAX_WINDOW_S
}

export function attentionOf(entry: WallCall, now: number, rules: AttentionRules): AttentionReason[] {
  const reasons: AttentionReason[] = []
  if (rules.transfer && entry.call.transferRequested) reasons.push('transfer')
  if (rules.negative && entry.call.sentiment === 'negative') reasons.push('negative')
  if (rules.nearMax && isNearMax(entry, now, rules.maxDurationS)) reasons.push('near-max')
  return reasons
}

export function needsAttention(entry: WallCall, now: number, rules: AttentionRules): boolean {
  return (
    (rules.transfer && entry.call.transferRequested) ||
    (rules.negative && entry.call.sentiment === 'negative') ||
    (rules.nearMax && isNearMax(entry, now, rules.maxDurationS))
  )
}
