import { request } from 'node:http'
import { connect } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { SwitchboardConsole } from '../../src/core/console'
import { createMemorySecretStore } from '../../src/core/secrets'
import { consoleBridge } from '../../src/web/bridge'
import { MAX_MESSAGE_BYTES, startWebHost, type WebHost } from '../../src/web/server'

/**
 * The browser host attacked as another local program or a web page would:
 * over real HTTP and WebSocket, with the headers a browser would not let a
 * page set (Host) set by hand.
 */
let host: WebHost
let console_: SwitchboardConsole
let dataDir: string
let rendererDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'switchboard-security-'))
  rendererDir = mkdtempSync(join(tmpdir(), 'switchboard-renderer-'))
  const { writeFileSync } = await import('node:fs')
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Switchboard</title>')
  console_ = new SwitchboardConsole({ host: 'web', dataDir, version: '0.0.0-test', platform: process.platform, secrets: createMemorySecretStore() })
  await console_.start()
  host = await startWebHost({ bridge: async () => consoleBridge(console_), rendererDir, contentSecurityPolicy: () => "default-src 'self'" })
})
afterAll(async () => {
  await host.stop()
  await console_.stop()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(rendererDir, { recursive: true, force: true })
})

interface Answer {
  status: number
  body: string
}

/** A raw HTTP request: the path is sent as written and any header can be set. */
function raw(method: string, path: string, headers: Record<string, string>, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** Sends a POST's head and `body` on a bare socket; answers everything the host wrote before it closed the connection. */
function oversized(lengthHeader: string, body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(host.port, '127.0.0.1')
    let answer = ''
    socket.on('data', (data: Buffer) => (answer += data.toString('utf8')))
    socket.on('close', () => resolve(answer))
    // The host closing while the body is still being written is the point: it does not read the rest.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)))
    const head = [
      'POST /api/invoke HTTP/1.1',
      `host: ${hostHeader()}`,
      `origin: ${origin()}`,
      `x-switchboard-token: ${host.token}`,
      'content-type: application/json',
      lengthHeader,
      '',
      '',
    ].join('\r\n')
    socket.write(head)
    socket.write(body)
  })
}

const origin = () => `http://127.0.0.1:${host.port}`
const hostHeader = () => `127.0.0.1:${host.port}`
const good = () => ({ host: hostHeader(), origin: origin(), 'x-switchboard-token': host.token, 'content-type': 'application/json' })
const invoke = (headers: Record<string, string>, body: unknown = { name: 'app.connection', args: {} }) =>
  raw('POST', '/api/invoke', headers, typeof body === 'string' ? body : JSON.stringify(body))

