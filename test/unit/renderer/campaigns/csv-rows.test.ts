import { describe, expect, it } from 'vitest'
import { CHUNK_CHARS } from '../../../../src/renderer/campaigns/csv-messages'
import { CsvRows, firstRows } from '../../../../src/renderer/campaigns/csv-rows'

/** What the worker keeps of an imported file, and the CSV it writes back for the service. */
function read(text: string): { rows: CsvRows; progress: [number, number][] } {
  const rows = new CsvRows()
  const progress: [number, number][] = []
  rows.read(text, (loaded, total) => progress.push([loaded, total]))
  return { rows, progress }
}

describe('the rows the CSV worker keeps', () => {
  it('reads the rows with quoted commas, skipping blank lines; the header and first rows come first on their own', () => {
    const text = ' phoneNumber , customerName\r\n+14155550101,"Hopper, Grace"\r\n\r\n+14155550102,Ada\r\n+14155550103,Alan\r\n'
    expect(firstRows(text, 2)).toEqual({ columns: ['phoneNumber', 'customerName'], rows: [['+14155550101', 'Hopper, Grace'], ['+14155550102', 'Ada']] })
    expect(firstRows('\n\n', 2)).toBeNull()
    const { rows } = read(text)
    expect(rows.count).toBe(3)
    expect(rows.pick([0, 1])).toEqual({ indexes: [0, 1], rows: [['+14155550101', 'Hopper, Grace'], ['+14155550102', 'Ada']] })
  })

  it('reads a large file in slices, progress rising to the whole text, every row kept in order', () => {
    const lines = ['phoneNumber,customerName']
    for (let i = 0; i < 30_000; i++) lines.push(`+1415${2_000_000 + i},"Customer ${i}, Jr"`)
    const text = lines.join('\n')
    const { rows, progress } = read(text)
    expect(rows.count).toBe(30_000)
    expect(progress.length).toBe(Math.ceil(text.length / CHUNK_CHARS))
    expect(progress.at(-1)).toEqual([text.length, text.length])
    expect(progress.map(([loaded]) => loaded)).toEqual([...progress.map(([loaded]) => loaded)].sort((a, b) => a - b))
    expect(rows.pick([29_999, 12_345])).toEqual({ indexes: [29_999, 12_345], rows: [['+14152029999', 'Customer 29999, Jr'], ['+14152012345', 'Customer 12345, Jr']] })
  })

  it('answers only the rows the file has', () => {
    const { rows } = read('phoneNumber\n+14155550101\n')
    expect(rows.pick([-1, 0, 1, 7])).toEqual({ indexes: [0], rows: [['+14155550101']] })
  })

  it('refuses an empty file with the reason', () => {
    expect(() => read('\n\n')).toThrow('The file is empty: it needs a header row and at least one row of data.')
  })

  it('writes the rows back under the mapped header with the fixes, leaving out the rows asked', () => {
    const { rows } = read('Phone,Name\n555-0199,"Hopper, Grace"\n+14155550102,Ada\n+14155550103,Alan\n')
    rows.set(0, 0, '+14155550101')
    expect(rows.pick([0]).rows[0]).toEqual(['+14155550101', 'Hopper, Grace'])
    expect(rows.write(['phoneNumber', 'customerName'], [])).toBe(
      'phoneNumber,customerName\r\n+14155550101,"Hopper, Grace"\r\n+14155550102,Ada\r\n+14155550103,Alan',
    )
    expect(rows.write(['phoneNumber', 'customerName'], [1])).toBe('phoneNumber,customerName\r\n+14155550101,"Hopper, Grace"\r\n+14155550103,Alan')
  })

  it('holds one file: a second read is refused', () => {
    const { rows } = read('phoneNumber\n+14155550101\n')
    expect(() => rows.read('phoneNumber\n+1\n', () => undefined)).toThrow('already holds a file')
  })
})
