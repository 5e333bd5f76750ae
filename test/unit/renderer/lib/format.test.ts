import { describe, expect, it } from 'vitest'
import { formatServiceValue } from '../../../../src/renderer/lib/format'

describe('a service value in words', () => {
  it('writes snake_case, kebab-case and camelCase codes in sentence case', () => {
    expect(formatServiceValue('no_answer')).toBe('No answer')
    expect(formatServiceValue('do_not_call')).toBe('Do not call')
    expect(formatServiceValue('in_progress')).toBe('In progress')
    expect(formatServiceValue('inProgress')).toBe('In progress')
    expect(formatServiceValue('quiet-hours')).toBe('Quiet hours')
  })

  it('gives one-word values a capital, whatever case the service sent', () => {
    expect(formatServiceValue('active')).toBe('Active')
    expect(formatServiceValue('Completed')).toBe('Completed')
    expect(formatServiceValue('NEGATIVE')).toBe('Negative')
  })

  it('says Unknown for a value the service left empty', () => {
    expect(formatServiceValue('')).toBe('Unknown')
    expect(formatServiceValue(' _ ')).toBe('Unknown')
  })
})
