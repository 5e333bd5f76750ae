import { DataPacket, ParticipantInfo, TrackInfo } from '@livekit/protocol'
import { describe, expect, it } from 'vitest'
import { prngFor } from '../../../../src/simulator/fixture/prng'
import { Conversation } from '../../../../src/simulator/media/speech'
import type { Speaker } from '../../../../src/simulator/media/speech-clips'
import { Transcriber } from '../../../../src/simulator/media/transcription'

const speaker = (identity: string, sid: string, trackSid: string) => new ParticipantInfo({ identity, sid, tracks: [new TrackInfo({ sid: trackSid })] })
const SPEAKERS: Record<Speaker, ParticipantInfo> = {
  agent: speaker('agent-agt_billing', 'PA_agent', 'TR_agent'),
  customer: speaker('customer-1', 'PA_customer', 'TR_customer'),
}

interface Stream {
  from: string
  sequences: number[]
  attributes: Record<string, string>
  text: string
}

function setup(): { transcriber: Transcriber; streams: Stream[] } {
  const streams: Stream[] = []
  const transcriber = new Transcriber(SPEAKERS, prngFor(1, 'test'), (packets: DataPacket[]) => {
    const [header, chunk, trailer] = packets
    if (header?.value.case !== 'streamHeader' || chunk?.value.case !== 'streamChunk' || trailer?.value.case !== 'streamTrailer') throw new Error('not header, chunk, trailer')
    expect(new Set([header.value.value.streamId, chunk.value.value.streamId, trailer.value.value.streamId]).size).toBe(1)
    streams.push({
      from: header.participantIdentity,
      sequences: packets.map((packet) => packet.sequence),
      attributes: header.value.value.attributes,
      text: new TextDecoder().decode(chunk.value.value.content),
    })
  })
  return { transcriber, streams }
}

const TEXT = 'one two three four five six seven eight nine ten'

describe("the media room's transcription", () => {
  it('sends a line as interim segments of the words heard every 300 ms, then the final one, one segment id, from its speaker', () => {
    const { transcriber, streams } = setup()
    for (let spoken = 1; spoken <= 50; spoken++) transcriber.frame({ turn: 1, speaker: 'agent', text: TEXT, spoken, length: 50 })
    expect(streams.map((s) => [s.text, s.attributes['lk.transcription_final']])).toEqual([
      ['one two three', 'false'],
      ['one two three four five six', 'false'],
      ['one two three four five six seven eight nine', 'false'],
      [TEXT, 'true'],
    ])
    const ids = new Set(streams.map((s) => s.attributes['lk.segment_id']))
    expect(ids.size).toBe(1)
    expect([...ids][0]).toMatch(/^SG_[0-9a-f]{12}$/)
    expect(streams.every((s) => s.from === 'agent-agt_billing' && s.attributes['lk.transcribed_track_id'] === 'TR_agent')).toBe(true)
    expect(streams.flatMap((s) => s.sequences)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    expect(transcriber.spoken).toEqual([expect.objectContaining({ speaker: 'agent', identity: 'agent-agt_billing', text: TEXT, endedAtMs: expect.any(Number) })])
  })

  it('ends a line cut short (its speaker muted) with the words heard; each speaker numbers its own packets', () => {
    const { transcriber, streams } = setup()
    transcriber.frame({ turn: 1, speaker: 'agent', text: 'Hi.', spoken: 1, length: 1 })
    for (let spoken = 1; spoken <= 20; spoken++) transcriber.frame({ turn: 2, speaker: 'customer', text: TEXT, spoken, length: 50 })
    transcriber.frame(null)
    expect(streams.map((s) => [s.from, s.text, s.attributes['lk.transcription_final'], s.sequences[0]])).toEqual([
      ['agent-agt_billing', 'Hi.', 'true', 1],
      ['customer-1', 'one two three', 'false', 1],
      ['customer-1', 'one two three four', 'true', 4],
    ])
    expect(transcriber.spoken.map((s) => [s.text, s.endedAtMs !== null])).toEqual([
      ['Hi.', true],
      ['one two three four', true],
    ])
  })

  it('a line the audio stopped in (nobody left listening) is left unsaid; the next begins afresh', () => {
    const { transcriber, streams } = setup()
    for (let spoken = 1; spoken <= 10; spoken++) transcriber.frame({ turn: 1, speaker: 'agent', text: TEXT, spoken, length: 50 })
    transcriber.stop()
    transcriber.frame({ turn: 1, speaker: 'agent', text: 'Hello again.', spoken: 1, length: 1 })
    expect(streams.map((s) => s.text)).toEqual(['Hello again.'])
    expect(transcriber.spoken.map((s) => [s.text, s.endedAtMs !== null])).toEqual([
      [TEXT, false],
      ['Hello again.', true],
    ])
  })

  it("follows a room's conversation: every line said, in order, each final text that line's", () => {
    const { transcriber, streams } = setup()
    const conversation = new Conversation(3, 'room_t')
    const said: string[] = []
    for (let i = 0; i < 3000; i++) {
      const frame = conversation.next()
      transcriber.frame(frame.line)
      if (frame.line && frame.line.spoken === frame.line.length) said.push(frame.line.text)
    }
    expect(said.length).toBeGreaterThan(5)
    expect(streams.filter((s) => s.attributes['lk.transcription_final'] === 'true').map((s) => s.text)).toEqual(said)
  })
})
