import { describe, expect, it } from 'vitest'
import { customerOf, dispositionNotes } from '../../../../src/renderer/campaigns/batch-words'
import { batchTitle } from '../../../../src/renderer/lib/names'

const AT = '2026-11-27T19:30:00.000Z'

describe('batch words', () => {
  it('names a batch by the supervisor’s name, else its file (or agent) and start, never its id', () => {
    const batch = { name: null, fileName: 'batch.csv', agentName: 'Sales Agent', createdAt: AT }
    expect(batchTitle(batch, 'UTC', Date.parse(AT))).toBe('batch.csv, started Fri, Nov 27, 7:30 PM UTC')
    expect(batchTitle({ ...batch, fileName: null }, 'UTC', Date.parse(AT))).toBe('Batch by Sales Agent, started Fri, Nov 27, 7:30 PM UTC')
    expect(batchTitle({ ...batch, name: 'Spring renewals' }, 'UTC', Date.parse(AT))).toBe('Spring renewals')
  })

  it('names a call by its customer, else its number', () => {
    const written = (number: string) => `number ${number}`
    expect(customerOf({ variables: { customerName: 'Ana Pérez' }, toNumber: '+14155550101' }, written)).toBe('Ana Pérez')
    expect(customerOf({ variables: { customerName: ' ' }, toNumber: '+14155550101' }, written)).toBe('number +14155550101')
  })

  it('says why a batch’s finished calls and its dispositions differ', () => {
    const batch = { completed: 3, failed: 0, cancelled: 0, dispositions: { dispositions: 2, callbacks: 2 } }
    expect(dispositionNotes(batch)).toEqual(['2 dispositions for 3 calls finished.', '1 call has no disposition yet: dispositions arrive with the next sync.'])
    expect(dispositionNotes({ ...batch, cancelled: 1, dispositions: { dispositions: 3, callbacks: 2 } })).toEqual([
      '3 dispositions for 3 calls finished.',
      '1 call cancelled has none.',
      'Callbacks lists 2 of them; 1 has no callback time.',
    ])
  })
})
