import type { ActiveCall } from '../../shared/api'

/** Sentiment as words (the colour is never the only signal). */
export function sentimentLabel(sentiment: string): string {
  if (!sentiment) return 'Unknown'
  return sentiment.charAt(0).toUpperCase() + sentiment.slice(1)
}

/** The CSS tone of a sentiment: anything unexpected shows as neutral. */
export function sentimentTone(sentiment: string): 'positive' | 'neutral' | 'negative' {
  return sentiment === 'positive' || sentiment === 'negative' ? sentiment : 'neutral'
}

export function typeLabel(type: ActiveCall['type']): string {
  return type === 'phone' ? 'Phone' : 'Web'
}

export function participantsText(call: ActiveCall): string {
  return call.participants.map((p) => p.identity).join(', ')
}
