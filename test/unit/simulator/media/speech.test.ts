import { describe, expect, it } from 'vitest'
import { AGENT_LINES, CALL_SCRIPTS, CUSTOMER_LINES, TRANSFER_LINE } from '../../../../src/simulator/fixture/call-scripts'
import { Conversation, FRAME_MS, SILENT_FRAME } from '../../../../src/simulator/media/speech'
import { loadSpeechClips, type Speaker } from '../../../../src/simulator/media/speech-clips'

const SPEECH_CLIPS = loadSpeechClips()

/** The length of an Opus packet's audio (RFC 6716 §3.1: the TOC byte's configuration and frame count code). */
function packetMs(packet: Buffer): number {
  const config = packet[0]! >> 3
  const frameMs = config < 12 ? [10, 20, 40, 60][config & 3]! : config < 16 ? [10, 20][config & 1]! : [2.5, 5, 10, 20][config & 3]!
  const code = packet[0]! & 3
  const frames = code === 0 ? 1 : code < 3 ? 2 : packet[1]! & 0x3f
  return frameMs * frames
}

/** Who talks in each 20 ms frame, collapsed into turns (null: the pause between turns). */
function turns(conversation: Conversation, frames: number): (Speaker | null)[] {
  const out: (Speaker | null)[] = []
  for (let i = 0; i < frames; i++) {
    const speaker = conversation.next().speaker
    if (out[out.length - 1] !== speaker) out.push(speaker)
  }
  return out
}

describe('the rooms’ speech', () => {
  it('has a clip for every call line of the simulator, in the agent’s or the customer’s voice', () => {
    expect(SPEECH_CLIPS.filter((clip) => clip.speaker === 'agent').map((clip) => clip.text)).toEqual([...AGENT_LINES])
    expect(SPEECH_CLIPS.filter((clip) => clip.speaker === 'customer').map((clip) => clip.text)).toEqual([...CUSTOMER_LINES, TRANSFER_LINE])
  })

  it('reads each clip from its Ogg Opus file as the 20 ms packets the rooms pace their audio by', () => {
    for (const clip of SPEECH_CLIPS) {
      expect(clip.frames.length, clip.text).toBeGreaterThan(25)
      expect(new Set(clip.frames.map(packetMs)), clip.text).toEqual(new Set([FRAME_MS]))
    }
  })

  it('agent and customer take turns, with a pause between turns, the silent side sending silence', () => {
    const conversation = new Conversation(1, 'room_a')
    const sequence = turns(conversation, 60 * 50)
    expect(sequence.slice(0, 4)).toEqual(['agent', null, 'customer', null])
    expect(sequence.filter((s) => s !== null).length).toBeGreaterThan(10)
    const frame = new Conversation(1, 'room_a').next()
    expect(frame.speaker).toBe('agent')
    expect(frame.customer).toEqual(SILENT_FRAME)
    expect(frame.agent.length).toBeGreaterThan(SILENT_FRAME.length)
  })

  it('is fixed by the seed and the room: the same room says the same, another room something else', () => {
    const frames = (seed: number, room: string) => {
      const conversation = new Conversation(seed, room)
      return Buffer.concat(Array.from({ length: 2000 }, () => conversation.next().agent))
    }
    expect(frames(1, 'room_a').equals(frames(1, 'room_a'))).toBe(true)
    expect(frames(1, 'room_a').equals(frames(1, 'room_b'))).toBe(false)
  })

  it('follows the call’s script from the line the call is at, each line in its speaker’s voice, then starts it again', () => {
    const script = CALL_SCRIPTS.find((s) => s.scenario === 'billing-dispute')!.lines
    /** A clip's frames packed into one buffer, each a 2-byte length and its bytes. */
    const pack = (frames: Buffer[]) => Buffer.concat(frames.flatMap((bytes) => [Buffer.from([bytes.length >> 8, bytes.length & 255]), bytes]))
    const clipOf = (text: string) => pack(SPEECH_CLIPS.find((clip) => clip.text === text)!.frames)
    /** The turns as heard: each the frames its speaker sent. */
    const heard: { speaker: Speaker; bytes: Buffer }[] = []
    const conversation = new Conversation(7, 'room_script', script, 3)
    let current: { speaker: Speaker; frames: Buffer[] } | null = null
    while (heard.length < script.length + 1) {
      const frame = conversation.next()
      if (frame.speaker === null) {
        if (current) heard.push({ speaker: current.speaker, bytes: pack(current.frames) })
        current = null
        continue
      }
      current ??= { speaker: frame.speaker, frames: [] }
      current.frames.push(frame[frame.speaker])
    }
    const expected = [...script.slice(3), ...script.slice(0, 4)]
    expect(heard.map((turn) => turn.speaker)).toEqual(expected.map((line) => line.speaker))
    heard.forEach((turn, i) => expect(turn.bytes.equals(clipOf(expected[i]!.text)), `turn ${i}: “${expected[i]!.text}”`).toBe(true))
  })

  it('speaks mostly: over a minute, at least 60 % of the frames carry speech', () => {
    const conversation = new Conversation(3, 'room_c')
    let speaking = 0
    for (let i = 0; i < 3000; i++) if (conversation.next().speaker !== null) speaking++
    expect(speaking / 3000).toBeGreaterThan(0.6)
  })

  it('a muted speaker says nothing: its turn stops at once, its lines are skipped, the other speaks on; unmuted, it speaks again', () => {
    const script = CALL_SCRIPTS.find((s) => s.scenario === 'billing-dispute')!.lines
    const conversation = new Conversation(7, 'room_muted', script, 0)
    expect(conversation.next().speaker).toBe(script[0]!.speaker)
    const agentMuted = new Set<Speaker>(['agent'])
    const whileMuted = Array.from({ length: 3000 }, () => conversation.next(agentMuted))
    expect(whileMuted.filter((frame) => frame.speaker === 'agent' || !frame.agent.equals(SILENT_FRAME))).toEqual([])
    expect(whileMuted.filter((frame) => frame.speaker === 'customer').length).toBeGreaterThan(1000)
    expect(Array.from({ length: 3000 }, () => conversation.next(new Set<Speaker>(['agent', 'customer']))).every((frame) => frame.speaker === null)).toBe(true)
    expect(Array.from({ length: 3000 }, () => conversation.next()).some((frame) => frame.speaker === 'agent')).toBe(true)
  })
})
