import { router } from '../app/router.svelte'
import { CallWall } from './call-wall.svelte'
import { ListenSession } from './listen/listen-session.svelte'
import { WallSelection } from './wall-selection.svelte'

/** The Live calls view's state, shared by its components and the notifications that open a call. */
export const selection = new WallSelection()

function openCall(roomName: string): void {
  router.go('calls')
  selection.open(roomName)
}

export const wall = new CallWall(openCall)
export const listening = new ListenSession()

// Ending the call being listened to (here, or by anyone) leaves its room.
wall.onEnded((roomName) => {
  if (listening.roomName === roomName) void listening.leave('The call ended.')
})
