import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { WebSocket, WebSocketServer } from 'ws'
import type { Result, ServerMessage } from '../shared/bridge'
import { requestTarget, upgradeRefusal } from '../shared/request-target'
import type { Logger } from '../core/log'
import { RequestGuard } from './guard'
import { serveStatic } from './static-files'

/**
 * What the host carries the page's messages to: core's Bridge (`bridge.ts`). The
 * host serves before core has started: Bridge requests wait for it, in order.
 */
export interface HostBridge {
  /** A command's answer, from its name and arguments as sent. */
  invoke(name: unknown, args: unknown): Promise<Result<unknown>>
  /** The answer to one WebSocket message as parsed from JSON: its result, or a protocol error when it names no id to answer. */
  answer(raw: unknown): Promise<ServerMessage>
  /** Core's events, for one open page; returns the unsubscribe function. */
  subscribe(listener: (name: string, payload: unknown) => void): () => void
}

export interface WebHostOptions {
  /** Core's Bridge, asked for by each Bridge request: the first ask starts core if it has not started (`cli.ts`). */
  bridge: () => Promise<HostBridge>
  /** Told each time a file of the page has been answered. */
  onServed?: () => void
  /** The built renderer (out/renderer). */
  rendererDir: string
  /** 0 picks any free port. */
  port?: number
  /** Fixed only in tests; random per start otherwise. */
  token?: string
  /** The renderer's Content-Security-Policy, read for every file served (`RendererPolicy.header`). */
  contentSecurityPolicy: () => string
  /** Where a request's unexpected failure is told (the answer names nothing of it). Default silent. */
  logger?: Logger
}

export interface WebHost {
  url: string
  port: number
  token: string
  /** Tells every open page to reload: its CSP does not allow a media server just added. */
  reload(): void
  stop(): Promise<void>
}

/**
 * The largest Bridge message a real caller sends: a voice upload chunk
 * (512 KB as base64, about 700 KB) with its envelope. Anything larger is refused
 * before it is read whole.
 */
export const MAX_MESSAGE_BYTES = 1024 * 1024

/** The browser host: serves the renderer and carries the Bridge over a WebSocket, on loopback only. */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? randomBytes(24).toString('base64url')
  const guard = new RequestGuard(token)
  const sockets = new Set<WebSocket>()
  // ws is loaded at the first upgrade: the page is answered without it.
  let wss: Promise<WebSocketServer> | null = null
  const webSockets = () =>
    (wss ??= import('ws').then(({ WebSocketServer }) => {
      const created = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
      // An error ws reports for the server as a whole must not end the host (unheard, an 'error' event is thrown).
      created.on('error', () => undefined)
      return created
    }))
  const server = createServer((req, res) => {
    handleHttp(req, res).catch((error: unknown) => {
      // What went wrong stays in this process: the answer names nothing internal.
      options.logger?.error('request failed', { path: req.url?.split('?')[0]?.slice(0, 200), error: String(error) })
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain', connection: 'close' })
      res.end('Internal error.')
    })
  })

  async function handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!guard.hostAllowed(req)) return refuse(res, 421, 'Host header is not this loopback address')
    const url = requestTarget(req.url)
    if (!url) {
      res.setHeader('connection', 'close')
      return refuse(res, 400, 'the request target is not a URL')
    }
    if (url.pathname === '/api/invoke') return handleInvoke(req, res)
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'method not allowed')
    await serveStatic(options.rendererDir, url.pathname, res, options.contentSecurityPolicy())
    options.onServed?.()
  }

  async function handleInvoke(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const why = guard.refuseBridge(req, req.headers['x-switchboard-token'] as string | undefined)
    if (why) return refuse(res, 403, why)
    if (req.method !== 'POST') return refuse(res, 405, 'method not allowed')
    let text: string
    try {
      text = await readBody(req)
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error
      // The rest is not read: the answer goes out and the connection is closed.
      res.once('finish', () => req.destroy())
      return refuse(res, 413, `body larger than ${MAX_MESSAGE_BYTES} bytes`)
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return refuse(res, 400, 'body is not JSON')
    }
    const { name, args } = (body ?? {}) as { name?: unknown; args?: unknown }
    const result = await (await options.bridge()).invoke(name, args)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(result))
  }

  server.on('upgrade', (req, socket: Socket, head) => {
    socket.on('error', () => socket.destroy())
    const url = requestTarget(req.url)
    if (!url) return refuseUpgrade(socket, 400, 'Refused: the request target is not a URL.')
    const why = url.pathname === '/bridge' ? guard.refuseBridge(req, url.searchParams.get('token')) : 'no such endpoint'
    if (why) return refuseUpgrade(socket, 403, why)
    void webSockets().then((server) => server.handleUpgrade(req, socket, head, (ws) => attach(ws)))
  })

  function attach(ws: WebSocket): void {
    sockets.add(ws)
    // ws closes the socket itself on a protocol error or an oversize frame (1002, 1009); unheard, the error would be thrown.
    ws.on('error', () => undefined)
    const send = (message: ServerMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message))
    }
    let unsubscribe: () => void = () => undefined
    void options.bridge().then((bridge) => {
      if (sockets.has(ws)) unsubscribe = bridge.subscribe((name, payload) => send({ type: 'event', name, payload }))
    })
    ws.on('message', (data) => {
      void (async () => {
        let raw: unknown
        try {
          raw = JSON.parse(data.toString())
        } catch {
          return send({ type: 'event', name: 'bridge.protocol-error', payload: 'malformed message ignored: not JSON' })
        }
        send(await (await options.bridge()).answer(raw))
      })()
    })
    ws.on('close', () => {
      unsubscribe()
      sockets.delete(ws)
    })
  }

  // Every socket, upgraded ones included (the server stops tracking those), so that stop() never waits on one.
  const connections = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    connections.add(socket)
    socket.on('close', () => connections.delete(socket))
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  guard.port = port

  return {
    url: `http://127.0.0.1:${port}/#token=${token}`,
    port,
    token,
    reload() {
      const message = JSON.stringify({ type: 'reload' } satisfies ServerMessage)
      for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send(message)
    },
    async stop() {
      for (const ws of sockets) ws.terminate()
      const upgrades = await wss
      upgrades?.close()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      for (const socket of connections) socket.destroy()
      await closed
    },
  }
}

/** Answers and closes a socket still in HTTP, once the answer is written, whether or not the peer closes its side. */
function refuseUpgrade(socket: Socket, status: 400 | 403, why: string): void {
  socket.end(upgradeRefusal(status, why), () => socket.destroy())
}

function refuse(res: ServerResponse, status: number, why: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' })
  res.end(`Refused: ${why}.`)
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > MAX_MESSAGE_BYTES) return reject(new BodyTooLarge())
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_MESSAGE_BYTES) return void chunks.push(chunk)
      req.off('data', onData)
      req.pause()
      reject(new BodyTooLarge())
    }
    req.on('data', onData)
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