/** Opens the Bridge's WebSocket with these headers; answers the socket or the refusal's status. */
function socket(query: string, headers: Record<string, string>): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/bridge${query}`, { headers })
    ws.once('open', () => resolve(ws))
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.once('error', () => resolve(0))
  })
}

describe('the Bridge over HTTP refuses forgeries', () => {
  it('answers the real page', async () => {
    const answer = await invoke(good())
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ ok: true, value: { state: 'no-workspace' } })
  })

  it.each([
    ['no token', { 'x-switchboard-token': '' }, 403, 'missing or wrong session token'],
    ['a wrong token', { 'x-switchboard-token': 'A'.repeat(32) }, 403, 'missing or wrong session token'],
    ['a foreign Origin', { origin: 'https://evil.example' }, 403, 'Origin is not this console'],
    ['the null Origin of a sandboxed frame or file page', { origin: 'null' }, 403, 'Origin is not this console'],
    ['a rebinding Host', { host: `evil.example:${0}` }, 421, 'Host header is not this loopback address'],
  ])('refuses %s', async (_what, override, status, why) => {
    const answer = await invoke({ ...good(), ...override })
    expect(answer.status).toBe(status)
    expect(answer.body).toContain(why)
  })

  it('refuses a cross-site text/plain POST (a form or sendBeacon), which carries no token and a foreign Origin', async () => {
    const answer = await invoke({ host: hostHeader(), origin: 'https://evil.example', 'content-type': 'text/plain' })
    expect(answer.status).toBe(403)
    const withoutOrigin = await invoke({ host: hostHeader(), 'content-type': 'text/plain' })
    expect(withoutOrigin.status).toBe(403)
  })

  it('refuses a body over 1 MB with 413 and a true message, closing the connection, and still serves afterwards', async () => {
    const declared = await oversized(`content-length: ${MAX_MESSAGE_BYTES + 1}`, Buffer.alloc(0))
    expect(declared).toMatch(/^HTTP\/1\.1 413 /)
    expect(declared).toContain(`Refused: body larger than ${MAX_MESSAGE_BYTES} bytes.`)
    // No length announced: the limit holds while the body streams in.
    const chunk = Buffer.alloc(256 * 1024, 0x61)
    const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
    const streamed = await oversized('transfer-encoding: chunked', Buffer.concat(Array.from({ length: 6 }, () => framed)))
    expect(streamed).toMatch(/^HTTP\/1\.1 413 /)
    expect((await invoke(good())).status).toBe(200)
  })

  it('answers deep nesting with a typed error, not a crash', async () => {
    const deepArgs = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`
    const answer = await invoke(good(), `{"name":"app.connection","args":${deepArgs}}`)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    expect((await invoke(good())).status).toBe(200)
  })

  it('ignores __proto__ keys: the arguments are refused and no prototype is polluted', async () => {
    const answer = await invoke(good(), '{"name":"app.setTimeZone","args":{"zone":null,"__proto__":{"polluted":true}}}')
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    const constructorKey = await invoke(good(), '{"name":"app.info","args":{"constructor":{"prototype":{"polluted":true}}}}')
    expect(JSON.parse(constructorKey.body)).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('answers an unknown command, or one named like a prototype method, as unknown_command', async () => {
    for (const name of ['app.nope', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const answer = await invoke(good(), { name, args: {} })
      expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: { code: 'unknown_command' } })
    }
  })
})

describe('static files stay inside the renderer folder', () => {
  it.each([
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/..\\..\\..\\etc\\passwd',
    '/%252e%252e/etc/passwd',
  ])('%s answers the app, never the file', async (path) => {
    const answer = await raw('GET', path, { host: hostHeader() })
    expect(answer.body).not.toContain('root:')
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('<!doctype html><title>Switchboard</title>')
  })

  it('answers a malformed escape with 400, and a rebinding Host with 421', async () => {
    expect((await raw('GET', '/%E0%A4%A', { host: hostHeader() })).status).toBe(400)
    expect((await raw('GET', '/', { host: 'attacker.example' })).status).toBe(421)
  })
})

describe('the Bridge over WebSocket', () => {
  it.each([
    ['no token', '', () => ({ origin: origin() })],
    ['a wrong token', '?token=wrong', () => ({ origin: origin() })],
    ['a foreign Origin', '?token=TOKEN', () => ({ origin: 'https://evil.example' })],
    ['the null Origin', '?token=TOKEN', () => ({ origin: 'null' })],
    ['a rebinding Host', '?token=TOKEN', () => ({ origin: origin(), host: 'evil.example' })],
  ])('refuses the upgrade with %s', async (_what, query, headers) => {
    expect(await socket(query.replace('TOKEN', host.token), headers())).toBe(403)
  })

  it('answers a malformed message with its id, so no caller waits forever; one without an id gets a protocol error', async () => {
    const ws = await socket(`?token=${host.token}`, { origin: origin() })
    if (typeof ws === 'number') throw new Error(`upgrade refused: ${ws}`)
    const messages: unknown[] = []
    ws.on('message', (data) => messages.push(JSON.parse(data.toString())))
    ws.send(JSON.stringify({ type: 'invoke', id: 7, name: 42 }))
    ws.send('{not json')
    ws.send(JSON.stringify({ type: 'invoke', id: 8, name: 'app.connection', args: {} }))
    await expect.poll(() => messages.length).toBeGreaterThanOrEqual(3)
    expect(messages).toContainEqual({ type: 'result', id: 7, result: { ok: false, error: expect.objectContaining({ code: 'invalid_argument' }) } })
    expect(messages).toContainEqual({ type: 'event', name: 'bridge.protocol-error', payload: 'malformed message ignored: not JSON' })
    expect(messages).toContainEqual({ type: 'result', id: 8, result: { ok: true, value: { state: 'no-workspace' } } })
    ws.close()
  })
})
