import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { AccessToken } from 'livekit-server-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { SwitchboardConsole } from '../../src/core/console'
import { createMemorySecretStore } from '../../src/core/secrets'
import type { ActiveCall } from '../../src/shared/api'
import type { RunningSimulator } from '../../src/simulator/server'
import { consoleBridge } from '../../src/web/bridge'
import { startWebHost, type WebHost } from '../../src/web/server'
import { startSim } from '../support/simulator'
import { waitFor } from '../support/wait'

/**
 * Every listener of the browser host and the simulator, sent what breaks
 * careless servers: request targets Node's parser passes but `URL` refuses (or
 * that the parser refuses), unmasked frames, 50 MB frames. Each is answered
 * (400, or a WebSocket close) and closed, no socket is left behind, and
 * nothing internal is in the answer.
 */
const MALFORMED = ['GET http://[::1 HTTP/1.1', 'GET //[ HTTP/1.1', 'GET http://:99999/ HTTP/1.1', 'GET http://%zz/ HTTP/1.1', 'GET /a b c HTTP/1.1']
const UPGRADE = 'connection: Upgrade\r\nupgrade: websocket\r\nsec-websocket-version: 13\r\nsec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\n'
const FIFTY_MB = 50 * 1024 * 1024

let host: WebHost
let console_: SwitchboardConsole
let sim: RunningSimulator
let dataDir: string
let rendererDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'switchboard-sockets-'))
  rendererDir = mkdtempSync(join(tmpdir(), 'switchboard-renderer-'))
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Switchboard</title>')
  console_ = new SwitchboardConsole({ host: 'web', dataDir, version: '0.0.0-test', platform: process.platform, secrets: createMemorySecretStore() })
  await console_.start()
  host = await startWebHost({ bridge: async () => consoleBridge(console_), rendererDir, contentSecurityPolicy: () => "default-src 'self'" })
  sim = await startSim({ activeCalls: 0, paused: true, plan: 'business' })
})
afterAll(async () => {
  await host.stop()
  await console_.stop()
  await sim.stop()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(rendererDir, { recursive: true, force: true })
})

/** This process's open sockets: the listeners' and the test's both live here. */
function openSockets(): number {
  let count = 0
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`).startsWith('socket:')) count++
    } catch {
      // Closed between the listing and the look.
    }
  }
  return count
}

type Attacker = ReturnType<typeof connect>

/**
 * Sends `head` on a bare socket and holds the socket open, as an attacker
 * would: answers what came back and whether the listener ended the connection
 * within 5 s. The caller destroys `socket` once it has counted.
 */
function exchange(port: number, head: string, after?: (socket: Attacker, answer: () => string) => void): Promise<{ answer: string; closed: boolean; socket: Attacker }> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true })
    let answer = ''
    const done = (closed: boolean) => {
      clearTimeout(timer)
      resolve({ answer, closed, socket })
    }
    const timer = setTimeout(() => done(false), 5_000)
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1')
      after?.(socket, () => answer)
    })
    socket.on('error', () => undefined)
    socket.on('end', () => done(true))
    socket.on('close', () => done(true))
    socket.write(head)
  })
}

/**
 * This process's UDP sockets, inode to local address (hex, as /proc/net/udp
 * writes it: 0100007F is 127.0.0.1, 00000000 every interface): the table
 * lists the whole network namespace, so rows are matched by inode.
 */
function ownUdpSockets(): Map<string, string> {
  const inodes = new Set<string>()
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`))?.[1]
      if (inode) inodes.add(inode)
    } catch {
      // Closed between the listing and the look.
    }
  }
  return readFileSync('/proc/self/net/udp', 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((row) => row.trim().split(/\s+/))
    // Listening sockets only: a connected one (a DNS query to port 53 the resolver makes meanwhile) is no ICE socket.
    .filter((columns) => inodes.has(columns[9]!) && columns[2] === '00000000:0000')
    .reduce((sockets, columns) => sockets.set(columns[9]!, columns[1]!.split(':')[0]!), new Map<string, string>())
}

