import type { RoomLike, TrackLike } from './room-controller'

type LiveKit = typeof import('livekit-client')

let liveKit: Promise<LiveKit> | null = null

/**
 * livekit-client, a chunk of its own: most of the wall's life is spent not
 * listening, so it is fetched when listening starts or is about to (the
 * pointer or the focus on Listen), once. A failed fetch is tried again next time.
 */
export function loadLiveKit(): Promise<LiveKit> {
  liveKit ??= import('livekit-client').catch((error: unknown) => {
    liveKit = null
    throw error
  })
  return liveKit
}

/**
 * A real LiveKit room for listening: audio only, nothing published. A listener
 * needs only the server's subscriber connection, which every LiveKit server
 * offers on `/rtc`; the single peer connection path (`/rtc/v1`) would make
 * servers without it cost a refused upgrade and an HTTP check on every join.
 */
export async function createLiveKitRoom(): Promise<RoomLike> {
  const { Room } = await loadLiveKit()
  return new Room({ adaptiveStream: false, dynacast: false, singlePeerConnection: false })
}

/**
 * Plays a subscribed track through a hidden audio element; the room's output
 * device applies to it. The element names whose voice it is, so the page
 * (and a test measuring one voice) can tell the agent from a supervisor.
 */
export function playAudioTrack(track: TrackLike, identity: string): () => void {
  const element = track.attach()
  element.hidden = true
  element.dataset.participant = identity
  document.body.append(element)
  return () => {
    for (const detached of track.detach()) detached.remove()
  }
}

export async function listOutputDevices(): Promise<MediaDeviceInfo[]> {
  try {
    const { Room } = await loadLiveKit()
    return await Room.getLocalDevices('audiooutput', false)
  } catch {
    return []
  }
}

/** Listening is about to start (the pointer or the focus is on Listen): fetch livekit-client now; a failure is told by the listen itself. */
export function prefetchLiveKit(): void {
  loadLiveKit().catch(() => undefined)
}
