import { DisconnectReason, LeaveRequest, LeaveRequest_Action, SignalResponse } from '@livekit/protocol'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { WebSocketServer } from 'ws'
import type { ActivityEngine } from '../activity/engine'
import type { LiveCall } from '../activity/live-call'
import { requestTarget, upgradeRefusal } from '../../shared/request-target'
import { RefusedConnection, verifyAccessToken, type ListenerGrant } from './access-token'
import { MediaRoom } from './media-room'
import { ROOM_SERVICE_PREFIX, serveRoomService } from './room-service'
import { SignalSession } from './signal-session'
import type { SpokenSegment } from './transcription'

export interface MediaServerOptions {
  engine: ActivityEngine
  seed: number
  /** 0 picks a free port; a restart after `stop()` reuses the port it had. */
  port: number
  apiKey: string
  apiSecret: string
}

export interface MediaRoomView {
  name: string
  participants: { identity: string; hidden: boolean }[]
  spoken: readonly SpokenSegment[]
}

/** The largest signalling message taken: an SDP offer or answer is a few KB; anything near this is an attack. */
export const MAX_SIGNAL_BYTES = 1024 * 1024

const V1_UNSUPPORTED = 'v1 RTC path not found: this server speaks the /rtc signalling path only'

/**
 * A LiveKit-compatible media server subset on its own loopback port: the
 * `/rtc` signalling WebSocket and `/rtc/validate`, one room per live call of
 * the simulator, where participants listen and, when allowed, speak; and the
 * room service (`/twirp/livekit.RoomService/…`). `/rtc/v1` (single peer
 * connection) answers 404, as a server that predates it does, so
 * livekit-client falls back to `/rtc`.
 */
export class MediaServer {
  readonly #rooms = new Map<string, MediaRoom>()
  readonly #keys: ReadonlyMap<string, string>
  readonly #sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_SIGNAL_BYTES })
  readonly #connections = new Set<Socket>()
  #server: Server | null = null
  #port: number

  constructor(private readonly options: MediaServerOptions) {
    this.#keys = new Map([[options.apiKey, options.apiSecret]])
    this.#port = options.port
    // An error ws reports for the server as a whole must not end the simulator (unheard, an 'error' event is thrown).
    this.#sockets.on('error', () => undefined)
    // A call that ends, whoever ends it, deletes its room.
    options.engine.listen({ ended: (call) => this.#closeRoom(call.roomName) })
  }

  get running(): boolean {
    return this.#server !== null
  }

  /** `ws://127.0.0.1:PORT`: what the media server setting holds. */
  get url(): string {
    return `ws://127.0.0.1:${this.#port}`
  }

  rooms(): MediaRoomView[] {
    return [...this.#rooms.values()].map((room) => ({
      name: room.name,
      participants: [...room.members].map((member) => ({ identity: member.info.identity, hidden: member.info.permission?.hidden ?? false })),
      spoken: room.spoken,
    }))
  }

