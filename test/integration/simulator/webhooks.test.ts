import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { ActiveCallList, OutboundCallResponse, WebhookEvent } from '../../../src/shared/api/calls'
import { call, control, read, step, useSimulator } from './helpers'
import { Deliveries } from './sim-schemas'
import { waitFor } from '../../support/wait'

const SECRET = 'test-secret-123'
const sim = await useSimulator({ activeCalls: 0, paused: true, speed: 100, plan: 'business', webhookSecret: SECRET })

interface Received {
  path: string
  headers: IncomingHttpHeaders
  raw: Buffer
}

/** A local receiver: records every POST; answers 500 to the first `failures[path]` requests of a path. */
const received: Received[] = []
const failures: Record<string, number> = {}
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    const path = req.url ?? '/'
    received.push({ path, headers: req.headers, raw: Buffer.concat(chunks) })
    const left = failures[path] ?? 0
    failures[path] = left - 1
    res.writeHead(left > 0 ? 500 : 200).end()
  })
})
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

function verified(r: Received): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', SECRET).update(r.raw).digest('hex')}`)
  const given = Buffer.from(String(r.headers['x-service-signature']))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

async function until<T>(what: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = what()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 10))
  }
}

async function place(path: string, to = '+14155556789', metadata: Record<string, unknown> = { crmId: 'abc' }) {
  const answer = await call(sim, 'POST', '/v1/api/call', { body: { to, call_agent_id: 'agt_sales', callback_url: `${base}${path}`, metadata } })
  return read(answer, OutboundCallResponse).call_id
}

const eventsAt = (path: string) => received.filter((r) => r.path === path).map((r) => WebhookEvent.parse(JSON.parse(r.raw.toString('utf8'))))

describe('webhooks', () => {
  it('posts call.started then call.completed, signed with HMAC-SHA256 of the raw body', async () => {
    const callId = await place('/signed')
    await until(() => (eventsAt('/signed').length === 1 ? true : undefined))
    const roomName = read(await call(sim, 'GET', '/v2/api/active-calls'), ActiveCallList).data.find((c) => c.id === callId)?.roomName
    await step(sim, 42)
    await call(sim, 'POST', `/v2/api/active-calls/${roomName}/end-call`)
    await until(() => (eventsAt('/signed').length === 2 ? true : undefined))

    const deliveries = received.filter((r) => r.path === '/signed')
    expect(deliveries.every(verified)).toBe(true)
    expect(deliveries.every((r) => r.headers['content-type'] === 'application/json')).toBe(true)
    const [started, completed] = eventsAt('/signed')
    expect(started).toMatchObject({ event: 'call.started', data: { callId, agentId: 'agt_sales', metadata: { crmId: 'abc' } } })
    expect(completed).toMatchObject({ event: 'call.completed', data: { callId, agentId: 'agt_sales', duration: 42, status: 'completed', metadata: { crmId: 'abc' } } })
    expect(deliveries[1]?.headers['x-service-event']).toBe('call.completed')
  })

  it('sends call.failed for a call that does not connect', async () => {
    const callId = await place('/failed', '+14155550001')
    await step(sim, 5)
    const [event] = await until(() => (eventsAt('/failed').length > 0 ? eventsAt('/failed') : undefined))
    expect(event).toMatchObject({ event: 'call.failed', data: { callId, status: 'failed' } })
    expect(received.filter((r) => r.path === '/failed').every(verified)).toBe(true)
  })

  it('retries non-2xx answers with the same delivery id, and keeps the order of events', async () => {
    failures['/flaky'] = 3
    const callId = await place('/flaky')
    const roomName = read(await call(sim, 'GET', '/v2/api/active-calls'), ActiveCallList).data.find((c) => c.id === callId)?.roomName
    await call(sim, 'POST', `/v2/api/active-calls/${roomName}/end-call`)
    await until(() => (received.filter((r) => r.path === '/flaky').length === 5 ? true : undefined))

    const attempts = received.filter((r) => r.path === '/flaky')
    const ids = attempts.map((r) => r.headers['x-service-delivery'])
    expect(new Set(ids.slice(0, 4)).size).toBe(1)
    expect(ids[4]).not.toBe(ids[0])
    expect(eventsAt('/flaky').map((e) => e.event)).toEqual(['call.started', 'call.started', 'call.started', 'call.started', 'call.completed'])

    const log = read(await control(sim, 'GET', '/webhooks'), Deliveries).data.filter((d) => d.url.endsWith('/flaky'))
    expect(log.map((d) => [d.event, d.state, d.attempts.map((a) => a.status)])).toEqual([
      ['call.started', 'delivered', [500, 500, 500, 200]],
      ['call.completed', 'delivered', [200]],
    ])
  })

  it('gives up after 5 tries', async () => {
    failures['/down'] = 100
    await place('/down')
    // Anchored on the dispatcher's own record that it gave up, not on a pause: by then every try has arrived.
    await waitFor(
      async () => read(await control(sim, 'GET', '/webhooks'), Deliveries).data.some((d) => d.url.endsWith('/down') && d.state === 'failed'),
      10_000,
      'the delivery to be given up',
    )
    const entry = read(await control(sim, 'GET', '/webhooks'), Deliveries).data.find((d) => d.url.endsWith('/down'))
    expect(entry).toMatchObject({ state: 'failed', attempts: Array.from({ length: 5 }, () => expect.objectContaining({ status: 500 })) })
    const deliveries = received.filter((r) => r.path === '/down')
    expect(deliveries.length).toBe(5)
    expect(deliveries.every(verified)).toBe(true)
  })
})
