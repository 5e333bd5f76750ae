import { describe, expect, it } from 'vitest'
import {
  customerZone,
  findPhrase,
  isClockTime,
  isInsideWindow,
  isOutboundBlocked,
  localClockTime,
  OutboundBlockedError,
  parseNumber,
  toE164,
  type GuardBlock,
} from '../../../../src/core/outbound'
import { words } from '../../../../src/core/errors/core-error'

describe('numbers in E.164', () => {
  it('reads the ways people write international numbers', () => {
    expect(toE164('+1 (415) 555-0142')).toBe('+14155550142')
    expect(toE164(' 0044 20 7183 8750 ')).toBe('+442071838750')
    expect(toE164('+33 1 42 68 53 00')).toBe('+33142685300')
    expect(toE164('+14155001234')).toBe('+14155001234')
  })

  it('refuses a number without a country code, or one too short to exist', () => {
    expect(toE164('415 555 0142')).toBeUndefined()
    expect(toE164('+1 555')).toBeUndefined()
    expect(toE164('call me')).toBeUndefined()
    expect(toE164('')).toBeUndefined()
  })

  it('knows the country from the prefix, the main one for a shared range', () => {
    expect(parseNumber('+442071838750')?.country).toBe('GB')
    expect(parseNumber('+4915112345678')?.country).toBe('DE')
    expect(parseNumber('+14155550142')?.country).toBe('US')
    // Numbers not yet given out in a range countries share: the range's main country.
    expect(parseNumber('+262000000000')?.country).toBe('RE')
    expect(parseNumber('+70001234567')?.country).toBe('RU')
  })
})

describe("the customer's zone", () => {
  it('is the country zone where the country keeps one time', () => {
    expect(customerZone('FR', undefined, 'America/New_York')).toEqual({ zone: 'Europe/Paris', source: 'country' })
    expect(customerZone('DE', undefined, 'America/New_York')).toEqual({ zone: 'Europe/Berlin', source: 'country' })
  })

  it("is the display zone where the country spans several, unless a hint says the customer's", () => {
    expect(customerZone('US', undefined, 'America/Chicago')).toEqual({ zone: 'America/Chicago', source: 'display' })
    expect(customerZone('AU', undefined, 'Europe/London')).toEqual({ zone: 'Europe/London', source: 'display' })
    expect(customerZone('US', 'America/Los_Angeles', 'America/Chicago')).toEqual({ zone: 'America/Los_Angeles', source: 'hint' })
  })

  it('is the display zone for a country the zone list does not know (Kosovo, +383)', () => {
    expect(customerZone('XK', undefined, 'Europe/London')).toEqual({ zone: 'Europe/London', source: 'display' })
  })

  it('ignores a hint that is not a zone', () => {
    expect(customerZone('FR', 'Mars/Olympus', 'UTC')).toEqual({ zone: 'Europe/Paris', source: 'country' })
  })
})

describe('the calling window', () => {
  const day = { start: '08:00', end: '21:00' }

  it('allows its first minute and refuses its end', () => {
    expect(isInsideWindow('07:59', day)).toBe(false)
    expect(isInsideWindow('08:00', day)).toBe(true)
    expect(isInsideWindow('20:59', day)).toBe(true)
    expect(isInsideWindow('21:00', day)).toBe(false)
  })

  it('runs over midnight when it ends before it starts', () => {
    const night = { start: '22:00', end: '06:00' }
    expect(isInsideWindow('21:59', night)).toBe(false)
    expect(isInsideWindow('22:00', night)).toBe(true)
    expect(isInsideWindow('23:30', night)).toBe(true)
    expect(isInsideWindow('05:59', night)).toBe(true)
    expect(isInsideWindow('06:00', night)).toBe(false)
    expect(isInsideWindow('12:00', night)).toBe(false)
  })

  it('allows every hour when it ends where it starts', () => {
    const always = { start: '09:00', end: '09:00' }
    expect(['00:00', '08:59', '09:00', '23:59'].map((time) => isInsideWindow(time, always))).toEqual([true, true, true, true])
  })

  it('takes only a 24-hour HH:mm as a bound', () => {
    expect(['08:00', '23:59', '8:00', '24:00', '08:60', '08:00 '].map(isClockTime)).toEqual([true, true, false, false, false, false])
  })

  it("reads the clock in the customer's zone, daylight saving included", () => {
    expect(localClockTime(new Date('2026-01-15T13:00:00Z'), 'America/New_York')).toBe('08:00')
    expect(localClockTime(new Date('2026-07-15T13:00:00Z'), 'America/New_York')).toBe('09:00')
    expect(localClockTime(new Date('2026-07-15T19:00:00Z'), 'Europe/Paris')).toBe('21:00')
  })
})

