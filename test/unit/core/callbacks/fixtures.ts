import type { CallDisposition } from '../../../../src/shared/api'

export function callback(id: string, scheduledAt: string | null, fields: Partial<CallDisposition> = {}): CallDisposition {
  return {
    _id: id,
    phoneNumber: '+14155550123',
    disposition: 'callback',
    status: 'scheduled',
    scheduledAt,
    attempt: 1,
    agentId: 'agt_sales',
    batchId: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    notes: '',
    ...fields,
  }
}
