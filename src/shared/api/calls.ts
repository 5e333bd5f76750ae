import { z } from 'zod'
import { E164, IsoTimestamp } from './common'
import { Agent } from './agents'

export const Participant = z.object({
  identity: z.string(),
  isAgent: z.boolean(),
  joinedAt: IsoTimestamp,
})
export type Participant = z.infer<typeof Participant>

export const ActiveCall = z.object({
  id: z.string().min(1),
  roomName: z.string().min(1),
  customerPhone: z.string(),
  customerName: z.string().nullable().optional(),
  aiAgentName: z.string(),
  duration: z.number().min(0),
  status: z.string(),
  sentiment: z.string(),
  lastMessage: z.string(),
  transferRequested: z.boolean(),
  // A type the console does not know is kept as `other` (shown as such), not a reason to drop the call.
  type: z.enum(['phone', 'web', 'other']),
  participants: z.array(Participant),
})
export type ActiveCall = z.infer<typeof ActiveCall>

export const ActiveCallList = z.object({
  data: z.array(ActiveCall),
  count: z.number().int().min(0),
  timestamp: IsoTimestamp,
})
export type ActiveCallList = z.infer<typeof ActiveCallList>

export const EndCallResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  roomName: z.string(),
  endTime: IsoTimestamp,
})
export type EndCallResponse = z.infer<typeof EndCallResponse>

/** `POST /v1/api/call`, the detailed form. */
export const OutboundCallRequest = z.object({
  to: E164,
  call_agent_id: z.string().min(1),
  callback_url: z.url().optional(),
  dynamic_variables: z.record(z.string(), z.string()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
})
export type OutboundCallRequest = z.infer<typeof OutboundCallRequest>

export const OutboundCallResponse = z.object({
  status: z.string(),
  call_id: z.string(),
  message: z.string(),
})
export type OutboundCallResponse = z.infer<typeof OutboundCallResponse>

/** `POST /api/v1/calls/call`, the listed form. */
export const PlaceCallRequest = z.object({
  agentId: z.string().min(1),
  toNumber: E164,
})
export type PlaceCallRequest = z.infer<typeof PlaceCallRequest>

export const PlaceCallResponse = z.object({
  status: z.string(),
  callId: z.string(),
  roomName: z.string(),
  fromNumber: z.string(),
  toNumber: z.string(),
  agent: Agent.pick({ id: true, name: true, model: true }).extend({ voice: z.record(z.string(), z.unknown()) }),
})
export type PlaceCallResponse = z.infer<typeof PlaceCallResponse>

export const WebhookEventName = z.enum([
  'call.started',
  'call.completed',
  'call.failed',
  'sms.sent',
  'sms.delivered',
  'agent.created',
  'agent.updated',
  'flow.created',
  'flow.updated',
])
export type WebhookEventName = z.infer<typeof WebhookEventName>

export const WebhookEvent = z.object({
  event: WebhookEventName,
  data: z.record(z.string(), z.unknown()),
})
export type WebhookEvent = z.infer<typeof WebhookEvent>
