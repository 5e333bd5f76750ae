import { describe, expect, it } from 'vitest'
import type { RunningSimulator } from '../../../src/simulator/server'
import { call, control, read, simulatorForTest, step } from './helpers'
import { SimStatus } from './sim-schemas'
import { waitFor } from '../../support/wait'

/** Everything a client can read of the fixture, page by page. */
async function fixtureOf(sim: RunningSimulator): Promise<unknown[]> {
  const out: unknown[] = []
  for (const path of ['/api/v1/agents', '/api/v1/flows', '/v1/api/voices', '/v1/api/carrier/phone-numbers', '/v1/api/batch-calls']) {
    out.push((await call(sim, 'GET', `${path}?limit=200`)).body)
  }
  for (let page = 1; page <= 2; page++) {
    out.push((await call(sim, 'GET', `/v1/api/call-dispositions?limit=200&page=${page}`)).body)
  }
  out.push((await call(sim, 'GET', '/v1/api/conversations?limit=200')).body)
  out.push((await call(sim, 'GET', '/v1/api/conversations/conv_demo_1')).body)
  return out
}

async function snapshots(sim: RunningSimulator, rounds: number, ticks: number): Promise<string[]> {
  const out: string[] = []
  for (let i = 0; i < rounds; i++) {
    await step(sim, ticks)
    out.push((await call(sim, 'GET', '/v2/api/active-calls')).text)
  }
  return out
}

describe('determinism', () => {
  it('builds the same fixture and the same sequence of active calls for the same seed', async () => {
    const a = await simulatorForTest({ seed: 42, paused: true })
    const b = await simulatorForTest({ seed: 42, paused: true })
    expect(await fixtureOf(b)).toEqual(await fixtureOf(a))
    const first = await snapshots(a, 8, 25)
    expect(await snapshots(b, 8, 25)).toEqual(first)
    expect(new Set(first).size).toBe(8)

    const c = await simulatorForTest({ seed: 43, paused: true })
    expect(await fixtureOf(c)).not.toEqual(await fixtureOf(a))
  })

  it('stays identical when the same API requests come between the ticks', async () => {
    const runs = await Promise.all([1, 2].map(() => simulatorForTest({ seed: 9, paused: true, plan: 'business' })))
    const trails = await Promise.all(
      runs.map(async (sim) => {
        await step(sim, 10)
        const placed = await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_sales', toNumber: '+14155551234' } })
        await call(sim, 'POST', '/api/v1/agents', { body: { name: 'New', model: 'm', voice: { provider: 'p', voiceId: 'v' } } })
        return [placed.text, ...(await snapshots(sim, 5, 30))]
      }),
    )
    expect(trails[1]).toEqual(trails[0])
  })

  it('the wall-clock driver produces the same states as stepping', async () => {
    const running = await simulatorForTest({ seed: 5, speed: 200 })
    await waitFor(async () => read(await control(running, 'GET', '/status'), SimStatus).tick > 10, 5_000, 'more than 10 ticks')
    const { tick } = read(await control(running, 'POST', '/activity/pause'), SimStatus)
    expect(tick).toBeGreaterThan(10)
    const stepped = await simulatorForTest({ seed: 5, paused: true })
    await step(stepped, tick)
    expect((await call(stepped, 'GET', '/v2/api/active-calls')).body).toEqual((await call(running, 'GET', '/v2/api/active-calls')).body)
  })
})
