import { describe, expect, it, vi } from 'vitest'
import { formatNumber, numberFormatter } from '../../../../src/renderer/lib/phone-format'
import { formatPhone, homeCountry } from '../../../../src/renderer/lib/phone.svelte'
import { translation } from '../../../../src/renderer/i18n/translation.svelte'
import { Translator } from '../../../../src/shared/i18n/translator'

describe('a phone number as the supervisor reads it', () => {
  it('is in national format in the console’s country, international elsewhere', () => {
    expect(formatNumber('+14155550100', 'US')).toBe('(415) 555-0100')
    expect(formatNumber('+442071838750', 'US')).toBe('+44 20 7183 8750')
    expect(formatNumber('+442071838750', 'GB')).toBe('020 7183 8750')
    expect(formatNumber('+14155550100', null)).toBe('+1 415 555 0100')
  })

  it('leaves what is not a number as it came', () => {
    expect(formatNumber('web', 'US')).toBe('web')
    expect(formatNumber('', 'US')).toBe('')
    expect(formatNumber('+1415', 'US')).toBe('+1415')
  })

  it('remembers the numbers it has written, for one country', () => {
    const write = numberFormatter('GB')
    expect(write('+442071838750')).toBe('020 7183 8750')
    expect(write('+442071838750')).toBe('020 7183 8750')
    expect(write('+14155550100')).toBe('+1 415 555 0100')
  })

  it('takes the console’s country from its language', () => {
    expect(homeCountry('en-US')).toBe('US')
    expect(homeCountry('en-GB')).toBe('GB')
    expect(homeCountry('fr')).toBe('FR')
    expect(homeCountry('not a language')).toBeNull()
  })

  it('shows the stored number until the formatter has loaded, then the formatted one', async () => {
    const home = homeCountry(navigator.language)
    expect(formatPhone('+442071838750')).toBe('+442071838750')
    await vi.waitFor(() => expect(formatPhone('+442071838750')).toBe(formatNumber('+442071838750', home)))
    expect(formatPhone('+442071838750')).not.toBe('+442071838750')
  })

  it('is isolated left to right in a right-to-left language, so its digits keep their order in the sentence', () => {
    const english = translation.translator
    try {
      translation.translator = new Translator('es', {})
      expect(formatPhone('+442071838750')).not.toMatch(/[\u2066-\u2069]/)
      translation.translator = new Translator('ar-XB', {})
      expect(formatPhone('+442071838750')).toMatch(/^\u2066\+?[\d ()-]+\u2069$/)
    } finally {
      translation.translator = english
    }
  })
})
