import {
  DisconnectReason,
  ListParticipantsRequest,
  ListParticipantsResponse,
  MuteRoomTrackRequest,
  MuteRoomTrackResponse,
  RemoveParticipantResponse,
  RoomParticipantIdentity,
  UpdateParticipantRequest,
  type ParticipantInfo,
} from '@livekit/protocol'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { adminRoomOf, RefusedConnection } from './access-token'
import type { MediaRoom } from './media-room'

/** Where LiveKit serves its room service (Twirp, JSON or protobuf bodies). */
export const ROOM_SERVICE_PREFIX = '/twirp/livekit.RoomService/'

/** A request body larger than this is refused before it is read further. */
const MAX_BODY_BYTES = 64 * 1024

/** Twirp's error codes that the room service answers, with their HTTP status. */
const TWIRP_STATUS = { bad_route: 404, malformed: 400, unauthenticated: 401, not_found: 404, invalid_argument: 400 } as const
type TwirpCode = keyof typeof TWIRP_STATUS

class TwirpError extends Error {
  constructor(
    readonly code: TwirpCode,
    message: string,
  ) {
    super(message)
  }
}

/** A message class of @livekit/protocol, read from JSON or protobuf as Twirp does. */
interface Readable<T> {
  fromBinary(bytes: Uint8Array): T
  fromJsonString(json: string, options: { ignoreUnknownFields: boolean }): T
}

interface Writable {
  toBinary(): Uint8Array
  toJsonString(options: { useProtoFieldName: boolean }): string
}

export interface RoomServiceDeps {
  keys: ReadonlyMap<string, string>
  /** The room of a live call (made when nobody joined it yet), or undefined when no call has that room. */
  room(name: string): MediaRoom | undefined
}

/**
 * LiveKit's room service, the part a console needs to step into a call:
 * `ListParticipants`, `GetParticipant`, `UpdateParticipant`,
 * `MutePublishedTrack`, `RemoveParticipant` (pkg/service/roomservice.go and
 * roommanager.go). Authenticated as LiveKit does: a token the auth middleware
 * cannot accept is refused in plain text, then a token without `roomAdmin`
 * for the request's room is Twirp `unauthenticated` "permissions denied".
 */
export async function serveRoomService(req: IncomingMessage, res: ServerResponse, path: string, deps: RoomServiceDeps): Promise<void> {
  let adminOf: string | null
  try {
    adminOf = adminRoomOf(req.headers.authorization, deps.keys, Date.now())
  } catch (error) {
    const refused = error instanceof RefusedConnection ? error : new RefusedConnection(401, String(error))
    res.writeHead(refused.status, { 'content-type': 'text/plain; charset=utf-8' })
    res.end(refused.message)
    return
  }
  const binary = (req.headers['content-type'] ?? '').startsWith('application/protobuf')
  try {
    if (req.method !== 'POST') throw new TwirpError('bad_route', `unsupported method ${req.method} (only POST is allowed)`)
    const body = await readBody(req)
    const read = <T,>(type: Readable<T>): T => {
      try {
        return binary ? type.fromBinary(body) : type.fromJsonString(Buffer.from(body).toString('utf8') || '{}', { ignoreUnknownFields: true })
      } catch (error) {
        throw new TwirpError('malformed', `the request could not be decoded: ${String(error)}`)
      }
    }
    const answer = handle(path.slice(ROOM_SERVICE_PREFIX.length), read, adminOf, deps)
    res.writeHead(200, { 'content-type': binary ? 'application/protobuf' : 'application/json' })
    res.end(binary ? answer.toBinary() : answer.toJsonString({ useProtoFieldName: true }))
  } catch (error) {
    const twirp = error instanceof TwirpError ? error : new TwirpError('malformed', String(error))
    res.writeHead(TWIRP_STATUS[twirp.code], { 'content-type': 'application/json' })
    res.end(JSON.stringify({ code: twirp.code, msg: twirp.message }))
  }
}

function handle(method: string, read: <T>(type: Readable<T>) => T, adminOf: string | null, deps: RoomServiceDeps): Writable {
  const inRoom = (name: string): MediaRoom => {
    // LiveKit's EnsureAdminPermission: the grant must administer this very room.
    if (adminOf === null || adminOf !== name) throw new TwirpError('unauthenticated', 'permissions denied')
    const room = deps.room(name)
    if (!room) throw new TwirpError('not_found', 'requested room does not exist')
    return room
  }
  const participantOf = (room: MediaRoom, identity: string) => {
    const found = room.find(identity)
    if (!found) throw new TwirpError('not_found', 'participant does not exist')
    return found
  }
  switch (method) {
    case 'ListParticipants': {
      const request = read(ListParticipantsRequest)
      return new ListParticipantsResponse({ participants: inRoom(request.room).participants() })
    }
    case 'GetParticipant': {
      const request = read(RoomParticipantIdentity)
      return participantOf(inRoom(request.room), request.identity).info
    }
    case 'UpdateParticipant': {
      const request = read(UpdateParticipantRequest)
      const room = inRoom(request.room)
      participantOf(room, request.identity)
      return room.update(request.identity, request) as ParticipantInfo
    }
    case 'MutePublishedTrack': {
      const request = read(MuteRoomTrackRequest)
      const room = inRoom(request.room)
      const found = participantOf(room, request.identity)
      // LiveKit answers a track it does not know with no track, not an error.
      const track = 'member' in found ? room.muteMemberTrack(found.member, request.trackSid, request.muted) : room.muteSpeaker(found.speaker, request.trackSid, request.muted)
      return new MuteRoomTrackResponse({ track })
    }
    case 'RemoveParticipant': {
      const request = read(RoomParticipantIdentity)
      const room = inRoom(request.room)
      const found = participantOf(room, request.identity)
      if (!('member' in found)) throw new TwirpError('invalid_argument', `${request.identity} is the call's own participant: end the call instead`)
      found.member.close(DisconnectReason.PARTICIPANT_REMOVED)
      return new RemoveParticipantResponse()
    }
    default:
      throw new TwirpError('bad_route', `no handler for path "${ROOM_SERVICE_PREFIX}${method}"`)
  }
}

async function readBody(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new TwirpError('malformed', `the request body is larger than ${MAX_BODY_BYTES} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}
