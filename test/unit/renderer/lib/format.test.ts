import { describe, expect, it } from 'vitest'
import { builtCatalog } from '../../../../scripts/i18n'
import { formatCount, formatServiceValue, formatTenths } from '../../../../src/renderer/lib/format'
import { translation } from '../../../../src/renderer/i18n/translation.svelte'
import { Translator } from '../../../../src/shared/i18n/translator'

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

describe('a number in words', () => {
  it('writes counts and tenths in the language in use, as it follows a switch', () => {
    expect([formatCount(12345), formatTenths(178.07), formatTenths(3)]).toEqual(['12,345', '178.1', '3'])
    const english = translation.translator
    translation.translator = new Translator('de', builtCatalog('de'))
    try {
      expect([formatCount(12345), formatTenths(178.07)]).toEqual(['12.345', '178,1'])
    } finally {
      translation.translator = english
    }
  })
})