const mediaPort = () => Number(new URL(sim.media.url).port)
const listeners = (): [string, number, string][] => [
  ['browser host, HTTP', host.port, ''],
  ['browser host, upgrade', host.port, UPGRADE],
  ['simulator, HTTP', sim.port, ''],
  ['media server, HTTP', mediaPort(), ''],
  ['media server, upgrade', mediaPort(), UPGRADE],
]

async function liveToken(): Promise<string> {
  const answer = await fetch(`${sim.url}/_sim/calls`, {
    method: 'POST',
    headers: { 'x-api-key': 'demo-owner-key', 'content-type': 'application/json' },
    body: JSON.stringify({ hold: true, customerName: 'Sam Socket' }),
  })
  const { roomName } = (await answer.json()) as ActiveCall
  const token = new AccessToken(sim.media.apiKey, sim.media.apiSecret, { identity: `supervisor-${Math.random().toString(16).slice(2)}`, ttl: '10m' })
  token.addGrant({ roomJoin: true, room: roomName, canSubscribe: true, canPublish: false, hidden: true })
  return token.toJwt()
}

const bridgeUrl = () => `ws://127.0.0.1:${host.port}/bridge?token=${host.token}`
const bridgeHeaders = () => ({ origin: `http://127.0.0.1:${host.port}` })

describe('malformed request lines', () => {
  it('are answered 400 and closed on every listener, naming nothing internal, and no socket stays open', async () => {
    const start = openSockets()
    const problems: string[] = []
    const held: Attacker[] = []
    for (const [name, port, upgrade] of listeners()) {
      for (const line of MALFORMED) {
        const { answer, closed, socket } = await exchange(port, `${line}\r\nhost: 127.0.0.1:${port}\r\n${upgrade}\r\n`)
        held.push(socket)
        if (!answer.startsWith('HTTP/1.1 400')) problems.push(`${name}: ${line}: answered ${JSON.stringify(answer.split('\r\n')[0])}`)
        if (!closed) problems.push(`${name}: ${line}: left open`)
        if (/Invalid URL|TypeError|URIError|\bat \S+:\d+/.test(answer)) problems.push(`${name}: ${line}: internal text ${JSON.stringify(answer.slice(-120))}`)
      }
    }
    expect(problems).toEqual([])
    // The listeners let go of every socket while the attacker still holds its ends.
    await waitFor(() => openSockets() <= start + held.length, 5_000, `the listeners' sockets to close`)
    for (const socket of held) socket.destroy()
    await waitFor(() => openSockets() <= start, 5_000, `the open sockets to return to ${start}`)
  })
})

describe('an unexpected failure', () => {
  it("answers 500 naming nothing internal (here the renderer's files are missing)", async () => {
    const empty = mkdtempSync(join(tmpdir(), 'switchboard-no-renderer-'))
    const logged: string[] = []
    const logger = { info: () => undefined, warn: () => undefined, error: (message: string, fields?: object) => void logged.push(`${message} ${JSON.stringify(fields)}`) }
    const other = await startWebHost({ bridge: async () => consoleBridge(console_), rendererDir: empty, contentSecurityPolicy: () => "default-src 'self'", logger })
    try {
      const answer = await fetch(`http://127.0.0.1:${other.port}/`)
      expect({ status: answer.status, body: await answer.text() }).toEqual({ status: 500, body: 'Internal error.' })
      // The host's log keeps what the answer leaves out.
      expect(logged).toEqual([expect.stringContaining('ENOENT')])
    } finally {
      await other.stop()
      rmSync(empty, { recursive: true, force: true })
    }
  })
})

