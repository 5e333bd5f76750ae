import { describe, expect, it } from 'vitest'
import { waitingText } from '../../../../../src/renderer/calls/wall/card-view'
import { applySnapshot, wallOf, withEnding } from '../../../../../src/renderer/calls/wall/model'
import { call, iso, snapshot, T0 } from '../fixtures'

describe('a transfer request waiting for a supervisor', () => {
  it('is read from the whole map every poll; a call whose wait did not change keeps its object', () => {
    const before = wallOf([call('a', { transferRequested: true }), call('b')], iso(T0), { a: iso(T0 - 72_000) })
    expect(before.get('a')!.waitingSince).toBe(T0 - 72_000)
    expect(before.get('b')!.waitingSince).toBeUndefined()

    const same = applySnapshot(before, snapshot({ polledAt: iso(T0 + 2000), transfersWaiting: { a: iso(T0 - 72_000) } }))
    expect(same.get('a')).toBe(before.get('a'))
    expect(same.get('b')).toBe(before.get('b'))

    // Taken over by a supervisor: the map no longer lists it, though the call still asks.
    const answered = applySnapshot(same, snapshot({ polledAt: iso(T0 + 4000), transfersWaiting: {} }))
    expect(answered.get('a')).not.toBe(same.get('a'))
    expect(answered.get('a')).toEqual({ call: before.get('a')!.call, seenAt: T0 })
  })

  it('a changed call keeps its wait, and so does one being ended', () => {
    const before = wallOf([call('a', { transferRequested: true })], iso(T0), { a: iso(T0 - 5000) })
    const changed = applySnapshot(before, snapshot({ polledAt: iso(T0 + 2000), changed: [call('a', { transferRequested: true, lastMessage: 'Hello?' })], transfersWaiting: { a: iso(T0 - 5000) } }))
    expect(changed.get('a')).toMatchObject({ waitingSince: T0 - 5000, call: { lastMessage: 'Hello?' } })
    expect(withEnding(withEnding(changed, 'a', true), 'a', false).get('a')!.waitingSince).toBe(T0 - 5000)
  })

  it('shows as "waiting 1:12", ticking with the wall’s clock, in the one duration format', () => {
    const [entry] = wallOf([call('a', { transferRequested: true })], iso(T0), { a: iso(T0 - 72_000) }).values()
    expect(waitingText(entry!, T0)).toBe('waiting 1:12')
    expect(waitingText(entry!, T0 + 1000)).toBe('waiting 1:13')
    expect(waitingText(entry!, T0 + 3600_000)).toBe('waiting 1:01:12')
    const [none] = wallOf([call('b')], iso(T0)).values()
    expect(waitingText(none!, T0)).toBe('')
  })
})
