import { z } from 'zod'
import { E164, IsoTimestamp, isTimestamp } from './common'
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

const CALL_TYPES: ReadonlySet<unknown> = new Set(ActiveCall.shape.type.options)
const CALL_FIELDS = Object.keys(ActiveCall.shape).length
const PARTICIPANT_FIELDS = Object.keys(Participant.shape).length

/**
 * `ActiveCall`'s hand-written twin, for the poll of up to 10,000 calls every 2 s
 * (zod takes about 2× `JSON.parse` of the same body): the call as the schema
 * parses it, or undefined when the schema must judge it (repair or quarantine).
 * A call with no field the schema does not know is answered as it is, not copied;
 * otherwise the copy leaves the unknown fields out, as the schema does. A test
 * holds the two to the same verdicts and values.
 */
export function readActiveCall(entry: unknown): ActiveCall | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined
  const c = entry as Record<keyof ActiveCall, unknown>
  if (typeof c.id !== 'string' || c.id === '' || typeof c.roomName !== 'string' || c.roomName === '') return undefined
  if (typeof c.customerPhone !== 'string' || typeof c.aiAgentName !== 'string' || typeof c.duration !== 'number' || !Number.isFinite(c.duration) || c.duration < 0) return undefined
  if (typeof c.status !== 'string' || typeof c.sentiment !== 'string' || typeof c.lastMessage !== 'string') return undefined
  if (typeof c.transferRequested !== 'boolean' || !CALL_TYPES.has(c.type) || !Array.isArray(c.participants)) return undefined
  if (c.customerName !== undefined && c.customerName !== null && typeof c.customerName !== 'string') return undefined
  let exact = fieldCount(c) === CALL_FIELDS - (c.customerName === undefined ? 1 : 0)
  for (const p of c.participants as unknown[]) {
    if (typeof p !== 'object' || p === null || Array.isArray(p)) return undefined
    const { identity, isAgent, joinedAt } = p as Record<keyof Participant, unknown>
    if (typeof identity !== 'string' || typeof isAgent !== 'boolean' || typeof joinedAt !== 'string' || !isTimestamp(joinedAt)) return undefined
    exact &&= fieldCount(p) === PARTICIPANT_FIELDS
  }
  return exact ? (entry as ActiveCall) : copyKnown(entry as ActiveCall)
}

/**
 * `readActiveCall` for an entry expected to be `before` again with a new
 * duration, as nearly every call of a poll is: the entry when it is that and
 * `readActiveCall` would answer it as it is, else undefined (then
 * `readActiveCall` judges it). Each field is compared with `before`'s once,
 * which checks it too: a value equal to a valid call's is valid.
 */
export function readUnchangedCall(entry: unknown, before: ActiveCall): ActiveCall | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const c = entry as Record<keyof ActiveCall, unknown>
  if (
    c.id !== before.id ||
    c.roomName !== before.roomName ||
    c.customerPhone !== before.customerPhone ||
    (c.customerName ?? null) !== (before.customerName ?? null) ||
    c.aiAgentName !== before.aiAgentName ||
    c.status !== before.status ||
    c.sentiment !== before.sentiment ||
    c.lastMessage !== before.lastMessage ||
    c.transferRequested !== before.transferRequested ||
    c.type !== before.type ||
    typeof c.duration !== 'number' ||
    !Number.isFinite(c.duration) ||
    c.duration < 0 ||
    !Array.isArray(c.participants) ||
    c.participants.length !== before.participants.length
  ) {
    return undefined
  }
  // The same list as before (a call the poller's parse took from the previous poll) holds the same participants, checked then.
  for (let i = 0; c.participants !== before.participants && i < before.participants.length; i++) {
    const p = before.participants[i]!
    const q: unknown = c.participants[i]
    if (typeof q !== 'object' || q === null) return undefined
    const { identity, isAgent, joinedAt } = q as Record<keyof Participant, unknown>
    if (identity !== p.identity || isAgent !== p.isAgent || joinedAt !== p.joinedAt || fieldCount(q) !== PARTICIPANT_FIELDS) return undefined
  }
  return fieldCount(c) === CALL_FIELDS - (c.customerName === undefined ? 1 : 0) ? (entry as ActiveCall) : undefined
}

/** Own fields of an object from JSON.parse (its prototype adds none). */
function fieldCount(value: object): number {
  let count = 0
  for (const _ in value) count++
  return count
}

/** A valid call without the fields the schema does not know. */
function copyKnown(c: ActiveCall): ActiveCall {
  const call: ActiveCall = {
    id: c.id,
    roomName: c.roomName,
    customerPhone: c.customerPhone,
    aiAgentName: c.aiAgentName,
    duration: c.duration,
    status: c.status,
    sentiment: c.sentiment,
    lastMessage: c.lastMessage,
    transferRequested: c.transferRequested,
    type: c.type,
    participants: c.participants.map(({ identity, isAgent, joinedAt }) => ({ identity, isAgent, joinedAt })),
  }
  if (c.customerName !== undefined) call.customerName = c.customerName
  return call
}

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
