import { describe, expect, it } from 'vitest'
import { guessMapping, mappedHeader, needsMapping } from '../../../../src/renderer/campaigns/column-mapping'
import { distinctIndexes, errorsByRow, indexOfRow, rowNumberOf } from '../../../../src/renderer/campaigns/import-errors'

const TEMPLATE = ['phoneNumber', 'customerName', 'appointmentDate']

describe('column matching', () => {
  it('is needed only when the file has no phoneNumber column', () => {
    expect(needsMapping(['phoneNumber', 'x'])).toBe(false)
    expect(needsMapping(['Phone', 'Name'])).toBe(true)
  })

  it('guesses by name ignoring case and punctuation, and by usual synonyms, each file column once', () => {
    expect(guessMapping(['Mobile', 'Full name', 'Appointment date', 'plan'], TEMPLATE)).toEqual({
      phoneNumber: 'Mobile',
      customerName: 'Full name',
      appointmentDate: 'Appointment date',
    })
    expect(guessMapping(['Phone', 'Phone'], ['phoneNumber', 'customerName'])).toEqual({ phoneNumber: 'Phone', customerName: null })
  })

  it('renames the matched columns; the others keep their names as variables', () => {
    expect(mappedHeader(['Phone', 'Name', 'plan'], { phoneNumber: 'Phone', customerName: 'Name', appointmentDate: null })).toEqual([
      'phoneNumber',
      'customerName',
      'plan',
    ])
  })
})

describe('row numbers', () => {
  it('are the service’s: the header is row 1, the first data row row 2', () => {
    expect(rowNumberOf(0)).toBe(2)
    expect(indexOfRow(143)).toBe(141)
  })

  it('groups the service’s errors by row and lists indexes once, in order', () => {
    const byRow = errorsByRow([
      { row: 3, column: 'phoneNumber', message: 'a' },
      { row: 1, message: 'header' },
      { row: 3, message: 'b' },
    ])
    expect(byRow.get(3)?.map((e) => e.message)).toEqual(['a', 'b'])
    expect(byRow.get(1)?.[0]?.message).toBe('header')
    expect(distinctIndexes([5, 1, 5, 3, 1])).toEqual([1, 3, 5])
  })
})
