import type { DisconnectReason as LiveKitDisconnectReason, RoomEvent as LiveKitRoomEvent, Track as LiveKitTrack } from 'livekit-client'

/*
 * The names of livekit-client the room controller reads, as plain values: an
 * import of them from livekit-client would put the whole library in the wall's
 * start bundle, where only listening needs it (livekit-room.ts loads it then).
 * The types hold each value to livekit-client's own.
 */

export const RoomEvent = {
  ActiveSpeakersChanged: 'activeSpeakersChanged',
  Reconnecting: 'reconnecting',
  Reconnected: 'reconnected',
  Disconnected: 'disconnected',
  AudioPlaybackStatusChanged: 'audioPlaybackChanged',
  ParticipantConnected: 'participantConnected',
  ParticipantDisconnected: 'participantDisconnected',
  TrackSubscribed: 'trackSubscribed',
  TrackUnsubscribed: 'trackUnsubscribed',
  ParticipantPermissionsChanged: 'participantPermissionsChanged',
} as const satisfies { [K in keyof typeof LiveKitRoomEvent]?: `${(typeof LiveKitRoomEvent)[K]}` }

export const DisconnectReason = {
  CLIENT_INITIATED: 1,
  DUPLICATE_IDENTITY: 2,
  SERVER_SHUTDOWN: 3,
  PARTICIPANT_REMOVED: 4,
  ROOM_DELETED: 5,
  JOIN_FAILURE: 7,
  SIGNAL_CLOSE: 9,
  ROOM_CLOSED: 10,
  CONNECTION_TIMEOUT: 14,
  MEDIA_FAILURE: 15,
} as const satisfies { [K in keyof typeof LiveKitDisconnectReason]?: (typeof LiveKitDisconnectReason)[K] }

export type DisconnectReason = LiveKitDisconnectReason

const MICROPHONE = 'microphone' satisfies `${LiveKitTrack.Source.Microphone}`

/** A track's source, as livekit-client's `Track.Source`: a string enum, so the checked value is cast to its member. */
export const Track = {
  Source: { Microphone: MICROPHONE as LiveKitTrack.Source.Microphone },
} as const

export type TrackSource = LiveKitTrack.Source
