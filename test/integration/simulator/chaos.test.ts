import { describe, expect, it } from 'vitest'
import { call, simulatorForTest } from './helpers'

interface ChaosAnswer {
  settings: Record<string, number>
  injected: { serverErrors: number; rateLimits: number; drops: number; lostAnswers: number; slow: number }
}

/** The status of each request, or `drop` when the connection closed without an answer. */
async function statusOrDrop(url: string): Promise<number | 'drop'> {
  try {
    const res = await fetch(url, { headers: { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' } })
    await res.text()
    return res.status
  } catch {
    return 'drop'
  }
}

describe('the chaos switch (PUT /_sim/faults/chaos)', () => {
  it('answers the configured shares with 500, 429 or a dropped connection, and counts each one it injected', async () => {
    const sim = await simulatorForTest({ activeCalls: 0, paused: true })
    const set = await call(sim, 'PUT', '/_sim/faults/chaos', { body: { serverErrors: 0.3, rateLimits: 0.3, drops: 0.2 } })
    expect(set.status).toBe(200)
    const seen = { 500: 0, 429: 0, drop: 0, 200: 0 }
    for (let i = 0; i < 200; i++) {
      const outcome = await statusOrDrop(`${sim.url}/api/v1/agents`)
      expect([200, 500, 429, 'drop']).toContain(outcome)
      seen[outcome as keyof typeof seen]++
    }
    const { injected } = (await call(sim, 'GET', '/_sim/faults/chaos')).body as ChaosAnswer
    expect(injected).toMatchObject({ serverErrors: seen[500], rateLimits: seen[429], drops: seen.drop })
    // 200 draws at 30/30/20/20 %: each kind occurs (the chance that one does not is below 1e-19).
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(0)
  })

  it('a 429 from the switch says when to retry; /_sim itself is never failed', async () => {
    const sim = await simulatorForTest({ activeCalls: 0, paused: true })
    await call(sim, 'PUT', '/_sim/faults/chaos', { body: { rateLimits: 1 } })
    const answer = await call(sim, 'GET', '/api/v1/agents')
    expect(answer.status).toBe(429)
    expect(answer.headers.get('retry-after')).toBe('1')
    expect(answer.body).toMatchObject({ code: 'RATE_LIMITED' })
    expect((await call(sim, 'GET', '/_sim/status')).status).toBe(200)
  })

  it('delays the slow share, and `{}` switches everything off', async () => {
    const sim = await simulatorForTest({ activeCalls: 0, paused: true })
    await call(sim, 'PUT', '/_sim/faults/chaos', { body: { slow: 1, slowMs: 300 } })
    const t0 = performance.now()
    expect((await call(sim, 'GET', '/api/v1/agents')).status).toBe(200)
    expect(performance.now() - t0).toBeGreaterThanOrEqual(295)
    await call(sim, 'PUT', '/_sim/faults/chaos', { body: {} })
    for (let i = 0; i < 20; i++) expect((await call(sim, 'GET', '/api/v1/agents')).status).toBe(200)
    expect(((await call(sim, 'GET', '/_sim/faults/chaos')).body as ChaosAnswer).injected.slow).toBe(1)
  })

  it('refuses shares above 1 and failures that add up to more than every request', async () => {
    const sim = await simulatorForTest({ activeCalls: 0, paused: true })
    expect((await call(sim, 'PUT', '/_sim/faults/chaos', { body: { drops: 1.5 } })).status).toBe(400)
    const over = await call(sim, 'PUT', '/_sim/faults/chaos', { body: { serverErrors: 0.6, drops: 0.6 } })
    expect(over.status).toBe(400)
    expect(over.text).toContain('at most 1')
  })
})

describe('lost answers (lostAnswers)', () => {
  it('applies the write, then closes the connection without the answer; reads are answered', async () => {
    const sim = await simulatorForTest({ activeCalls: 0, paused: true })
    const list = (await call(sim, 'GET', '/v1/api/call-dispositions?limit=1')).body as { data: { dispositions: { _id: string }[] } }
    const id = list.data.dispositions[0]!._id
    await call(sim, 'PUT', '/_sim/faults/chaos', { body: { lostAnswers: 1 } })
    const put = fetch(`${sim.url}/v1/api/call-dispositions/${id}`, {
      method: 'PUT',
      headers: { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo', 'content-type': 'application/json' },
      body: JSON.stringify({ notes: 'applied, answer lost' }),
    })
    await expect(put).rejects.toThrow()
    const copy = (await call(sim, 'GET', `/v1/api/call-dispositions?search=${id}`)).body as { data: { dispositions: { notes: string }[] } }
    expect(copy.data.dispositions[0]!.notes).toBe('applied, answer lost')
    const { injected } = (await call(sim, 'GET', '/_sim/faults/chaos')).body as ChaosAnswer
    expect(injected.lostAnswers).toBe(1)
    const writes = ((await call(sim, 'GET', '/_sim/writes')).body as { data: { path: string }[] }).data
    expect(writes.map((w) => w.path)).toEqual([`/v1/api/call-dispositions/${id}`])
  })
})

describe('the applied writes (GET /_sim/writes)', () => {
  it('lists each write the service applied once, and neither reads nor refused writes', async () => {
    const sim = await simulatorForTest({ activeCalls: 0, paused: true })
    const list = (await call(sim, 'GET', '/v1/api/call-dispositions?limit=1')).body as { data: { dispositions: { _id: string }[] } }
    const id = list.data.dispositions[0]!._id
    expect((await call(sim, 'PUT', `/v1/api/call-dispositions/${id}`, { body: { notes: 'first' } })).status).toBe(200)
    expect((await call(sim, 'PUT', `/v1/api/call-dispositions/${id}`, { body: { notes: 42 } })).status).toBe(400)
    await call(sim, 'PUT', '/_sim/faults/chaos', { body: { serverErrors: 1 } })
    expect((await call(sim, 'PUT', `/v1/api/call-dispositions/${id}`, { body: { notes: 'failed' } })).status).toBe(500)
    const writes = ((await call(sim, 'GET', '/_sim/writes')).body as { data: { method: string; path: string; status: number }[] }).data
    expect(writes.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'PUT', path: `/v1/api/call-dispositions/${id}`, status: 200 },
    ])
  })
})
