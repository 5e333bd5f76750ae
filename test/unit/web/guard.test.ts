import { request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SwitchboardConsole } from '../../../src/core/console'
import { EventHub } from '../../../src/core/console/event-hub'
import { consoleBridge } from '../../../src/web/bridge'
import { startWebHost, type WebHost } from '../../../src/web/server'

/**
 * The browser host's front door, as a table: each row is one request a page or
 * another program could send, over real HTTP to the real host, once to
 * `POST /api/invoke` (token in `x-switchboard-token`) and once as the WebSocket
 * upgrade of `/bridge` (token in the query). Only the console's own page passes.
 * The console behind the door has no commands: a request that passes the guard
 * gets `unknown_command` from the real dispatch, which is how the table tells it passed.
 */
const TOKEN = 'guard-table-token-0123456789abcdef'
let host: WebHost
let rendererDir: string

beforeAll(async () => {
  rendererDir = mkdtempSync(join(tmpdir(), 'switchboard-guard-'))
  const noCommands = { handlers: {}, events: new EventHub() } as unknown as SwitchboardConsole
  host = await startWebHost({ bridge: async () => consoleBridge(noCommands), rendererDir, port: 0, token: TOKEN, contentSecurityPolicy: () => "default-src 'self'" })
})

afterAll(async () => {
  await host?.stop()
  rmSync(rendererDir, { recursive: true, force: true })
})

interface Row {
  case: string
  origin?: (port: number) => string
  host?: (port: number) => string
  token?: string
  /** null: allowed. */
  refused: string | null
}

const own = (port: number) => `http://127.0.0.1:${port}`
const ROWS: Row[] = [
  { case: "the console's own page", origin: own, token: TOKEN, refused: null },
  { case: 'the own page at localhost', origin: (p) => `http://localhost:${p}`, host: (p) => `localhost:${p}`, token: TOKEN, refused: null },
  { case: 'no Origin at all', token: TOKEN, refused: 'Origin is not this console' },
  { case: 'Origin null (a sandboxed frame or file: page)', origin: () => 'null', token: TOKEN, refused: 'Origin is not this console' },
  { case: "another site's page", origin: () => 'http://evil.example', token: TOKEN, refused: 'Origin is not this console' },
  { case: 'another loopback port', origin: (p) => `http://127.0.0.1:${p + 1}`, token: TOKEN, refused: 'Origin is not this console' },
  { case: 'https on the same address', origin: (p) => `https://127.0.0.1:${p}`, token: TOKEN, refused: 'Origin is not this console' },
  { case: 'an Origin that only starts like ours', origin: (p) => `http://127.0.0.1:${p}.evil.example`, token: TOKEN, refused: 'Origin is not this console' },
  { case: 'an Origin that only starts like ours at localhost', origin: (p) => `http://localhost:${p}.evil.example`, host: (p) => `localhost:${p}`, token: TOKEN, refused: 'Origin is not this console' },
  { case: 'a site whose name starts with localhost', origin: (p) => `http://localhost.evil.example:${p}`, host: (p) => `localhost:${p}`, token: TOKEN, refused: 'Origin is not this console' },
  {
    case: 'DNS rebinding: a foreign Host name on our port',
    origin: (p) => `http://attacker.example:${p}`,
    host: (p) => `attacker.example:${p}`,
    token: TOKEN,
    refused: 'Host header is not this loopback address',
  },
  { case: 'rebinding with our Origin but a foreign Host', origin: own, host: (p) => `attacker.example:${p}`, token: TOKEN, refused: 'Host header is not this loopback address' },
  { case: 'no token', origin: own, refused: 'missing or wrong session token' },
  { case: 'a wrong token of the same length', origin: own, token: TOKEN.replace(/.$/, 'X'), refused: 'missing or wrong session token' },
  { case: 'a token with ours as prefix', origin: own, token: `${TOKEN}x`, refused: 'missing or wrong session token' },
]

interface Answer {
  status: number
  body: string
}

function headersOf(row: Row, port: number): Record<string, string> {
  return {
    host: row.host ? row.host(port) : `127.0.0.1:${port}`,
    ...(row.origin ? { origin: row.origin(port) } : {}),
  }
}

function invoke(row: Row, port: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/invoke',
        headers: {
          ...headersOf(row, port),
          'content-type': 'application/json',
          ...(row.token === undefined ? {} : { 'x-switchboard-token': row.token }),
        },
      },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify({ name: 'guard.probe', args: {} }))
  })
}

function upgrade(row: Row, port: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: row.token === undefined ? '/bridge' : `/bridge?token=${encodeURIComponent(row.token)}`,
      headers: {
        ...headersOf(row, port),
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from('guard-table-key!').toString('base64'),
      },
    })
    req.on('upgrade', (res, socket) => {
      socket.destroy()
      resolve({ status: res.statusCode ?? 0, body: '' })
    })
    req.on('response', (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the request guard of the browser host', () => {
  describe.each(ROWS)('$case', (row) => {
    it('POST /api/invoke', async () => {
      // A rebinding Host is refused before anything else is read (421), as for every file the host serves.
      const refusedStatus = row.refused?.startsWith('Host') ? 421 : 403
      expect(await invoke(row, host.port)).toEqual(
        row.refused === null
          ? { status: 200, body: expect.stringContaining('"code":"unknown_command"') }
          : { status: refusedStatus, body: `Refused: ${row.refused}.` },
      )
    })

    it('WebSocket upgrade of /bridge', async () => {
      const answer = await upgrade(row, host.port)
      expect(answer).toEqual(row.refused === null ? { status: 101, body: '' } : { status: 403, body: row.refused })
    })
  })
})
