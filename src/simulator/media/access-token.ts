import { TrackSource } from '@livekit/protocol'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/** The part of a LiveKit video grant the media rooms act on; other grants are accepted and ignored. */
const VideoGrant = z.object({
  room: z.string().optional(),
  roomJoin: z.boolean().optional(),
  canSubscribe: z.boolean().optional(),
  canPublish: z.boolean().optional(),
  canPublishData: z.boolean().optional(),
  canPublishSources: z.array(z.string()).optional(),
  hidden: z.boolean().optional(),
  roomAdmin: z.boolean().optional(),
})

const Claims = z.object({
  iss: z.string(),
  sub: z.string().optional(),
  name: z.string().optional(),
  metadata: z.string().optional(),
  attributes: z.record(z.string(), z.string()).optional(),
  exp: z.number().optional(),
  nbf: z.number().optional(),
  video: VideoGrant.optional(),
})

export interface ListenerGrant {
  identity: string
  name: string
  room: string
  canSubscribe: boolean
  canPublish: boolean
  canPublishData: boolean
  /** Empty: every source. */
  canPublishSources: TrackSource[]
  hidden: boolean
  metadata: string
  attributes: Record<string, string>
  expiresAt: number | null
}

type Claims = z.infer<typeof Claims>

/**
 * A refused connection, with the HTTP status and the text a LiveKit server
 * answers (pkg/service/auth.go, utils.go): livekit-client reads that text from
 * `/rtc/validate` and shows it in its `ConnectionError`.
 */
export class RefusedConnection extends Error {
  override readonly name = 'RefusedConnection'

  constructor(
    readonly status: 400 | 401 | 404,
    message: string,
  ) {
    super(message)
  }
}

const INVALID_TOKEN = 'invalid authorization token'

/**
 * Checks a LiveKit access token (an HS256 JWT signed with the API secret) as a
 * LiveKit server does, in its order: readable, known key, signature, time
 * window, then a join grant naming a room and an identity.
 */
export function verifyAccessToken(token: string | null, keys: ReadonlyMap<string, string>, nowMs: number): ListenerGrant {
  if (!token) throw new RefusedConnection(401, 'no permissions to access the room')
  const claims = verifiedClaims(token, keys, nowMs)
  const { exp, video, sub } = claims
  if (!video?.roomJoin) throw new RefusedConnection(401, 'permissions denied')
  if (!sub) throw new RefusedConnection(400, 'identity cannot be empty')
  if (!video.room) throw new RefusedConnection(400, 'no room name')
  return {
    identity: sub,
    name: claims.name ?? '',
    room: video.room,
    // LiveKit's defaults for a join grant: subscribe and publish unless the token says otherwise.
    canSubscribe: video.canSubscribe ?? true,
    canPublish: video.canPublish ?? true,
    canPublishData: video.canPublishData ?? true,
    canPublishSources: (video.canPublishSources ?? []).flatMap((source) => TRACK_SOURCES[source] ?? []),
    hidden: video.hidden ?? false,
    metadata: claims.metadata ?? '',
    attributes: claims.attributes ?? {},
    expiresAt: exp === undefined ? null : exp * 1000,
  }
}

/**
 * The room an `Authorization: Bearer` token administers (LiveKit's
 * `video.roomAdmin` with `video.room`), or null when it grants none: the room
 * service answers that `permissions denied`. A header that is not a readable,
 * valid token is refused before, as LiveKit's auth middleware does.
 */
export function adminRoomOf(header: string | undefined, keys: ReadonlyMap<string, string>, nowMs: number): string | null {
  if (!header) return null
  if (!header.startsWith('Bearer ')) throw new RefusedConnection(401, 'invalid authorization header. Must start with Bearer ')
  const { video } = verifiedClaims(header.slice('Bearer '.length), keys, nowMs)
  return video?.roomAdmin && video.room ? video.room : null
}

/** The token's claims once its key, signature and time window are checked. */
function verifiedClaims(token: string, keys: ReadonlyMap<string, string>, nowMs: number): Claims {
  const [header, payload, signature, ...rest] = token.split('.')
  if (!header || !payload || !signature || rest.length > 0) throw new RefusedConnection(401, INVALID_TOKEN)
  const claims = Claims.safeParse(decodeJson(payload))
  const algorithm = decodeJson(header) as { alg?: unknown } | null
  if (!claims.success || algorithm?.alg !== 'HS256') throw new RefusedConnection(401, INVALID_TOKEN)

  const secret = keys.get(claims.data.iss)
  if (secret === undefined) throw new RefusedConnection(401, 'invalid API key')
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new RefusedConnection(401, `${INVALID_TOKEN}: signature is invalid`)
  }
  const now = nowMs / 1000
  const { exp, nbf } = claims.data
  if (exp !== undefined && now > exp) throw new RefusedConnection(401, `${INVALID_TOKEN}: token is expired (exp)`)
  if (nbf !== undefined && now < nbf) throw new RefusedConnection(401, `${INVALID_TOKEN}: token is not valid yet (nbf)`)
  return claims.data
}

/** A grant's `canPublishSources` names (livekit-server-sdk's `TrackSource` strings). */
const TRACK_SOURCES: Record<string, TrackSource> = {
  camera: TrackSource.CAMERA,
  microphone: TrackSource.MICROPHONE,
  screen_share: TrackSource.SCREEN_SHARE,
  screen_share_audio: TrackSource.SCREEN_SHARE_AUDIO,
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}
