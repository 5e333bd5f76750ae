import type { CallDetail } from '../../../shared/bridge'
import { Listeners } from '../../lib/listeners'
import { t } from '../../i18n/translation.svelte'
import { mergeTranscript, RoomTranscripts, type FinalSegment, type HeardSegment, type RoomSegment, type Transcript } from './transcript'

/**
 * The transcripts the console heard in the rooms it listened to, for this
 * window's life (a workspace switch clears them): each room's segments, the
 * transcript a view shows (merged with the lines the polls saw), and the one
 * place final segments leave the renderer, `onFinalSegment`.
 */
export class LiveTranscripts {
  /** Counts the changes: what reads a transcript reads it, so it is read again after each. */
  #version = $state(0)
  readonly #rooms = new RoomTranscripts()
  readonly #finals = new Listeners<[FinalSegment]>()
  /** By room: why its final lines could not be kept. */
  #notKept = $state<Record<string, string>>({})

  /** `agentName`: the call's AI agent as the wall names it, which a room's agent may not give (LiveKit names agents by their job). */
  constructor(private readonly agentName: (roomName: string) => string | null) {}

  /** The segments heard in the room, in order; none when never listened to. */
  of(roomName: string | null): readonly RoomSegment[] {
    void this.#version
    return this.#rooms.of(roomName)
  }

  /** The room's segments merged with the lines the polls saw of that call (`detail`, when it is the same call). */
  transcriptOf(roomName: string, detail: CallDetail | null): Transcript {
    const polled = detail?.roomName === roomName ? detail.events.filter((event) => event.kind === 'message').map((event) => ({ at: event.at, text: event.value })) : []
    return { ...mergeTranscript(this.of(roomName), polled), notKept: this.#notKept[roomName] ?? null }
  }

  /** The room's final lines could not be kept (`transcripts.add` refused or failed): its transcript says so. */
  notKept(roomName: string, why: string): void {
    this.#notKept = { ...this.#notKept, [roomName]: why }
  }

  /** A stream heard in a room (`RoomController.onTranscript`); the agent and the customer named as the wall names them. */
  receive(heard: HeardSegment): void {
    const { roomName, speaker } = heard
    const name = speaker.kind === 'agent' ? (this.agentName(roomName) ?? speaker.name) : speaker.kind === 'customer' ? t('calls.role.customer') : speaker.name
    const { changed, final } = this.#rooms.receive({ ...heard, speaker: { kind: speaker.kind, name } })
    if (!changed) return
    this.#version++
    if (final) this.#finals.emit(final)
  }

  /**
   * Calls `callback` once for each final segment, as it arrives: where the
   * transcript leaves the renderer to be kept. Returns the unsubscribe function.
   */
  onFinalSegment(callback: (segment: FinalSegment) => void): () => void {
    return this.#finals.add(callback)
  }

  reset(): void {
    this.#rooms.clear()
    this.#notKept = {}
    this.#version++
  }
}
