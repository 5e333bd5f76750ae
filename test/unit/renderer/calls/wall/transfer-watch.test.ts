import { describe, expect, it } from 'vitest'
import { newTransferRequests } from '../../../../../src/renderer/calls/wall/transfers'
import { wallOf } from '../../../../../src/renderer/calls/wall/model'
import { call, iso, snapshot, T0 } from '../fixtures'

const before = { workspaceId: 'ws_demo', calls: wallOf([call('a'), call('b', { transferRequested: true })], iso(T0)) }
const at = iso(T0 + 2000)

describe('which transfer requests alert', () => {
  it('a call that starts asking, and a new call that arrives asking', () => {
    const found = newTransferRequests(
      before,
      snapshot({ changed: [call('a', { transferRequested: true })], added: [call('c', { transferRequested: true })], polledAt: at }),
    )
    expect(found.map((c) => c.roomName)).toEqual(['c', 'a'])
  })

  it('not a call that was already asking, nor one that does not ask', () => {
    const found = newTransferRequests(
      before,
      snapshot({ changed: [call('b', { transferRequested: true, lastMessage: 'still' }), call('a', { lastMessage: 'hi' })], polledAt: at }),
    )
    expect(found).toEqual([])
  })

  it('not the calls already asking when the wall first loads or the workspace changes', () => {
    const snap = snapshot({ full: true, added: [call('x', { transferRequested: true })], polledAt: at })
    expect(newTransferRequests({ workspaceId: null, calls: new Map() }, snap)).toEqual([])
    expect(newTransferRequests(before, { ...snap, workspaceId: 'ws_other' })).toEqual([])
  })

  it('a full re-poll of the same workspace alerts only for new requests', () => {
    const snap = snapshot({
      full: true,
      added: [call('a', { transferRequested: true }), call('b', { transferRequested: true })],
      polledAt: at,
    })
    expect(newTransferRequests(before, snap).map((c) => c.roomName)).toEqual(['a'])
  })
})