  async start(): Promise<void> {
    if (this.#server) return
    const server = createServer((req, res) => this.#http(req, res))
    server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => this.#upgrade(req, socket, head))
    server.on('connection', (socket) => {
      this.#connections.add(socket)
      socket.on('close', () => this.#connections.delete(socket))
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.#port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
    this.#port = (server.address() as AddressInfo).port
    this.#server = server
  }

  /**
   * Stops as a crashed server would: connections drop without a leave, so
   * listeners see the connection lost and try to reconnect.
   */
  async stop(): Promise<void> {
    const server = this.#server
    if (!server) return
    this.#server = null
    for (const client of this.#sockets.clients) client.terminate()
    for (const room of this.#rooms.values()) room.close(DisconnectReason.SERVER_SHUTDOWN)
    this.#rooms.clear()
    for (const socket of this.#connections) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  #http(req: IncomingMessage, res: ServerResponse): void {
    const url = requestTarget(req.url)
    if (!url) {
      res.setHeader('connection', 'close')
      return text(res, 400, 'the request target is not a URL')
    }
    // livekit-client reads this from the page's origin (LiveKit sets it on the validate routes).
    res.setHeader('access-control-allow-origin', '*')
    if (url.pathname === '/rtc/validate') {
      try {
        this.#admit(url)
        return text(res, 200, 'success')
      } catch (error) {
        return refuse(res, error)
      }
    }
    if (url.pathname.startsWith(ROOM_SERVICE_PREFIX)) {
      void serveRoomService(req, res, url.pathname, { keys: this.#keys, room: (name) => this.#liveRoom(name) })
      return
    }
    if (url.pathname === '/rtc/v1/validate') return text(res, 404, V1_UNSUPPORTED)
    if (url.pathname === '/rtc' || url.pathname === '/rtc/v1') return text(res, 404, 'expected a WebSocket upgrade')
    text(res, 404, `${url.pathname} is not served: the simulator's media rooms implement LiveKit's /rtc signalling and part of its room service (no Egress, Ingress or SIP)`)
  }

  #upgrade(req: IncomingMessage, socket: Socket, head: Buffer): void {
    socket.on('error', () => socket.destroy())
    const url = requestTarget(req.url)
    if (!url) return rejectUpgrade(socket, 400, 'the request target is not a URL')
    if (url.pathname !== '/rtc') return rejectUpgrade(socket, 404, url.pathname === '/rtc/v1' ? V1_UNSUPPORTED : 'not found')
    let grant: ListenerGrant
    let call: LiveCall
    try {
      ;({ grant, call } = this.#admit(url))
    } catch (error) {
      const refused = error instanceof RefusedConnection ? error : new RefusedConnection(400, 'bad request')
      return rejectUpgrade(socket, refused.status, refused.message)
    }
    this.#sockets.handleUpgrade(req, socket, head, (ws) => {
      // ws closes the socket itself on a protocol error or an oversize frame (1002, 1009); unheard, the error would be thrown.
      ws.on('error', () => undefined)
      if (url.searchParams.get('reconnect') === '1') {
        // Sessions end with their socket, so there is nothing to resume: LiveKit asks such a client to join again.
        const leave = new LeaveRequest({ canReconnect: true, reason: DisconnectReason.STATE_MISMATCH, action: LeaveRequest_Action.RECONNECT })
        ws.send(new SignalResponse({ message: { case: 'leave', value: leave } }).toBinary())
        ws.close(1000, 'no session to resume')
        return
      }
      const room = this.#roomOf(call)
      for (const member of room.members) if (member.info.identity === grant.identity) member.close(DisconnectReason.DUPLICATE_IDENTITY)
      const session = new SignalSession(ws, room, grant, url.searchParams.get('auto_subscribe') !== '0')
      session.start().catch(() => session.close(DisconnectReason.JOIN_FAILURE))
    })
  }

  /** The token and the call whose room it names, or why LiveKit would refuse them. */
  #admit(url: URL): { grant: ListenerGrant; call: LiveCall } {
    const grant = verifyAccessToken(url.searchParams.get('access_token'), this.#keys, Date.now())
    const call = this.options.engine.live.get(grant.room)
    // Rooms are not created on demand (LiveKit with auto_create off): a room exists while its call is live.
    if (!call) throw new RefusedConnection(404, 'requested room does not exist')
    return { grant, call }
  }

  /**
   * The call's room, created when its first participant joins or the room
   * service first asks for it, kept until the call ends (what was muted stays muted).
   */
  #roomOf(call: LiveCall): MediaRoom {
    let room = this.#rooms.get(call.roomName)
    if (!room) {
      const { engine } = this.options
      room = new MediaRoom(call.roomName, call, this.options.seed, {
        // The humans who are not hidden are the call's participants too (docs/api-choices.md).
        changed: (changed, participants) => {
          changed.participants = participants
          engine.touch()
        },
        now: () => engine.clock.now(),
      })
      this.#rooms.set(call.roomName, room)
    }
    return room
  }

  #liveRoom(name: string): MediaRoom | undefined {
    const call = this.options.engine.live.get(name)
    return call && this.#roomOf(call)
  }

  #closeRoom(name: string): void {
    this.#rooms.get(name)?.close(DisconnectReason.ROOM_DELETED)
    this.#rooms.delete(name)
  }
}

function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' })
  res.end(body)
}

function refuse(res: ServerResponse, error: unknown): void {
  if (error instanceof RefusedConnection) text(res, error.status, error.message)
  else text(res, 500, 'internal error')
}

/** Answers the upgrade request with an HTTP error, as LiveKit does before upgrading. */
function rejectUpgrade(socket: Socket, status: 400 | 401 | 404, message: string): void {
  socket.end(upgradeRefusal(status, message), () => socket.destroy())
}
