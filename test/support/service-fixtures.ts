import type { ActiveCall, ActiveCallList, CallDisposition } from '../../src/shared/api'
import { ApiError } from '../../src/core/api'

export function activeCall(roomName: string, fields: Partial<ActiveCall> = {}): ActiveCall {
  return {
    id: `call_${roomName}`,
    roomName,
    customerPhone: '+14155550123',
    customerName: 'Ada Lovelace',
    aiAgentName: 'Sales Agent',
    duration: 30,
    status: 'active',
    sentiment: 'neutral',
    lastMessage: 'Hello',
    transferRequested: false,
    type: 'phone',
    participants: [
      { identity: 'customer-14155550123', isAgent: false, joinedAt: '2025-05-01T08:59:30.000Z' },
      { identity: 'agent-agt_sales', isAgent: true, joinedAt: '2025-05-01T08:59:30.000Z' },
    ],
    ...fields,
  }
}

export function callList(calls: ActiveCall[], timestamp = '2025-05-01T09:00:00.000Z'): ActiveCallList {
  return { data: calls, count: calls.length, timestamp }
}

export function disposition(id: string, fields: Partial<CallDisposition> = {}): CallDisposition {
  return {
    _id: id,
    phoneNumber: '+14155550123',
    disposition: 'callback',
    status: 'scheduled',
    scheduledAt: '2025-05-02T10:00:00.000Z',
    attempt: 1,
    agentId: 'agt_sales',
    batchId: null,
    createdAt: '2025-04-30T09:00:00.000Z',
    updatedAt: '2025-04-30T09:00:00.000Z',
    notes: '',
    ...fields,
  }
}

export const offline = () => new ApiError({ code: 'offline', message: 'Could not connect (ECONNREFUSED)' })
export const rateLimited = (retryAfterMs?: number) =>
  new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests', retryAfterMs })
export const serverError = () => new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Boom' })
export const badRequest = (message = 'status: not a known status') =>
  new ApiError({ status: 400, code: 'VALIDATION_ERROR', message })
