import { describe, expect, it, vi } from 'vitest'
import { ActiveCallList, type ActiveCall } from '../../../src/shared/api/calls'
import { MEMBER, OUTSIDER, call, control, read, simulatorForTest, step } from './helpers'
import { ControlCall, SimStatus } from './sim-schemas'

const DEMO_AGENT_NAMES = ['Sales Agent', 'Support Agent', 'Billing Agent', 'Scheduling Agent']

async function snapshot(sim: Awaited<ReturnType<typeof simulatorForTest>>): Promise<ActiveCall[]> {
  return read(await call(sim, 'GET', '/v2/api/active-calls'), ActiveCallList).data
}

describe('live activity', () => {
  it('keeps about the target number of calls on the demo agents, which tick, change and end', async () => {
    const sim = await simulatorForTest({ seed: 3, paused: true })
    const first = await snapshot(sim)
    expect(first.length).toBe(12)
    for (const c of first) {
      expect(DEMO_AGENT_NAMES).toContain(c.aiAgentName)
      expect(c.status).toBe('active')
      expect(c.participants).toEqual([
        { identity: expect.any(String), isAgent: false, joinedAt: expect.any(String) },
        { identity: expect.stringMatching(/^agent-agt_/), isAgent: true, joinedAt: expect.any(String) },
      ])
    }

    await step(sim, 1)
    const next = await snapshot(sim)
    // A call that went on is one second older; at most a few ended or started in that second.
    const wentOn = next.filter((c) => first.some((b) => b.id === c.id))
    expect(wentOn.length).toBeGreaterThanOrEqual(first.length - 3)
    expect(wentOn.map((c) => c.duration)).toEqual(wentOn.map((c) => first.find((b) => b.id === c.id)!.duration + 1))

    const seen = new Map<string, ActiveCall[]>()
    const counts: number[] = []
    for (let i = 0; i < 120; i++) {
      await step(sim, 5)
      const calls = await snapshot(sim)
      counts.push(calls.length)
      for (const c of calls) seen.set(c.id, [...(seen.get(c.id) ?? []), c])
    }
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(6)
    expect(Math.max(...counts)).toBeLessThanOrEqual(12)
    const histories = [...seen.values()]
    expect(histories.length).toBeGreaterThan(20)
    expect(histories.some((h) => new Set(h.map((c) => c.sentiment)).size > 1)).toBe(true)
    expect(histories.some((h) => new Set(h.map((c) => c.lastMessage)).size > 2)).toBe(true)
    expect(histories.some((h) => h.some((c) => c.transferRequested))).toBe(true)
    expect(new Set(histories.flat().map((c) => c.sentiment))).toEqual(new Set(['positive', 'neutral', 'negative']))
    expect(new Set(histories.flat().map((c) => c.type))).toEqual(new Set(['phone', 'web']))
  })

  it('runs on its own at the given speed and stops when paused', async () => {
    // The driver follows the wall clock: its interval and performance.now() are faked, the server's HTTP stays real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] })
    try {
      const SPEED = 100
      const sim = await simulatorForTest({ speed: SPEED, activeCalls: 2, paused: true })
      const status = async () => read(await control(sim, 'GET', '/status'), SimStatus)

      // `speed` ticks per second since the resume, exactly.
      const resumed = read(await control(sim, 'POST', '/activity/resume'), SimStatus)
      expect(resumed).toMatchObject({ paused: false, tick: 0 })
      vi.advanceTimersByTime(300)
      expect((await status()).tick).toBe(30)
      const paused = read(await control(sim, 'POST', '/activity/pause'), SimStatus)
      expect(paused).toMatchObject({ paused: true, tick: 30 })

      // Paused, the clock stands still: a resume counts only the time since itself, never the pause.
      vi.advanceTimersByTime(500)
      expect((await status()).tick).toBe(30)
      expect(read(await control(sim, 'POST', '/activity/resume'), SimStatus).tick).toBe(30)
      vi.advanceTimersByTime(100)
      expect((await status()).tick).toBe(40)
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows only the calls of the workspace asked for', async () => {
    const sim = await simulatorForTest({ paused: true })
    const other = read(await call(sim, 'GET', '/v2/api/active-calls', { key: OUTSIDER, workspace: 'ws_other' }), ActiveCallList)
    expect(other).toMatchObject({ count: 0, data: [] })
  })
})

describe('the /_sim control surface', () => {
  it('needs the demo owner key', async () => {
    const sim = await simulatorForTest({ paused: true, activeCalls: 0 })
    expect((await call(sim, 'GET', '/_sim/status', { key: null, workspace: null })).status).toBe(401)
    expect((await call(sim, 'GET', '/_sim/status', { key: MEMBER, workspace: null })).status).toBe(403)
    expect((await call(sim, 'POST', '/_sim/activity/pause', { key: OUTSIDER, workspace: null })).status).toBe(403)
  })

  it('starts a call with given fields and updates a live call', async () => {
    const sim = await simulatorForTest({ paused: true, activeCalls: 0 })
    const started = read(
      await control(sim, 'POST', '/calls', { agentId: 'agt_support', customerName: 'Radia Perlman', customerPhone: '+14155550177', sentiment: 'negative', transferRequested: true, duration: 95, hold: true }),
      ControlCall,
      201,
    )
    expect(started).toMatchObject({ customerName: 'Radia Perlman', aiAgentName: 'Support Agent', sentiment: 'negative', transferRequested: true, duration: 95 })
    await step(sim, 30)
    const held = (await snapshot(sim)).find((c) => c.roomName === started.roomName)
    expect(held).toMatchObject({ sentiment: 'negative', transferRequested: true, duration: 125, lastMessage: started.lastMessage })

    const updated = read(
      await control(sim, 'PATCH', `/calls/${started.roomName}`, { sentiment: 'positive', transferRequested: false, lastMessage: 'All sorted, thanks!', duration: 10 }),
      ControlCall,
    )
    expect(updated).toMatchObject({ sentiment: 'positive', transferRequested: false, lastMessage: 'All sorted, thanks!', duration: 10 })
    expect((await snapshot(sim)).find((c) => c.roomName === started.roomName)).toMatchObject(updated)

    expect((await control(sim, 'PATCH', '/calls/room_nope', { sentiment: 'positive' })).status).toBe(404)
    expect((await control(sim, 'PATCH', `/calls/${started.roomName}`, { sentiment: 'ecstatic' })).status).toBe(400)
    expect((await control(sim, 'POST', '/calls', { agentId: 'agt_nope' })).status).toBe(400)
  })

  it('sets the target number of background calls at once', async () => {
    const sim = await simulatorForTest({ paused: true, activeCalls: 4 })
    await control(sim, 'POST', '/calls', { hold: true })
    expect(read(await control(sim, 'PUT', '/activity/target', { activeCalls: 30 }), SimStatus)).toMatchObject({ targetActiveCalls: 30, liveCalls: 31 })
    expect((await snapshot(sim)).length).toBe(31)
    await control(sim, 'PUT', '/activity/target', { activeCalls: 0 })
    expect((await snapshot(sim)).length).toBe(1)
    expect((await control(sim, 'PUT', '/activity/target', { activeCalls: -1 })).status).toBe(400)
  })
})
