import { describe, expect, it } from 'vitest'
import { AGENT_LINES, CUSTOMER_LINES, TRANSFER_LINE } from '../../../../src/simulator/fixture/call-scripts'
import { SPEECH_CLIPS } from '../../../../src/simulator/media/speech-clips'
import { Conversation, SILENT_FRAME, type Speaker } from '../../../../src/simulator/media/speech'

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

  it('speaks mostly: over a minute, at least 60 % of the frames carry speech', () => {
    const conversation = new Conversation(3, 'room_c')
    let speaking = 0
    for (let i = 0; i < 3000; i++) if (conversation.next().speaker !== null) speaking++
    expect(speaking / 3000).toBeGreaterThan(0.6)
  })
})