describe('WebSocket frames', () => {
  it('of 50 MB are refused with 1009 on the Bridge and on the media signalling', async () => {
    const close = (ws: WebSocket) =>
      new Promise<number>((resolve) => {
        ws.on('error', () => undefined)
        ws.once('open', () => ws.send(Buffer.alloc(FIFTY_MB)))
        ws.once('close', (code) => resolve(code))
      })
    expect(await close(new WebSocket(bridgeUrl(), { headers: bridgeHeaders() }))).toBe(1009)
    expect(await close(new WebSocket(`${sim.media.url}/rtc?access_token=${await liveToken()}`))).toBe(1009)
  })

  it('that break the protocol (unmasked from a client) close that socket only, on both servers', async () => {
    const unmasked = Buffer.from([0x81, 0x01, 0x61])
    const attack = (port: number, path: string, headers: string) =>
      exchange(port, `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n${headers}${UPGRADE}\r\n`, (socket, answer) => {
        if (answer().startsWith('HTTP/1.1 101') && answer().includes('\r\n\r\n') && !socket.destroyed) socket.write(unmasked)
      })
    const start = openSockets()
    const bridge = await attack(host.port, `/bridge?token=${host.token}`, `origin: http://127.0.0.1:${host.port}\r\n`)
    const media = await attack(mediaPort(), `/rtc?access_token=${await liveToken()}`, '')
    expect([bridge.answer.slice(0, 12), bridge.closed, media.answer.slice(0, 12), media.closed]).toEqual(['HTTP/1.1 101', true, 'HTTP/1.1 101', true])
    await waitFor(() => openSockets() <= start + 2, 5_000, "the servers' sockets to close")
    bridge.socket.destroy()
    media.socket.destroy()
    await waitFor(() => openSockets() <= start, 5_000, `the open sockets to return to ${start}`)
    expect((await fetch(`${sim.url}/_sim/status`, { headers: { 'x-api-key': 'demo-owner-key' } })).status).toBe(200)
  })
})

describe('shutdown', () => {
  it('finishes within 5 s while an attacker holds a malformed upgrade, a half-sent request and a Bridge socket open', async () => {
    const other = await startWebHost({ bridge: async () => consoleBridge(console_), rendererDir, contentSecurityPolicy: () => "default-src 'self'" })
    const held = [
      (await exchange(other.port, `GET http://[::1 HTTP/1.1\r\nhost: 127.0.0.1:${other.port}\r\n${UPGRADE}\r\n`)).socket,
      connect({ port: other.port, host: '127.0.0.1', allowHalfOpen: true }).on('error', () => undefined),
    ]
    held[1]!.write(`GET / HTTP/1.1\r\nhost: 127.0.0.1:${other.port}\r\n`)
    const bridge = new WebSocket(`ws://127.0.0.1:${other.port}/bridge?token=${other.token}`, { headers: { origin: `http://127.0.0.1:${other.port}` } })
    bridge.on('error', () => undefined)
    await new Promise((resolve) => bridge.once('open', resolve))
    const stopped = await Promise.race([other.stop().then(() => 'stopped'), new Promise((resolve) => setTimeout(() => resolve('still stopping after 5 s'), 5_000))])
    for (const socket of held) socket.destroy()
    expect(stopped).toBe('stopped')
  })
})

describe('the standalone simulator', () => {
  it('survives malformed request lines on its API and media ports', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/simulator/cli.ts', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] })
    try {
      const url = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout! }).on('line', (line) => {
          const ready = /^Simulator listening on (\S+)$/.exec(line)
          if (ready) resolve(ready[1]!)
        })
        child.once('exit', (code) => reject(new Error(`the simulator exited with ${code}`)))
      })
      const owner = { headers: { 'x-api-key': 'demo-owner-key' } }
      const port = Number(new URL(url).port)
      const media = Number(new URL(((await (await fetch(`${url}/_sim/media`, owner)).json()) as { url: string }).url).port)
      for (const target of [port, media]) for (const line of MALFORMED) (await exchange(target, `${line}\r\nhost: 127.0.0.1:${target}\r\n\r\n`)).socket.destroy()
      expect(child.exitCode).toBeNull()
      expect((await fetch(`${url}/_sim/status`, owner)).status).toBe(200)
      expect((await fetch(`http://127.0.0.1:${media}/rtc/validate`)).status).toBe(401)
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    }
  })
})

describe('the media server', () => {
  it('binds its ICE sockets to the loopback address it announces, not every interface', async () => {
    const before = ownUdpSockets()
    const listener = new WebSocket(`${sim.media.url}/rtc?access_token=${await liveToken()}`)
    listener.on('error', () => undefined)
    await new Promise((resolve) => listener.once('message', resolve))
    const opened = await waitFor(() => {
      const added = [...ownUdpSockets()].filter(([inode]) => !before.has(inode)).map(([, address]) => address)
      return added.length > 0 ? added : null
    }, 5_000, 'the ICE sockets')
    listener.close()
    expect(new Set(opened)).toEqual(new Set(['0100007F']))
  })
})
