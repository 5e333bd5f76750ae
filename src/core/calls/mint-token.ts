import { randomBytes } from 'node:crypto'
import { supervisorAttributes } from './room-participants'

/** Long enough to join and listen; a leaked token soon stops admitting anyone. */
export const LISTEN_TOKEN_TTL_SECONDS = 10 * 60

export interface ListenTokenRequest {
  apiKey: string
  apiSecret: string
  roomName: string
  /** Defaults to a fresh `supervisor-<random>` per listening session. */
  identity?: string
  /** The supervisor's display name, as the others in the room see it. Default "Supervisor". */
  name?: string
  ttlSeconds?: number
  now?: () => number
}

export interface MintedToken {
  token: string
  identity: string
  expiresAt: string
}

export function listenerIdentity(): string {
  return `supervisor-${randomBytes(6).toString('hex')}`
}

/**
 * A LiveKit access token for one room that can only listen: it may join and
 * subscribe, never publish audio or data, and the participant is hidden from
 * the call's other participants. Its name and attributes say who listens
 * (`switchboard.role=supervisor`, `switchboard.mode=listening`), for the
 * other consoles that read the room.
 */
export async function mintListenToken(request: ListenTokenRequest): Promise<MintedToken> {
  const identity = request.identity ?? listenerIdentity()
  const ttl = request.ttlSeconds ?? LISTEN_TOKEN_TTL_SECONDS
  // Loaded at the first listen, not with the console (issue 38: the host's start).
  const { AccessToken } = await import('livekit-server-sdk')
  const token = new AccessToken(request.apiKey, request.apiSecret, {
    identity,
    name: request.name ?? 'Supervisor',
    attributes: supervisorAttributes('listening'),
    ttl,
  })
  token.addGrant({
    roomJoin: true,
    room: request.roomName,
    canSubscribe: true,
    canPublish: false,
    canPublishData: false,
    hidden: true,
  })
  const now = request.now ?? Date.now
  return { token: await token.toJwt(), identity, expiresAt: new Date(now() + ttl * 1000).toISOString() }
}
