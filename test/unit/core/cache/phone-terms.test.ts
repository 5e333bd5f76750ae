import { describe, expect, it } from 'vitest'
import { phoneTerms } from '../../../../src/core/cache/phone-terms'

describe('phoneTerms', () => {
  it('lists the digits and every suffix of four digits or more', () => {
    expect(phoneTerms('+1 (415) 555-0100').split(' ')).toEqual([
      '14155550100',
      '4155550100',
      '155550100',
      '55550100',
      '5550100',
      '550100',
      '50100',
      '0100',
    ])
  })

  it('keeps short numbers whole and ignores missing ones', () => {
    expect(phoneTerms('911')).toBe('911')
    expect(phoneTerms(null)).toBe('')
    expect(phoneTerms('unknown')).toBe('')
  })
})
