import type { ParticipantInfo, ParticipantPermission } from '@livekit/protocol'
import { CoreError, words } from '../errors/core-error'

/** What stepping in asks of a LiveKit server's room service (Twirp, `/twirp/livekit.RoomService/*`). */
export interface RoomService {
  listParticipants(roomName: string): Promise<ParticipantInfo[]>
  updateParticipant(
    roomName: string,
    identity: string,
    update: { name?: string; attributes?: Record<string, string>; permission?: Partial<ParticipantPermission> },
  ): Promise<void>
  mutePublishedTrack(roomName: string, identity: string, trackSid: string, muted: boolean): Promise<void>
}

/** Signs each call with the key and secret, or sends a token a token endpoint gave (`roomAdmin` for the room). */
export type RoomServiceAuth = { apiKey: string; apiSecret: string } | { token: string }

/** The room service's address: the media server's, over HTTP(S). */
function roomServiceUrl(mediaServerUrl: string): string {
  const url = new URL(mediaServerUrl)
  url.protocol = url.protocol === 'wss:' ? 'https:' : url.protocol === 'ws:' ? 'http:' : url.protocol
  return url.origin
}

const REQUEST_TIMEOUT_SECONDS = 5

/** The room service of the media server at `mediaServerUrl`, its failures as `CoreError`s in words. */
export function liveKitRoomService(mediaServerUrl: string, auth: RoomServiceAuth): RoomService {
  const host = roomServiceUrl(mediaServerUrl)
  const options = { requestTimeout: REQUEST_TIMEOUT_SECONDS, failover: false }
  // livekit-server-sdk is loaded at the first step in, not with the console (issue 38: the host's start).
  const client = import('livekit-server-sdk').then(({ RoomServiceClient }) =>
    'token' in auth ? new RoomServiceClient(host, undefined, undefined, { ...options, token: auth.token }) : new RoomServiceClient(host, auth.apiKey, auth.apiSecret, options),
  )
  const call = async <T>(work: (service: Awaited<typeof client>) => Promise<T>): Promise<T> => {
    try {
      return await work(await client)
    } catch (error) {
      throw roomServiceError(error, host)
    }
  }
  return {
    listParticipants: (roomName) => call((service) => service.listParticipants(roomName)),
    updateParticipant: (roomName, identity, update) => call(async (service) => void (await service.updateParticipant(roomName, identity, update))),
    mutePublishedTrack: (roomName, identity, trackSid, muted) => call(async (service) => void (await service.mutePublishedTrack(roomName, identity, trackSid, muted))),
  }
}

/** A Twirp failure (`{ code, msg }` with the HTTP status) in the supervisor's words. */
function roomServiceError(error: unknown, host: string): CoreError {
  const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined
  const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined
  if (code === 'not_found' || status === 404) return new CoreError('not_found', words('errors.calls.roomGone'))
  if (code === 'unauthenticated' || code === 'permission_denied' || status === 401 || status === 403) {
    return new CoreError('media_server_refused', words('errors.calls.roomRefused', { host }))
  }
  const failure = status === undefined ? words('errors.calls.roomUnreachable', { host }) : words('errors.calls.roomStatus', { host, status: String(status) })
  return new CoreError('media_server_failed', failure)
}
