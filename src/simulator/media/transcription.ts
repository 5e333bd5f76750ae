import {
  DataPacket,
  DataPacket_Kind,
  DataStream_Chunk,
  DataStream_Header,
  DataStream_OperationType,
  DataStream_TextHeader,
  DataStream_Trailer,
  type ParticipantInfo,
} from '@livekit/protocol'
import { randomUUID } from 'node:crypto'
import type { Prng } from '../fixture/prng'
import type { LineProgress } from './speech'
import type { Speaker } from './speech-clips'

/** The topic and attributes LiveKit Agents give a transcription text stream (livekit-agents, `room_io`). */
export const TRANSCRIPTION_TOPIC = 'lk.transcription'
export const SEGMENT_ID = 'lk.segment_id'
export const TRANSCRIPTION_FINAL = 'lk.transcription_final'
export const TRANSCRIBED_TRACK_ID = 'lk.transcribed_track_id'

/** An interim segment at most every 300 ms while a line is spoken, as a streaming speech-to-text gives them. */
const INTERIM_FRAMES = 15

/** How many of its segments a room keeps for `/_sim/media`: the schedule a test measures the console against. */
const SPOKEN_KEPT = 200

/** A line the room said, by the wall clock: when its first frame and its last went out (null while it is said). */
export interface SpokenSegment {
  segmentId: string
  speaker: Speaker
  identity: string
  text: string
  startedAtMs: number
  endedAtMs: number | null
}

interface OpenSegment {
  turn: number
  spoken: SpokenSegment
  words: string[]
  /** Words heard by now, in proportion to the line's frames sent. */
  heard: number
  wordsSent: number
  sinceInterim: number
}

/**
 * Transcribes a room's conversation as a LiveKit agent does: while a line is
 * said, interim segments of the words heard so far, then the final segment,
 * all of one segment id, each a text stream on `lk.transcription` from the
 * speaking participant, naming its microphone track. A line cut short (its
 * speaker muted) ends with what was heard of it.
 */
export class Transcriber {
  #open: OpenSegment | null = null
  readonly #spoken: SpokenSegment[] = []
  /** Each sender's last reliable packet number: livekit-client drops a packet not above it. */
  readonly #sequences = new Map<string, number>()

  constructor(
    private readonly speakers: Record<Speaker, ParticipantInfo>,
    private readonly rng: Prng,
    /** The packets of one text stream, in order. */
    private readonly send: (packets: DataPacket[]) => void,
  ) {}

  /** The segments said lately, oldest first. */
  get spoken(): readonly SpokenSegment[] {
    return this.#spoken
  }

  /** One 20 ms frame of the conversation: the line being said, or null between lines. */
  frame(line: LineProgress | null): void {
    const open = this.#open
    if (open && line?.turn !== open.turn) this.#finish(open, open.heard)
    if (!line) return
    const segment = this.#open ?? this.#start(line)
    if (line.spoken >= line.length) return this.#finish(segment, segment.words.length)
    segment.sinceInterim++
    segment.heard = Math.ceil((segment.words.length * line.spoken) / line.length)
    if (segment.sinceInterim >= INTERIM_FRAMES && segment.heard > segment.wordsSent) {
      segment.sinceInterim = 0
      segment.wordsSent = segment.heard
      this.#stream(segment.spoken, segment.words.slice(0, segment.heard).join(' '), false)
    }
  }

  /** The audio stopped (nobody is listening): a line being said is left unsaid. */
  stop(): void {
    this.#open = null
  }

  #start(line: LineProgress): OpenSegment {
    const participant = this.speakers[line.speaker]
    const spoken: SpokenSegment = {
      segmentId: `SG_${this.rng.hex(12)}`,
      speaker: line.speaker,
      identity: participant.identity,
      text: line.text,
      startedAtMs: Date.now(),
      endedAtMs: null,
    }
    this.#spoken.push(spoken)
    if (this.#spoken.length > SPOKEN_KEPT) this.#spoken.splice(0, this.#spoken.length - SPOKEN_KEPT)
    this.#open = { turn: line.turn, spoken, words: line.text.split(' '), heard: 0, wordsSent: 0, sinceInterim: 0 }
    return this.#open
  }

  #finish(segment: OpenSegment, words: number): void {
    this.#open = null
    segment.spoken.text = segment.words.slice(0, Math.max(words, segment.wordsSent)).join(' ')
    segment.spoken.endedAtMs = Date.now()
    this.#stream(segment.spoken, segment.spoken.text, true)
  }

  /** One text stream, whole: its header (the attributes), one chunk (the text so far), its trailer. */
  #stream(segment: SpokenSegment, text: string, final: boolean): void {
    const from = this.speakers[segment.speaker]
    const streamId = randomUUID()
    const content = new TextEncoder().encode(text)
    const packet = (value: DataPacket['value']): DataPacket => {
      const sequence = (this.#sequences.get(from.sid) ?? 0) + 1
      this.#sequences.set(from.sid, sequence)
      return new DataPacket({ kind: DataPacket_Kind.RELIABLE, participantIdentity: from.identity, participantSid: from.sid, sequence, value })
    }
    const attributes = {
      [SEGMENT_ID]: segment.segmentId,
      [TRANSCRIPTION_FINAL]: String(final),
      [TRANSCRIBED_TRACK_ID]: from.tracks[0]?.sid ?? '',
    }
    this.send([
      packet({
        case: 'streamHeader',
        value: new DataStream_Header({
          streamId,
          timestamp: BigInt(Date.now()),
          topic: TRANSCRIPTION_TOPIC,
          mimeType: 'text/plain',
          totalLength: BigInt(content.length),
          attributes,
          contentHeader: { case: 'textHeader', value: new DataStream_TextHeader({ operationType: DataStream_OperationType.CREATE }) },
        }),
      }),
      packet({ case: 'streamChunk', value: new DataStream_Chunk({ streamId, chunkIndex: 0n, content }) }),
      packet({ case: 'streamTrailer', value: new DataStream_Trailer({ streamId }) }),
    ])
  }
}
