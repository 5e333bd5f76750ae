import type { ActiveCall, Participant } from '../../shared/api'

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
export function participantsText(call: ActiveCall): string {
  return [...new Set(call.participants.map(participantRole))].join(', ')
}
