import type { ActiveCall, Participant } from '../../../shared/api'
import { formatDuration, sentimentLabel } from '../../lib/format'
import { ATTENTION_LABELS, attentionOf, customerLabel, liveDuration, type AttentionReason, type AttentionRules, type WallCall } from './model'

/** The CSS tone of a sentiment: anything unexpected shows as neutral. */
export function sentimentTone(sentiment: string): 'positive' | 'neutral' | 'negative' {
  return sentiment === 'positive' || sentiment === 'negative' ? sentiment : 'neutral'
}

export function typeLabel(type: ActiveCall['type']): string {
  if (type === 'other') return 'Other'
  return type === 'phone' ? 'Phone' : 'Web'
}

/**
 * Who a participant is, in the supervisor's words: the service marks its AI
 * agent; a listener joins as `supervisor-…` (the console's own listen tokens,
 * src/core/calls/mint-token.ts); anyone else is the customer. The raw identity
 * is in the call's detail.
 */
export function participantRole(participant: Participant): string {
  if (participant.isAgent) return 'AI agent'
  if (participant.identity.startsWith('supervisor')) return 'Supervisor (listening)'
  return 'Customer'
}

/** The roles in the call, each once: "Customer, AI agent, Supervisor (listening)". */
function participantsText(call: ActiveCall): string {
  return [...new Set(call.participants.map(participantRole))].join(', ')
}

/** The text a card or row shows for one version of a call. */
export interface CardView {
  label: string
  /** Phone (when a name is shown instead), agent, type. */
  meta: string
  tone: 'positive' | 'neutral' | 'negative'
  sentiment: string
  participants: string
}

const views = new WeakMap<ActiveCall, CardView>()

/**
 * Computed once per version of a call (the poller hands a new object only when
 * something changed), so a card re-derives nothing on a clock tick.
 */
export function cardViewOf(call: ActiveCall): CardView {
  let view = views.get(call)
  if (!view) {
    const label = customerLabel(call)
    const phone = call.customerName && call.customerPhone ? `${call.customerPhone} · ` : ''
    view = {
      label,
      meta: `${phone}${call.aiAgentName} · ${typeLabel(call.type)}`,
      tone: sentimentTone(call.sentiment),
      sentiment: sentimentLabel(call.sentiment),
      participants: participantsText(call),
    }
    views.set(call, view)
  }
  return view
}

/** Why a card is highlighted: pinned or not, which flags it shows, and those flags as words ("" when none). */
export interface CardAttention {
  pinned: boolean
  /** A transfer request shows even when its pin is switched off. */
  transfer: boolean
  negative: boolean
  nearMax: boolean
  /** The most severe reason it is pinned for (its outline's colour); null when not pinned. */
  lead: AttentionReason | null
  /** The flags shown as one attribute value ("transfer negative", "near-max"); null when none. A card styles its flags by it: one attribute to update instead of one per flag. */
  kinds: string | null
  flags: string
}

const interned = new Map<string, CardAttention>()

/**
 * The same object for the same flags, so a card whose attention did not change
 * on a clock tick re-renders nothing (most cards: none at all).
 */
export function cardAttentionOf(entry: WallCall, now: number, rules: AttentionRules): CardAttention {
  const reasons = attentionOf(entry, now, rules)
  const transferFlag = entry.call.transferRequested && !reasons.includes('transfer')
  const key = `${transferFlag ? 'T' : ''}|${reasons.join(',')}`
  let attention = interned.get(key)
  if (!attention) {
    const flags = [...(transferFlag ? ['Transfer requested'] : []), ...reasons.map((reason: AttentionReason) => ATTENTION_LABELS[reason])]
    attention = {
      pinned: reasons.length > 0,
      transfer: entry.call.transferRequested,
      negative: reasons.includes('negative'),
      nearMax: reasons.includes('near-max'),
      lead: reasons[0] ?? null,
      kinds: kindsOf(entry.call.transferRequested, reasons),
      flags: flags.join(' · '),
    }
    interned.set(key, attention)
  }
  return attention
}

function kindsOf(transfer: boolean, reasons: readonly AttentionReason[]): string | null {
  const kinds = [...(transfer ? ['transfer'] : []), ...reasons.filter((reason) => reason !== 'transfer')]
  return kinds.length > 0 ? kinds.join(' ') : null
}

/** Everything a card shows at one instant: one derived value per card instead of several. */
export interface CardState {
  view: CardView
  attention: CardAttention
  duration: string
  /** How long its transfer request has waited for a supervisor ("waiting 1:12"); "" when none waits. */
  waiting: string
}

export function cardStateOf(entry: WallCall, now: number, rules: AttentionRules): CardState {
  return {
    view: cardViewOf(entry.call),
    attention: cardAttentionOf(entry, now, rules),
    duration: formatDuration(liveDuration(entry, now)),
    waiting: waitingText(entry, now),
  }
}

/** "waiting 1:12" while a transfer request waits for a supervisor to take over, in the wall's one duration format. */
export function waitingText(entry: WallCall, now: number): string {
  return entry.waitingSince === undefined ? '' : `waiting ${formatDuration((now - entry.waitingSince) / 1000)}`
}
