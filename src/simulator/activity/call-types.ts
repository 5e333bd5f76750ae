import type { AgentRecord } from '../state/store'
import type { CallOrigin, LiveCall, Sentiment } from './live-call'

/** What starts a call; unset fields are chosen by the call's own seeded PRNG. */
export interface CallSpec {
  agent: AgentRecord
  origin: CallOrigin
  customerPhone: string
  customerName?: string | null
  type?: 'phone' | 'web'
  plannedDuration?: number
  duration?: number
  sentiment?: Sentiment
  lastMessage?: string
  transferRequested?: boolean
  hold?: boolean
  callbackUrl?: string | null
  metadata?: Record<string, unknown> | null
  batchJob?: { batchId: string; jobId: string } | null
}

/** How a call ended: hung up as planned, capped by `maxCallDuration`, ended through the API, or cut by a batch cancel or target change. */
export type EndReason = 'completed' | 'max_duration' | 'ended_by_api' | 'cancelled'

/** A call that rings and then fails to connect; it never joins the active calls. */
export interface ConnectingCall {
  id: string
  roomName: string
  workspaceId: string
  agentId: string
  fromNumber: string
  toNumber: string
  origin: CallOrigin
  failAtTick: number
  callbackUrl: string | null
  metadata: Record<string, unknown> | null
  batchJob: { batchId: string; jobId: string } | null
}

export interface EngineListener {
  started?(call: LiveCall): void
  ended?(call: LiveCall, reason: EndReason, endedAt: string): void
  failed?(call: ConnectingCall, failedAt: string): void
  /** Runs once per tick, after the calls moved. */
  tick?(): void
}
