import { Room } from 'livekit-client'
import type { RoomLike, TrackLike } from './room-controller'

/**
 * A real LiveKit room for listening: audio only, nothing published. A listener
 * needs only the server's subscriber connection, which every LiveKit server
 * offers on `/rtc`; the single peer connection path (`/rtc/v1`) would make
 * servers without it cost a refused upgrade and an HTTP check on every join.
 */
export function createLiveKitRoom(): RoomLike {
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
    return await Room.getLocalDevices('audiooutput', false)
  } catch {
    return []
  }
}
