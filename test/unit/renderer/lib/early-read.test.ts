import { describe, expect, it } from 'vitest'
import type { Bridge, CallsCurrent, CallsSnapshot, Result } from '../../../../src/shared/bridge'
import { readEarly } from '../../../../src/renderer/lib/bridge/early-read'

const WALL = { workspaceId: 'ws_1', polledAt: '2026-11-28T10:00:00.000Z', calls: [], transfersWaiting: [], matches: [] } as unknown as CallsCurrent
const DIFF = { full: false, workspaceId: 'ws_1', polledAt: '2026-11-28T10:00:02.000Z' } as unknown as CallsSnapshot
const LATER = { full: false, workspaceId: 'ws_1', polledAt: '2026-11-28T10:00:04.000Z' } as unknown as CallsSnapshot
const UNREACHABLE: Result<CallsCurrent> = { ok: false, error: { code: 'host_unreachable', message: 'Lost the connection to the console host. Retrying…' } }

/** A Bridge whose `calls.current` answers are given by the test, in order, and whose `calls.snapshot` it emits (as the preload's or the WebSocket's would). */
function fakeBridge() {
  const asked: ((result: Result<CallsCurrent>) => void)[] = []
  const listeners = new Set<(payload: CallsSnapshot) => void>()
  const bridge = {
    invoke: (name: string) => {
      expect(name).toBe('calls.current')
      return new Promise((resolve) => asked.push(resolve))
    },
    on: (name: string, listener: (payload: CallsSnapshot) => void) => {
      expect(name).toBe('calls.snapshot')
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } as unknown as Bridge
  const emit = (snapshot: CallsSnapshot) => {
    for (const listener of listeners) listener(snapshot)
  }
  return { bridge, asked, emit, listeners }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('readEarly (the wall’s snapshot asked before its code loads)', () => {
  it('asks at once, and hands its answer to the first read without asking again', async () => {
    const fake = fakeBridge()
    const calls = readEarly(fake.bridge, 'calls.current', {}, 'calls.snapshot')
    expect(fake.asked).toHaveLength(1)
    fake.asked[0]!({ ok: true, value: WALL })
    await expect(calls.read()).resolves.toEqual({ result: { ok: true, value: WALL }, since: [] })
    expect(fake.asked).toHaveLength(1)
  })

  it('says when the early answer has come, failed or not', async () => {
    const fake = fakeBridge()
    const calls = readEarly(fake.bridge, 'calls.current', {}, 'calls.snapshot')
    let answered = false
    void calls.answered.then(() => (answered = true))
    await settle()
    expect(answered).toBe(false)
    fake.asked[0]!(UNREACHABLE)
    await settle()
    expect(answered).toBe(true)
  })

  it('hands over the snapshots that came after the answer, not those before it, and then stops listening', async () => {
    const fake = fakeBridge()
    const calls = readEarly(fake.bridge, 'calls.current', {}, 'calls.snapshot')
    fake.emit(DIFF)
    fake.asked[0]!({ ok: true, value: WALL })
    await settle()
    fake.emit(LATER)
    await expect(calls.read()).resolves.toEqual({ result: { ok: true, value: WALL }, since: [LATER] })
    expect(fake.listeners.size).toBe(0)
  })

  it('asks afresh for every later read', async () => {
    const fake = fakeBridge()
    const calls = readEarly(fake.bridge, 'calls.current', {}, 'calls.snapshot')
    fake.asked[0]!({ ok: true, value: WALL })
    await calls.read()
    const again = calls.read()
    expect(fake.asked).toHaveLength(2)
    fake.asked[1]!({ ok: true, value: WALL })
    await expect(again).resolves.toEqual({ result: { ok: true, value: WALL }, since: [] })
  })

  it('asks afresh when the early read failed (the connection was lost before its answer)', async () => {
    const fake = fakeBridge()
    const calls = readEarly(fake.bridge, 'calls.current', {}, 'calls.snapshot')
    const read = calls.read()
    fake.asked[0]!(UNREACHABLE)
    await settle()
    expect(fake.asked).toHaveLength(2)
    fake.asked[1]!({ ok: true, value: WALL })
    await expect(read).resolves.toEqual({ result: { ok: true, value: WALL }, since: [] })
  })
})
