import { prngFor, type Prng } from '../fixture/prng'
import { loadSpeechClips, type Speaker } from './speech-clips'

/** 20 ms of Opus at 48 kHz. */
export const FRAME_MS = 20
export const SAMPLES_PER_FRAME = 960

/** An Opus frame of silence (CELT, fullband, 20 ms), what WebRTC senders use between words. */
export const SILENT_FRAME = Buffer.from([0xf8, 0xff, 0xfe])

/** A short pause between turns, as people leave, in frames (300 to 700 ms). */
const PAUSE_FRAMES = [15, 35] as const

/** A line's words and its 20 ms Opus frames. */
interface Clip {
  text: string
  frames: Buffer[]
}

interface Clips {
  bySpeaker: Record<Speaker, Clip[]>
  byText: Map<string, Clip>
}

let loaded: Clips | null = null

/** The clips, read once, at first use: each speaker's, and each line's by its text. */
function clips(): Clips {
  if (!loaded) {
    const all = loadSpeechClips()
    loaded = {
      bySpeaker: {
        agent: all.filter((clip) => clip.speaker === 'agent'),
        customer: all.filter((clip) => clip.speaker === 'customer'),
      },
      byText: new Map(all.map((clip) => [clip.text, clip])),
    }
  }
  return loaded
}

const NOBODY: ReadonlySet<Speaker> = new Set()

const SILENCE: ConversationFrame = { agent: SILENT_FRAME, customer: SILENT_FRAME, speaker: null, line: null }

/** The line being said during a frame: its turn (counted from 1), its words, and how many of its frames are out. */
export interface LineProgress {
  turn: number
  speaker: Speaker
  text: string
  spoken: number
  length: number
}

/** What each side sends during one 20 ms frame, and who is talking, saying which line. */
export interface ConversationFrame {
  agent: Buffer
  customer: Buffer
  speaker: Speaker | null
  line: LineProgress | null
}

/** A line the room says: who says it and what (its clip is found by the text). */
export interface SpokenLine {
  speaker: Speaker
  text: string
}

/**
 * A room's conversation: the call's script, line by line, from the line the
 * call is at, each speaker in their own voice, with a short pause between
 * turns; after the last line it starts the script again. A line with no clip
 * (a call whose lines were given through `/_sim`), or a call without a script,
 * gets one of that speaker's lines picked by a PRNG seeded by the room, with
 * the agent and the customer taking turns; so a room always says the same thing.
 */
export class Conversation {
  readonly #rng: Prng
  readonly #script: readonly SpokenLine[]
  #line: number
  #speaker: Speaker = 'agent'
  #clip: Clip = { text: '', frames: [] }
  #turn = 0
  #position = 0
  #pause = 0

  constructor(seed: number, roomName: string, script: readonly SpokenLine[] = [], fromLine = 0) {
    this.#rng = prngFor(seed, 'media-room', roomName)
    this.#script = script
    this.#line = script.length > 0 ? Math.max(0, fromLine) % script.length : 0
  }

  /** The next 20 ms; a speaker in `muted` says nothing: its turn ends and its lines are skipped until it is unmuted. */
  next(muted: ReadonlySet<Speaker> = NOBODY): ConversationFrame {
    if (this.#position < this.#clip.frames.length && muted.has(this.#speaker)) this.#endTurn()
    if (this.#pause > 0) {
      this.#pause--
      return SILENCE
    }
    if (this.#position >= this.#clip.frames.length && !this.#startTurn(muted)) return SILENCE
    const speaker = this.#speaker
    const { text, frames } = this.#clip
    const frame = frames[this.#position++]!
    const line: LineProgress = { turn: this.#turn, speaker, text, spoken: this.#position, length: frames.length }
    if (this.#position >= frames.length) this.#endTurn()
    return speaker === 'agent'
      ? { agent: frame, customer: SILENT_FRAME, speaker: 'agent', line }
      : { agent: SILENT_FRAME, customer: frame, speaker: 'customer', line }
  }

  /** Starts the next line whose speaker is not muted; answers false when every speaker is. */
  #startTurn(muted: ReadonlySet<Speaker>): boolean {
    for (let skipped = 0; skipped <= this.#script.length; skipped++) {
      const line = this.#script[this.#line]
      if (line) this.#speaker = line.speaker
      if (!muted.has(this.#speaker)) {
        this.#clip = (line && clips().byText.get(line.text)) || this.#rng.pick(clips().bySpeaker[this.#speaker])
        this.#position = 0
        this.#turn++
        return true
      }
      if (this.#script.length > 0) this.#line = (this.#line + 1) % this.#script.length
      else this.#speaker = this.#speaker === 'agent' ? 'customer' : 'agent'
    }
    return false
  }

  #endTurn(): void {
    this.#clip = { text: '', frames: [] }
    this.#position = 0
    this.#pause = this.#rng.int(PAUSE_FRAMES[0], PAUSE_FRAMES[1])
    if (this.#script.length > 0) this.#line = (this.#line + 1) % this.#script.length
    else this.#speaker = this.#speaker === 'agent' ? 'customer' : 'agent'
  }
}
