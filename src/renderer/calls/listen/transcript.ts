/**
 * The live transcript, as plain data: the segments a call's room transcribes
 * (LiveKit's `lk.transcription` text streams, interim then final, one segment
 * id per line), and the transcript a view shows, those merged with the lines
 * the polls saw. No Svelte, no livekit-client: tested as is.
 */

/** The topic and attributes of a LiveKit agent's transcription text streams. */
export const TRANSCRIPTION_TOPIC = 'lk.transcription'
export const SEGMENT_ID_ATTRIBUTE = 'lk.segment_id'
export const FINAL_ATTRIBUTE = 'lk.transcription_final'

export type SpeakerKind = 'agent' | 'customer' | 'supervisor'

export interface Speaker {
  kind: SpeakerKind
  name: string
}

/** One text stream of a segment as the room delivered it: the whole text so far, and whether it is the final one. */
export interface HeardSegment {
  roomName: string
  segmentId: string
  speaker: Speaker
  text: string
  final: boolean
  /** When the console received it, in epoch ms. */
  at: number
}

/** A line of the room's transcript: interim until its final segment arrives. */
export interface RoomSegment {
  segmentId: string
  speaker: Speaker
  text: string
  final: boolean
  /** When the console first heard it, and last (the final segment's arrival once final), as ISO instants. */
  startedAt: string
  endedAt: string
}

/** What leaves the renderer for each final segment, once per segment id: the store's `onFinalSegment`. */
export interface FinalSegment {
  roomName: string
  segmentId: string
  speaker: Speaker
  text: string
  startedAt: string
  endedAt: string
}

/** A line the polls saw: a call's `lastMessage` as it changed, with when. */
export interface PolledLine {
  at: string
  text: string
}

/** A line as a view shows it; a polled line has no speaker. */
export interface TranscriptLine {
  key: string
  speaker: Speaker | null
  text: string
  at: string
  final: boolean
}

export interface Transcript {
  lines: TranscriptLine[]
  /** Some lines came only from polls (or none from the room): lines spoken between two polls may be missing. */
  partial: boolean
  /** Why the room's final lines could not be kept with the call (History would miss them), or null. */
  notKept: string | null
}

/**
 * The segments of one room, in the order their first stream arrived. An
 * interim stream replaces the text of its segment; the final one fixes it,
 * and whatever comes for that id afterwards is ignored.
 */
export class RoomTranscript {
  #segments: RoomSegment[] = []
  readonly #index = new Map<string, number>()

  constructor(readonly roomName: string) {}

  /** The segments now; a new array after each change, unchanged segments the same objects. */
  get segments(): readonly RoomSegment[] {
    return this.#segments
  }

  /** Takes a stream; answers the final segment when this stream made it final, else null. */
  receive(heard: HeardSegment): FinalSegment | null {
    const at = new Date(heard.at).toISOString()
    const index = this.#index.get(heard.segmentId)
    const known = index === undefined ? undefined : this.#segments[index]
    if (known?.final) return null
    const segment: RoomSegment = {
      segmentId: heard.segmentId,
      speaker: heard.speaker,
      text: heard.text,
      final: heard.final,
      startedAt: known?.startedAt ?? at,
      endedAt: at,
    }
    const segments = [...this.#segments]
    if (index === undefined) {
      this.#index.set(heard.segmentId, segments.length)
      segments.push(segment)
    } else segments[index] = segment
    this.#segments = segments
    if (!segment.final) return null
    return { roomName: this.roomName, segmentId: segment.segmentId, speaker: segment.speaker, text: segment.text, startedAt: segment.startedAt, endedAt: segment.endedAt }
  }
}

/** The rooms whose transcripts are kept in memory; a new one drops the oldest beyond these. */
const ROOMS_KEPT = 20

const NONE: readonly RoomSegment[] = []

/** The transcripts of the rooms listened to, by room, the oldest dropped beyond `ROOMS_KEPT`. */
export class RoomTranscripts {
  readonly #rooms = new Map<string, RoomTranscript>()

  of(roomName: string | null): readonly RoomSegment[] {
    return (roomName && this.#rooms.get(roomName)?.segments) || NONE
  }

  /** Takes a stream; answers whether the room's segments changed, and the final segment it made, if any. */
  receive(heard: HeardSegment): { changed: boolean; final: FinalSegment | null } {
    let transcript = this.#rooms.get(heard.roomName)
    if (!transcript) {
      transcript = new RoomTranscript(heard.roomName)
      this.#rooms.set(heard.roomName, transcript)
      for (const old of [...this.#rooms.keys()].slice(0, -ROOMS_KEPT)) this.#rooms.delete(old)
    }
    const before = transcript.segments
    const final = transcript.receive(heard)
    return { changed: transcript.segments !== before, final }
  }

  clear(): void {
    this.#rooms.clear()
  }
}

/** Spacing and case do not make two lines different. */
const sameText = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The transcript a view shows: the room's segments, and the polled lines the
 * room did not transcribe (a polled line whose text is a final segment's is
 * that line), in time order: a segment at the moment it was complete (a
 * poll sees a line once said), a polled line at its poll.
 */
export function mergeTranscript(room: readonly RoomSegment[], polled: readonly PolledLine[]): Transcript {
  const transcribed = new Set(room.filter((segment) => segment.final).map((segment) => sameText(segment.text)))
  // A polled line keeps its place among the polled lines as its key, whichever of them the room transcribed.
  const fromPolls = polled.flatMap((line, n) => (transcribed.has(sameText(line.text)) ? [] : [{ ...line, key: `poll-${n}` }]))
  const lines: TranscriptLine[] = room.map((segment) => ({
    key: segment.segmentId,
    speaker: segment.speaker,
    text: segment.text,
    at: segment.startedAt,
    final: segment.final,
  }))
  if (fromPolls.length > 0) {
    const order = room.map((segment) => Date.parse(segment.endedAt))
    // Each polled line goes before the first segment completed after its poll; segments keep their own order.
    let inserted = 0
    for (const line of fromPolls) {
      const polledAt = Date.parse(line.at)
      const before = order.findIndex((ended) => ended > polledAt)
      const position = (before === -1 ? room.length : before) + inserted
      lines.splice(position, 0, { key: line.key, speaker: null, text: line.text, at: line.at, final: true })
      inserted++
    }
  }
  return { lines, partial: room.length === 0 || fromPolls.length > 0, notKept: null }
}
