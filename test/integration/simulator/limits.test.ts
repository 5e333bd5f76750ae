import { describe, expect, it } from 'vitest'
import { ErrorShapeA } from '../../../src/shared/api/common'
import { startSimulator } from '../../../src/simulator/server'
import { MEMBER, call, control, read, simulatorForTest } from './helpers'

describe('rate limit', () => {
  it('answers 429 with Retry-After in whole seconds past the limit, per key', async () => {
    const sim = await simulatorForTest({ rateLimit: 5, activeCalls: 0, paused: true })
    for (let i = 0; i < 5; i++) expect((await call(sim, 'GET', '/api/v1/agents')).status).toBe(200)
    const refused = await call(sim, 'GET', '/v2/api/active-calls')
    expect(refused.status).toBe(429)
    expect(read(refused, ErrorShapeA, 429).code).toBe('RATE_LIMITED')
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)

    expect((await call(sim, 'GET', '/api/v1/agents', { key: MEMBER })).status).toBe(200)
    expect((await control(sim, 'GET', '/status')).status).toBe(200)
    for (let i = 0; i < 10; i++) expect((await control(sim, 'GET', '/status')).status).toBe(200)
  })

  it('takes the plan limit when no rate limit is given: 60 per minute on developer', async () => {
    const sim = await simulatorForTest({ rateLimit: null, plan: 'developer', activeCalls: 0, paused: true })
    const statuses = await Promise.all(Array.from({ length: 61 }, () => call(sim, 'GET', '/api/v1/agents').then((a) => a.status)))
    expect(statuses.filter((s) => s === 200).length).toBe(60)
    expect(statuses.filter((s) => s === 429).length).toBe(1)
  })

  it('does not count unauthenticated requests against a key', async () => {
    const sim = await simulatorForTest({ rateLimit: 2, activeCalls: 0, paused: true })
    for (let i = 0; i < 5; i++) expect((await call(sim, 'GET', '/api/v1/agents', { key: 'wrong' })).status).toBe(401)
    expect((await call(sim, 'GET', '/api/v1/agents')).status).toBe(200)
  })
})

describe('injected faults', () => {
  async function failurePattern(seed: number): Promise<number[]> {
    const sim = await startSimulator({ seed, failRate: 0.5, rateLimit: 100_000, activeCalls: 0, paused: true })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 40; i++) statuses.push((await call(sim, 'GET', '/api/v1/agents')).status)
      for (let i = 0; i < 5; i++) expect((await control(sim, 'GET', '/status')).status).toBe(200)
      return statuses
    } finally {
      await sim.stop()
    }
  }

  it('fails about the given fraction of API requests with 500 shape A, the same ones for the same seed', async () => {
    const first = await failurePattern(7)
    const failures = first.filter((s) => s === 500).length
    expect(failures).toBeGreaterThan(8)
    expect(failures).toBeLessThan(32)
    expect(first.every((s) => s === 200 || s === 500)).toBe(true)
    expect(await failurePattern(7)).toEqual(first)
    expect(await failurePattern(8)).not.toEqual(first)
  })

  it('answers 500 in shape A when failing', async () => {
    const sim = await simulatorForTest({ failRate: 1, activeCalls: 0, paused: true })
    const answer = await call(sim, 'GET', '/api/v1/agents')
    expect(answer.status).toBe(500)
    expect(read(answer, ErrorShapeA, 500)).toMatchObject({ error: expect.any(String), details: expect.any(String), code: 'INTERNAL_ERROR' })
  })

  it('adds the configured latency to API requests', async () => {
    const sim = await simulatorForTest({ latencyMs: 150, activeCalls: 0, paused: true })
    const t0 = performance.now()
    expect((await call(sim, 'GET', '/api/v1/agents')).status).toBe(200)
    expect(performance.now() - t0).toBeGreaterThanOrEqual(145)
  })
})
