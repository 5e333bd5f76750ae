import { describe, expect, it } from 'vitest'
import { checkBatchCsv } from '../../../src/simulator/batch/validate'
import { parseCsv } from '../../../src/shared/csv'
import { parseWav } from '../../../src/simulator/voice/wav'

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, CRLF and newlines inside quotes, with the line each row starts on', () => {
    const rows = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"multi\nline",z\n\n1,2')
    expect(rows).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', 'z'] },
      { line: 6, fields: ['1', '2'] },
    ])
  })
})

describe('checkBatchCsv', () => {
  it('numbers errors by file line, after a row with a quoted line break', () => {
    const parsed = checkBatchCsv('phoneNumber,note\n+14155550100,"two\nlines"\nbad,x\n')
    expect(parsed.errors).toEqual([{ row: 4, column: 'phoneNumber', message: expect.stringContaining('E.164') }])
  })
})

describe('parseWav', () => {
  it('skips chunks before data and reports the duration', () => {
    const fmt = Buffer.alloc(24)
    fmt.write('fmt ', 0, 'ascii')
    fmt.writeUInt32LE(16, 4)
    fmt.writeUInt16LE(1, 8)
    fmt.writeUInt16LE(1, 10)
    fmt.writeUInt32LE(8000, 12)
    fmt.writeUInt32LE(8000, 16)
    fmt.writeUInt16LE(1, 20)
    fmt.writeUInt16LE(8, 22)
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0')])
    const data = Buffer.concat([Buffer.from('data'), Buffer.from([0x40, 0x1f, 0, 0]), Buffer.alloc(8000)])
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), fmt, list, data])
    expect(parseWav(riff)).toEqual({ sampleRate: 8000, channels: 1, bitsPerSample: 8, durationSeconds: 1 })
    expect(parseWav(Buffer.from('not a wav file at all'))).toBeNull()
  })
})
