import { rmSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addDoNotCall, setComplianceSettings, type Cache } from '../../../../src/core/cache'
import { createOutboundGuard, OutboundBlockedError, readComplianceSettings, type OutboundGuard } from '../../../../src/core/outbound'
import { DEFAULT_COMPLIANCE_SETTINGS } from '../../../../src/shared/bridge'
import { tempCache } from '../cache/fixtures'

const WS = 'ws_a'
/** 15:00 in Paris, 09:00 in New York (winter). */
const AFTERNOON = new Date('2026-01-15T14:00:00Z')
/** 22:30 in Paris, 16:30 in New York. */
const PARIS_NIGHT = new Date('2026-01-15T21:30:00Z')

let db: Cache
let cleanup: () => void
let guard: OutboundGuard

beforeEach(() => {
  ;({ db, cleanup } = tempCache())
  guard = createOutboundGuard({ cache: () => db, displayZone: () => 'America/New_York' })
})
afterEach(() => cleanup())

const blockKinds = (input: Parameters<OutboundGuard['check']>[0]) => guard.check(input).map((b) => b.kind)

describe('the outbound guard', () => {
  it('allows a listed-nowhere number in the calling hours', () => {
    expect(guard.check({ workspaceId: WS, to: '+33142685300', at: AFTERNOON, texts: ['Please call me back'] })).toEqual([])
  })

  it("blocks a number on the workspace's do-not-call list however it is written, and only in that workspace", () => {
    addDoNotCall(db, WS, [{ number: '+33142685300', reason: 'asked by email', addedAt: '2026-01-10T10:00:00.000Z' }])
    const [block] = guard.check({ workspaceId: WS, to: '+33 1 42 68 53 00', at: AFTERNOON })
    expect(block).toEqual({
      kind: 'do-not-call',
      message: '+33142685300 is on the do-not-call list (asked by email). It cannot be called from this console.',
      words: { key: 'errors.outbound.doNotCallWhy', params: { number: '+33142685300', reason: 'asked by email' } },
    })
    expect(blockKinds({ workspaceId: 'ws_other', to: '+33142685300', at: AFTERNOON })).toEqual([])
  })

  it("blocks outside the calling window in the customer's zone, naming their time", () => {
    expect(guard.check({ workspaceId: WS, to: '+33142685300', at: PARIS_NIGHT })).toEqual([
      {
        kind: 'quiet-hours',
        message: 'It is 22:30 for the customer (Europe/Paris); calls are allowed from 08:00 to 21:00 their time.',
        words: { key: 'errors.outbound.quietHours', params: { time: '22:30', zone: 'Europe/Paris', start: '08:00', end: '21:00' } },
        customerZone: 'Europe/Paris',
        customerLocalTime: '22:30',
      },
    ])
    // A US number cannot say its zone: the display zone (New York, 16:30) stands in, unless a hint says Los Angeles.
    expect(blockKinds({ workspaceId: WS, to: '+14155550142', at: PARIS_NIGHT })).toEqual([])
    expect(blockKinds({ workspaceId: WS, to: '+14155550142', at: new Date('2026-01-15T14:30:00Z'), zoneHint: 'America/Los_Angeles' })).toEqual(['quiet-hours'])
  })

  it('has the default rules for a workspace that saved none, as Settings → Compliance shows them', () => {
    const settings = readComplianceSettings(db, WS)
    expect(settings).toEqual(DEFAULT_COMPLIANCE_SETTINGS)
    settings.phrases.push('mine only')
    expect(readComplianceSettings(db, WS).phrases).toEqual(DEFAULT_COMPLIANCE_SETTINGS.phrases)
  })

  it("uses the workspace's own window and phrases once saved", () => {
    setComplianceSettings(db, WS, { phrases: ['unsubscribe'], windowStart: '09:00', windowEnd: '23:00' })
    expect(blockKinds({ workspaceId: WS, to: '+33142685300', at: PARIS_NIGHT, texts: ['STOP'] })).toEqual([])
    expect(blockKinds({ workspaceId: WS, to: '+33142685300', at: AFTERNOON, texts: ['Please UNSUBSCRIBE me'] })).toEqual(['asked-not-to-call'])
    setComplianceSettings(db, WS, { phrases: [], windowStart: '09:00', windowEnd: '12:00' })
    expect(guard.check({ workspaceId: WS, to: '+33142685300', at: AFTERNOON }).map((b) => b.message)).toEqual([
      'It is 15:00 for the customer (Europe/Paris); calls are allowed from 09:00 to 12:00 their time.',
    ])
  })

  it("flags the customer's words with the phrase and where it was said", () => {
    const [block] = guard.check({ workspaceId: WS, to: '+33142685300', at: AFTERNOON, texts: ['Thanks', 'No further calls please.'] })
    expect(block).toEqual({
      kind: 'asked-not-to-call',
      message: 'The customer asked not to be called ("no further calls"): “No further calls please.”',
      words: { key: 'errors.outbound.askedNotToCall', params: { phrase: 'no further calls', excerpt: 'No further calls please.' } },
    })
  })

  it('refuses a number that cannot be dialled, and still checks the list', () => {
    addDoNotCall(db, WS, [{ number: '12345', reason: 'imported', addedAt: '2026-01-10T10:00:00.000Z' }])
    expect(blockKinds({ workspaceId: WS, to: '12345', at: AFTERNOON })).toEqual(['invalid-number', 'do-not-call'])
  })

  it('fails closed when the list cannot be read, without throwing', () => {
    const closed = createOutboundGuard({ cache: () => { throw new Error('The cache is not open') }, displayZone: () => 'UTC' })
    expect(closed.check({ workspaceId: WS, to: '+33142685300', at: AFTERNOON })).toEqual([
      {
        kind: 'do-not-call',
        message: 'The do-not-call list could not be read, so +33142685300 cannot be called now (The cache is not open).',
        words: { key: 'errors.outbound.listUnreadable', params: { number: '+33142685300', why: 'The cache is not open' } },
      },
    ])
  })

  it('names the display zone when it stands in for a customer whose number does not tell theirs', () => {
    expect(guard.check({ workspaceId: WS, to: '+14155550142', at: new Date('2026-01-15T03:30:00Z') })).toEqual([
      {
        kind: 'quiet-hours',
        message:
          "It is 22:30 for the customer (America/New_York, the display zone: the number does not tell the customer's zone); calls are allowed from 08:00 to 21:00 their time.",
        words: { key: 'errors.outbound.quietHoursDisplayZone', params: { time: '22:30', zone: 'America/New_York', start: '08:00', end: '21:00' } },
        customerZone: 'America/New_York',
        customerLocalTime: '22:30',
      },
    ])
  })

  it('holds a call when the customer’s local time cannot be told, saying why', () => {
    const lost = createOutboundGuard({ cache: () => db, displayZone: () => 'Mars/Olympus_Mons' })
    const [block] = lost.check({ workspaceId: WS, to: '+14155550142', at: AFTERNOON })
    expect(block).toMatchObject({
      kind: 'quiet-hours',
      message: expect.stringMatching(/^The customer's local time could not be told \(.*Mars\/Olympus_Mons.*\), so it may be outside the calling hours\.$/),
      words: { key: 'errors.outbound.localTimeUnknown' },
    })
  })

  it('names a number that cannot be dialled as typed, without the spaces around it, and finds it on the list', () => {
    addDoNotCall(db, WS, [{ number: '12345', reason: '', addedAt: '2026-01-10T10:00:00.000Z' }])
    expect(guard.check({ workspaceId: WS, to: ' 12345 ', at: AFTERNOON }).map((b) => b.message)).toEqual([
      '"12345" is not a number in international format (a plus sign, the country code and the number, e.g. +14155550100), so it cannot be dialed.',
      '12345 is on the do-not-call list. It cannot be called from this console.',
    ])
  })

  it('fails closed when the open cache cannot be read, and still keeps the default calling hours', () => {
    const broken = tempCache()
    broken.db.close()
    try {
      const closed = createOutboundGuard({ cache: () => broken.db, displayZone: () => 'UTC' })
      expect(closed.check({ workspaceId: WS, to: '+33142685300', at: PARIS_NIGHT })).toEqual([
        {
          kind: 'do-not-call',
          message: expect.stringMatching(/^The do-not-call list could not be read, so \+33142685300 cannot be called now \(.+\)\.$/),
          words: { key: 'errors.outbound.listUnreadable', params: { number: '+33142685300', why: expect.any(String) } },
        },
        expect.objectContaining({ kind: 'quiet-hours', customerLocalTime: '22:30' }),
      ])
    } finally {
      rmSync(broken.dir, { recursive: true, force: true })
    }
  })

  it('lets a supervisor override the customer\'s words and the hours, never the do-not-call list', () => {
    const input = { workspaceId: WS, to: '+33142685300', at: PARIS_NIGHT, texts: ['STOP'] }
    expect(() => guard.assertAllowed(input)).toThrow(OutboundBlockedError)
    expect(() => guard.assertAllowed({ ...input, override: ['quiet-hours'] })).toThrow(/asked not to be called/)
    expect(() => guard.assertAllowed({ ...input, override: ['quiet-hours', 'asked-not-to-call'] })).not.toThrow()

    addDoNotCall(db, WS, [{ number: '+33142685300', reason: 'complaint', addedAt: '2026-01-10T10:00:00.000Z' }])
    let refusal: unknown
    try {
      guard.assertAllowed({ ...input, override: ['quiet-hours', 'asked-not-to-call', 'do-not-call'] })
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(OutboundBlockedError)
    const bridgeError = (refusal as OutboundBlockedError).toBridgeError()
    expect(bridgeError.code).toBe('outbound_blocked')
    expect(bridgeError.blocks?.map((b) => b.kind)).toEqual(['do-not-call'])
  })
})
