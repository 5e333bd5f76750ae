import { describe, expect, it } from 'vitest'
import { IMPORTED_REASON, readDoNotCallCsv, writeDoNotCallCsv } from '../../../../src/core/compliance/do-not-call-csv'

describe('the do-not-call CSV', () => {
  it('reads numbers written any common way, with or without a header and a reason', () => {
    const read = readDoNotCallCsv('number,reason\r\n+1 (415) 555-0142,Asked on the phone\r\n0033 1 42 68 53 00,\r\n')
    expect(read).toEqual({
      entries: [
        { number: '+14155550142', reason: 'Asked on the phone' },
        { number: '+33142685300', reason: IMPORTED_REASON },
      ],
      errors: [],
    })
    expect(readDoNotCallCsv('+442071838750\n').entries).toEqual([{ number: '+442071838750', reason: IMPORTED_REASON }])
  })

  it('reports each bad row with its line and keeps the good ones', () => {
    const read = readDoNotCallCsv('phone,reason\n+14155550142,ok\n415 555 0100,local\n,empty\n+33142685300,"quoted, with comma"\n')
    expect(read.entries.map((e) => e.number)).toEqual(['+14155550142', '+33142685300'])
    expect(read.entries[1]?.reason).toBe('quoted, with comma')
    expect(read.errors).toEqual([
      {
        line: 3,
        text: '415 555 0100,local',
        message: '"415 555 0100" is not a phone number in international format (a plus sign or 00, the country code and the number).',
        words: { key: 'errors.compliance.notInternationalRow', params: { number: '415 555 0100' } },
      },
      { line: 4, text: ',empty', message: 'The number is empty.', words: { key: 'errors.compliance.emptyNumber' } },
    ])
  })

  it('reads back what it exported, the spreadsheet-safe quote included', () => {
    const csv = writeDoNotCallCsv([{ number: '+14155550142', reason: 'Said "stop", twice', addedAt: '2026-11-23T10:00:00.000Z' }])
    expect(csv).toBe(`number,reason,added_at\r\n'+14155550142,"Said ""stop"", twice",2026-11-23T10:00:00.000Z\r\n`)
    expect(readDoNotCallCsv(csv)).toEqual({ entries: [{ number: '+14155550142', reason: 'Said "stop", twice' }], errors: [] })
  })
})
