import { router } from '../app/router.svelte'
import { stopsTogether } from '../lib/listeners'
import { CallDetailState } from './detail/call-detail.svelte'
import { CallWall } from './wall/call-wall.svelte'
import { ListenSession } from './listen/listen-session.svelte'
import { MediaServer } from './listen/media-server.svelte'
import type { WallCall } from './wall/model'
import { WallSelection } from './wall/wall-selection.svelte'
import { Wallboard } from './wallboard/wallboard.svelte'

/**
 * The Live calls feature's state, created once: the wall, which call is
 * selected and open in the detail panel, listening in, the media server it
 * needs, and the wallboard. A link `#/calls?room=…` (a transfer notification,
 * the callbacks' "Open the live call") opens that call.
 */
class LiveCalls {
  readonly wall = new CallWall()
  readonly selection = new WallSelection()
  readonly detail = new CallDetailState()
  readonly listening = new ListenSession()
  readonly mediaServer = new MediaServer()
  readonly wallboard = new Wallboard()
  /** The wall's copy of the open call when its sighting was last read: a new copy means read again. */
  #detailEntry: WallCall | null = null

  /** Follows the wall and the links to a call for the window's life; returns the function that stops. */
  start(): () => void {
    const stops = [
      this.wall.start(),
      this.wall.onUpdate((ended) => this.#wallUpdated(ended)),
      router.follow('calls', 'room', (roomName) => this.open(roomName)),
    ]
    void this.mediaServer.refresh()
    return stopsTogether(stops)
  }

  /** The view is shown; returns what it calls when it leaves (the wallboard and a held order do not outlive it). */
  enter(): () => void {
    return () => {
      this.wallboard.leave()
      this.wall.hold('pointer', false)
      this.wall.hold('focus', false)
    }
  }

  /** Opens the call in the detail panel and reads its sighting. */
  open(roomName: string): void {
    this.selection.open(roomName)
    this.#detailEntry = this.wall.calls.get(roomName) ?? null
    void this.detail.load(roomName)
  }

  closeDetail(): void {
    this.selection.closeDetail()
    router.forget('calls')
  }

  /** Another workspace is open: its calls, and its own media server. */
  reset(): void {
    void this.listening.leave()
    this.selection.reset()
    this.detail.reset()
    this.#detailEntry = null
    this.wall.reset()
    void this.mediaServer.refresh()
  }

  #wallUpdated(ended: readonly string[]): void {
    // Ending the call being listened to (here, or by anyone) leaves its room.
    const listened = this.listening.roomName
    if (listened && ended.includes(listened)) void this.listening.leave('The call ended.')
    const open = this.selection.detail
    const entry = open ? (this.wall.calls.get(open) ?? null) : null
    if (open && entry !== this.#detailEntry) {
      this.#detailEntry = entry
      void this.detail.load(open)
    }
  }
}

export const calls = new LiveCalls()
