import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ActiveCall, isTimestamp, readActiveCall, readUnchangedCall } from '../../../src/shared/api'
import { activeCall } from '../../support/service-fixtures'

/** Values a field of a call may hold on the wire, right or wrong. */
const VALUES: unknown[] = [undefined, null, '', 'x', 'other', 'phone', 'web', 0, -1, 2.5, Number.POSITIVE_INFINITY, true, false, [], {}, '2030-01-01T00:00:00Z', 'soon']

function variants(): unknown[] {
  const base = activeCall('room_a') as unknown as Record<string, unknown>
  const out: unknown[] = [base, { ...base, extra: 'field' }, null, [], 'call']
  for (const key of Object.keys(base)) {
    for (const value of VALUES) {
      const copy: Record<string, unknown> = { ...base, [key]: value }
      if (value === undefined) delete copy[key]
      out.push(copy)
    }
  }
  const [customer] = (base.participants as Record<string, unknown>[])
  for (const key of ['identity', 'isAgent', 'joinedAt']) {
    for (const value of [...VALUES, '2030-02-31T23:59:59.5+05:30', '2030-01-01T24:00:00Z', '2030-01-01T23:60:00Z', 'Jan 1 2030']) {
      const participant: Record<string, unknown> = { ...customer, [key]: value }
      if (value === undefined) delete participant[key]
      out.push({ ...base, participants: [participant] })
    }
  }
  out.push({ ...base, participants: [null] }, { ...base, participants: [[]] }, { ...base, participants: [{ ...customer, extra: 1 }] })
  return out
}

describe('readActiveCall, the schema’s hand-written twin', () => {
  it('gives the verdict and the value ActiveCall.safeParse gives, for every field right and wrong', () => {
    const cases = variants()
    for (const entry of cases) {
      const parsed = ActiveCall.safeParse(entry)
      expect(readActiveCall(entry), JSON.stringify(entry)).toEqual(parsed.success ? parsed.data : undefined)
    }
    // Both verdicts occur, or the comparison above proves little.
    expect(cases.filter((entry) => readActiveCall(entry) === undefined).length).toBeGreaterThan(100)
    expect(cases.filter((entry) => readActiveCall(entry) !== undefined).length).toBeGreaterThan(20)
  })

  it('leaves unknown fields out, as the schema does', () => {
    const read = readActiveCall({ ...activeCall('room_a'), secret: 'x' })
    expect(read).toEqual(activeCall('room_a'))
    expect(read).not.toHaveProperty('secret')
  })
})

describe('readUnchangedCall, for a call seen before', () => {
  it('answers an entry only when it is the call seen before with another duration, as readActiveCall answers it', () => {
    const before = activeCall('room_a')
    const cases = variants()
    for (const entry of cases) {
      // The oracle: the schema's twin answers the entry itself (nothing to leave out), the call seen before but for its duration.
      const read = readActiveCall(entry)
      const seenBefore = read !== undefined && read === entry && isDeepStrictEqual({ ...read, duration: before.duration, customerName: read.customerName ?? null }, before)
      expect(readUnchangedCall(entry, before), JSON.stringify(entry)).toBe(seenBefore ? entry : undefined)
    }
    // The base call and two other durations (neither a change) are answered.
    expect(cases.filter((entry) => readUnchangedCall(entry, before) !== undefined).length).toBeGreaterThanOrEqual(3)
    expect(readUnchangedCall({ ...before, duration: 90 }, before)).toEqual({ ...before, duration: 90 })
  })

  it('leaves every other entry to readActiveCall: a changed field, a field it does not know, a participant more', () => {
    const before = activeCall('room_a')
    expect(readUnchangedCall({ ...before, sentiment: 'negative' }, before)).toBeUndefined()
    expect(readUnchangedCall({ ...before, extra: 1 }, before)).toBeUndefined()
    expect(readUnchangedCall({ ...before, participants: [before.participants[0], { ...before.participants[1], extra: 1 }] }, before)).toBeUndefined()
    expect(readUnchangedCall({ ...before, participants: [...before.participants, before.participants[0]] }, before)).toBeUndefined()
    expect(readUnchangedCall({ ...before, participants: { length: 2, 0: before.participants[0], 1: before.participants[1] } }, before)).toBeUndefined()
    expect(readUnchangedCall({ ...before, duration: -1 }, before)).toBeUndefined()
  })
})

describe('isTimestamp', () => {
  it('agrees with Date.parse on the common form and beyond it', () => {
    const texts = [
      '2030-01-01T00:00:00Z',
      '2030-01-01T00:00:00.1Z',
      '2030-01-01T00:00:00.1234567891234Z',
      '2030-01-01T00:00:00.Z',
      '2030-01-01T00:00:00.12aZ',
      '2030-12-31T23:59:59.123456789-23:59',
      '2030-02-31T00:00:00Z',
      '2030-00-01T00:00:00Z',
      '2030-13-01T00:00:00Z',
      '2030-01-00T00:00:00Z',
      '2030-01-32T00:00:00Z',
      '2030-01-01T24:00:00Z',
      '2030-01-01T23:60:00Z',
      '2030-01-01T23:59:60Z',
      '2O30-01-01T00:00:00Z',
      '2030-01-01 00:00:00Z',
      '2030-01-01',
      'Jan 1 2030 10:00',
      'soon',
      '',
    ]
    for (const text of texts) expect(isTimestamp(text), text).toBe(!Number.isNaN(Date.parse(text)))
  })
})
