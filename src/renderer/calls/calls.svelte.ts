import { connection } from '../app/connection.svelte'
import { router } from '../app/router.svelte'
import { bridge } from '../lib/bridge'
import { stopsTogether } from '../lib/listeners'
import { errorText, t } from '../i18n/i18n.svelte'
import { CallDetailState } from './detail/call-detail.svelte'
import { CallWall } from './wall/call-wall.svelte'
import { ListenSession } from './listen/listen-session.svelte'
import { MediaServer } from './listen/media-server.svelte'
import type { FinalSegment } from './listen/transcript'
import { LiveTranscripts } from './listen/transcript.svelte'
import { RoomPresence } from './step-in/room-presence.svelte'
import { StepIn } from './step-in/step-in.svelte'
import { SupervisorProfileState } from './step-in/supervisor-profile.svelte'
import { attentionOf, type WallCall } from './wall/model'
import { WallSelection } from './wall/wall-selection.svelte'
import { Wallboard } from './wallboard/wallboard.svelte'

/**
 * The Live calls feature's state, created once: the wall, which call is
 * selected and open in the detail panel, listening in (and the transcripts
 * heard) and stepping in, who is
 * on the calls that need it, the media server and the supervisor's profile
 * they need, and the wallboard. A link `#/calls?room=…` (a transfer notification,
 * the callbacks' "Open the live call") opens that call.
 */
class LiveCalls {
  readonly wall = new CallWall()
  readonly selection = new WallSelection()
  readonly detail = new CallDetailState()
  readonly listening = new ListenSession()
  /** What the rooms listened to transcribed; the agent named as the wall names it. */
  readonly transcripts = new LiveTranscripts((roomName) => this.wall.calls.get(roomName)?.call.aiAgentName ?? null)
  readonly mediaServer = new MediaServer()
  readonly profile = new SupervisorProfileState()
  readonly stepIn = new StepIn(this.listening.controller, this.profile)
  readonly presence = new RoomPresence({
    read: (roomNames) => bridge.invoke('calls.participants', { roomNames }),
    visible: () => document.visibilityState === 'visible',
  })
  readonly wallboard = new Wallboard()
  /** The wall's copy of the open call when its sighting was last read: a new copy means read again. */
  #detailEntry: WallCall | null = null

  /** Follows the wall and the links to a call for the window's life; returns the function that stops. */
  start(): () => void {
    const stops = [
      this.wall.start(),
      this.wall.onUpdate((ended) => this.#wallUpdated(ended)),
      router.follow('calls', 'room', (roomName) => this.open(roomName)),
      this.listening.controller.onTranscript((heard) => this.transcripts.receive(heard)),
      this.transcripts.onFinalSegment((segment) => void this.#keep(segment)),
    ]
    // Listening and stepping in need these, the first screen does not.
    void this.wall.firstRead.then(() => {
      void this.mediaServer.refresh()
      void this.profile.refresh()
    })
    return stopsTogether(stops)
  }

  /** The view is shown; returns what it calls when it leaves (who is on the calls, the wallboard and a held order do not outlive it). */
  enter(): () => void {
    const stopPresence = this.presence.follow(() => this.#followedRooms())
    return () => {
      stopPresence()
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

  /** Listens to the call; speaking in another one stops first. */
  async listen(roomName: string): Promise<void> {
    if (this.stepIn.state.roomName !== roomName) await this.stepIn.stopSpeaking()
    await this.listening.listen(roomName)
  }

  /** Leaves the call listened to, speaking in it (and a take-over) ended first. */
  async leave(reason?: string): Promise<void> {
    await this.stepIn.stopSpeaking()
    await this.listening.leave(reason)
  }

  closeDetail(): void {
    this.selection.closeDetail()
    router.forget('calls')
  }

  /** Another workspace is open: its calls, and its own media server. */
  reset(): void {
    void this.leave()
    this.presence.reset()
    this.selection.reset()
    this.detail.reset()
    this.#detailEntry = null
    this.wall.reset()
    this.transcripts.reset()
    void this.mediaServer.refresh()
  }

  /** A final line heard is kept with its call: History shows and finds it, the alert rules hear it. */
  async #keep({ roomName, ...segment }: FinalSegment): Promise<void> {
    const workspaceId = this.wall.workspaceId
    if (!workspaceId) return
    const result = await bridge.invoke('transcripts.add', { workspaceId, roomName, segments: [segment] })
    if (!result.ok) this.transcripts.notKept(roomName, t('calls.transcript.notKept', { error: errorText(result.error) }))
    else if (result.value.refused[0]) this.transcripts.notKept(roomName, t('calls.transcript.lineNotKept', { reason: result.value.refused[0].reason }))
  }

  #wallUpdated(ended: readonly string[]): void {
    // Ending the call being listened to (here, or by anyone) leaves its room.
    const listened = this.listening.roomName
    if (listened && ended.includes(listened)) {
      this.stepIn.callEnded()
      void this.listening.leave(t('calls.listen.callEnded'))
    }
    const open = this.selection.detail
    const entry = open ? (this.wall.calls.get(open) ?? null) : null
    if (open && entry !== this.#detailEntry) {
      this.#detailEntry = entry
      void this.detail.load(open)
    }
  }

  /** The calls whose participants are read: the opened one, the one listened to, the pinned ones (pinned come first in the wall's order). */
  #followedRooms(): string[] {
    if (!this.mediaServer.settings?.configured || connection.offline) return []
    const rooms = [this.selection.detail, this.listening.roomName].filter((roomName) => roomName !== null)
    for (const entry of this.wall.sorted) {
      if (attentionOf(entry, this.wall.now, this.wall.rules).length === 0) break
      rooms.push(entry.call.roomName)
    }
    return rooms
  }
}

export const calls = new LiveCalls()
