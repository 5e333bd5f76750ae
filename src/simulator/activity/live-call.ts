import type { ActiveCall, Participant } from '../../shared/api/calls'
import type { Prng } from '../fixture/prng'
import { iso } from '../fixture/time'
import { AGENT_LINES, CUSTOMER_LINES, TRANSFER_LINE } from '../fixture/words'

export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const
export type Sentiment = (typeof SENTIMENTS)[number]

/** Who started a call: the background activity, an API call, a batch, or `/_sim`. */
export type CallOrigin = 'background' | 'api' | 'batch' | 'control'

export interface LiveCall {
  id: string
  roomName: string
  workspaceId: string
  agentId: string
  aiAgentName: string
  phoneNumberId: string | null
  fromNumber: string
  customerPhone: string
  customerName: string | null
  type: 'phone' | 'web'
  duration: number
  sentiment: Sentiment
  lastMessage: string
  transferRequested: boolean
  participants: Participant[]
  origin: CallOrigin
  /** Seconds after which the call hangs up by itself. */
  plannedDuration: number
  /** Keeps the given fields: only the duration moves. */
  hold: boolean
  rng: Prng
  nextLineAt: number
  agentSpeaksNext: boolean
  startedAt: number
  callbackUrl: string | null
  metadata: Record<string, unknown> | null
  batchJob: { batchId: string; jobId: string } | null
}

/** One simulated second of a call; answers whether it reached its planned end or `maxDuration`. */
export function advance(call: LiveCall, maxDuration: number): boolean {
  call.duration += 1
  if (!call.hold) {
    const rng = call.rng
    if (call.duration >= call.nextLineAt) {
      call.lastMessage = call.agentSpeaksNext ? rng.pick(AGENT_LINES) : rng.pick(CUSTOMER_LINES)
      call.agentSpeaksNext = !call.agentSpeaksNext
      call.nextLineAt = call.duration + rng.int(4, 12)
    }
    if (rng.chance(0.04)) call.sentiment = shifted(call.sentiment, rng)
    if (!call.transferRequested && rng.chance(call.sentiment === 'negative' ? 0.01 : 0.0015)) {
      call.transferRequested = true
      call.lastMessage = TRANSFER_LINE
    }
  }
  return call.duration >= Math.min(call.plannedDuration, maxDuration)
}

/** Sentiment drifts one step at a time, leaning back to neutral. */
function shifted(sentiment: Sentiment, rng: Prng): Sentiment {
  if (sentiment !== 'neutral') return rng.chance(0.7) ? 'neutral' : sentiment
  return rng.chance(0.55) ? 'positive' : 'negative'
}

export function participantsOf(agentId: string, customerIdentity: string, startedAt: number): Participant[] {
  return [
    { identity: customerIdentity, isAgent: false, joinedAt: iso(startedAt) },
    { identity: `agent-${agentId}`, isAgent: true, joinedAt: iso(startedAt) },
  ]
}

export function toActiveCall(call: LiveCall): ActiveCall {
  return {
    id: call.id,
    roomName: call.roomName,
    customerPhone: call.customerPhone,
    customerName: call.customerName,
    aiAgentName: call.aiAgentName,
    duration: call.duration,
    status: 'active',
    sentiment: call.sentiment,
    lastMessage: call.lastMessage,
    transferRequested: call.transferRequested,
    type: call.type,
    participants: call.participants,
  }
}