describe('"asked not to be called" phrases', () => {
  const phrases = ['STOP', 'no further calls', 'do not call']

  it('finds a phrase in any case, with its punctuation and spacing', () => {
    expect(findPhrase(['Please stop.'], phrases)?.phrase).toBe('STOP')
    expect(findPhrase(['I want NO  further\ncalls from you'], phrases)?.phrase).toBe('no further calls')
    expect(findPhrase(['ok', 'Do not call me again!'], phrases)).toEqual({ phrase: 'do not call', excerpt: 'Do not call me again!' })
  })

  it('takes a phrase as listed, with stray spaces, doubled spaces and punctuation', () => {
    expect(findPhrase(['Stop!'], ['  stop '])?.phrase).toBe('stop')
    expect(findPhrase(['Please do not call me'], ['do  not call'])?.phrase).toBe('do  not call')
    expect(findPhrase(['I said stop. Thanks'], ['stop.'])?.phrase).toBe('stop.')
    expect(findPhrase(['stop! stop?'], ['stop.'])).toBeUndefined()
  })

  it('quotes the words around the phrase on one line', () => {
    expect(findPhrase(['please\n\nstop   now'], phrases)?.excerpt).toBe('please stop now')
    expect(findPhrase(['\n  stop now  \n'], phrases)?.excerpt).toBe('stop now')
  })

  it('does not find a phrase inside another word', () => {
    expect(findPhrase(['The bus runs nonstop', 'stopped by the shop', 'do not callback'], phrases)).toBeUndefined()
  })

  it('cuts a long text to the words around the phrase', () => {
    const text = `${'a'.repeat(100)} STOP ${'b'.repeat(100)}`
    expect(findPhrase([text], phrases)?.excerpt).toBe(`…${'a'.repeat(29)} STOP ${'b'.repeat(29)}…`)
  })

  it('ignores blank phrases and finds nothing in empty texts', () => {
    expect(findPhrase(['anything at all', 'well, then'], ['', '   '])).toBeUndefined()
    expect(findPhrase([], phrases)).toBeUndefined()
  })
})

describe('the refusal of a blocked call', () => {
  const dnc: GuardBlock = { kind: 'do-not-call', message: '+14155550100 is on the do-not-call list.' }
  const late: GuardBlock = { kind: 'quiet-hours', message: 'It is 22:10 for the customer.' }

  it("says a single reason in that reason's own words", () => {
    expect(new OutboundBlockedError([dnc]).toBridgeError()).toEqual({
      code: 'outbound_blocked',
      message: dnc.message,
      details: dnc.message,
      blocks: [dnc],
    })
  })

  it("sends a single reason's words as the refusal's, for the supervisor's language", () => {
    const said = words('errors.outbound.doNotCall', { number: '+14155550100' })
    const listed: GuardBlock = { kind: 'do-not-call', message: '+14155550100 is on the do-not-call list. It cannot be called from this console.', words: said }
    expect(new OutboundBlockedError([listed]).toBridgeError()).toMatchObject({ message: listed.message, words: said })
  })

  it('says every reason when there are several, one per line in the details', () => {
    expect(new OutboundBlockedError([dnc, late]).toBridgeError()).toEqual({
      code: 'outbound_blocked',
      message: `This call is blocked: ${dnc.message} ${late.message}`,
      words: { key: 'errors.outbound.blockedMany', params: { reasons: { key: 'errors.sentences', params: { first: dnc.message, rest: late.message } } } },
      details: `${dnc.message}\n${late.message}`,
      blocks: [dnc, late],
    })
  })

  it('is told apart from other errors', () => {
    expect(isOutboundBlocked(new OutboundBlockedError([dnc]))).toBe(true)
    expect(isOutboundBlocked(new Error(dnc.message))).toBe(false)
  })
})
