import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from '../../../../src/core/history'

describe('CSV cells (RFC 4180)', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace')
  })

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"')
    expect(csvCell('she said "call me"')).toBe('"she said ""call me"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
  })

  it('writes null as an empty cell and numbers and booleans as they are', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(true)).toBe('true')
  })
})

describe('CSV formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+14155550100', "'+14155550100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['＝1+1', "'＝1+1"],
    ['＋14155550100', "'＋14155550100"],
    ['－2', "'－2"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['  =1+1', "'  =1+1"],
    ['\u00a0\u00a0+1', "'\u00a0\u00a0+1"],
  ])('defuses %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected)
  })

  it('leaves the characters alone past the first position, and spaces before ordinary text', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e')
    expect(csvCell('  Ada')).toBe('  Ada')
  })
})

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated record per row', () => {
    const rows = [
      { name: 'Ada, Countess', phone: '+14155550100', count: 3 },
      { name: '=cmd', phone: '', count: 0 },
    ]
    const csv = toCsv(
      [
        { header: 'Name', value: (r: (typeof rows)[number]) => r.name },
        { header: 'Phone', value: (r: (typeof rows)[number]) => r.phone },
        { header: 'Messages', value: (r: (typeof rows)[number]) => r.count },
      ],
      rows,
    )
    expect(csv).toBe('Name,Phone,Messages\r\n"Ada, Countess",\'+14155550100,3\r\n\'=cmd,,0\r\n')
  })
})
