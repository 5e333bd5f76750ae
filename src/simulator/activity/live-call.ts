import type { ActiveCall, Participant } from '../../shared/api/calls'
import type { Prng } from '../fixture/prng'
import { iso } from '../fixture/time'
import type { CallScript, ScriptLine } from '../fixture/call-scripts'

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
  /** What the call says, line by line; its lines set the sentiment and the transfer request. */
  script: CallScript
  /** The index of the script's next line. */
  nextLine: number
  /** The agent's track is muted in the media room (a supervisor took over): its lines go unsaid. */
  agentMuted: boolean
  nextLineAt: number
  startedAt: number
  callbackUrl: string | null
  metadata: Record<string, unknown> | null
  batchJob: { batchId: string; jobId: string } | null
}

/** One simulated second of a call; answers whether it reached its planned end or `maxDuration`. */
export function advance(call: LiveCall, maxDuration: number): boolean {
  call.duration += 1
  if (!call.hold && call.duration >= call.nextLineAt && call.nextLine < call.script.lines.length) {
    const line = call.script.lines[call.nextLine]!
    if (!(call.agentMuted && line.speaker === 'agent')) speak(call, line)
    call.nextLine += 1
    call.nextLineAt = call.duration + call.rng.int(4, 12)
  }
  return call.duration >= Math.min(call.plannedDuration, maxDuration)
}

/** A line of the script is said: it is the call's last message, and may turn its sentiment or ask for a human. */
export function speak(call: Pick<LiveCall, 'lastMessage' | 'sentiment' | 'transferRequested'>, line: ScriptLine): void {
  call.lastMessage = line.text
  if (line.sentiment) call.sentiment = line.sentiment
  if (line.transfer) call.transferRequested = true
}

/** Seconds between two lines, on average: a call joined midway has said about this many seconds' worth. */
export const SECONDS_PER_LINE = 8

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
