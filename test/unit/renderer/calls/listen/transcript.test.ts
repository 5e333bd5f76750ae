import { describe, expect, it } from 'vitest'
import { mergeTranscript, RoomTranscript, RoomTranscripts, type HeardSegment, type Speaker } from '../../../../../src/renderer/calls/listen/transcript'

const AGENT: Speaker = { kind: 'agent', name: 'Billing Agent' }
const CUSTOMER: Speaker = { kind: 'customer', name: 'Customer' }
const T0 = Date.parse('2026-03-08T14:00:00Z')

const heard = (segmentId: string, text: string, final: boolean, seconds: number, speaker: Speaker = AGENT): HeardSegment => ({
  roomName: 'room-1',
  segmentId,
  speaker,
  text,
  final,
  at: T0 + seconds * 1000,
})

const iso = (seconds: number) => new Date(T0 + seconds * 1000).toISOString()

describe('the room transcript', () => {
  it('replaces a segment’s interim text by the next, then by its final, keeping when it started', () => {
    const transcript = new RoomTranscript('room-1')
    expect(transcript.receive(heard('SG_1', 'Thanks for', false, 0))).toBeNull()
    expect(transcript.receive(heard('SG_1', 'Thanks for calling', false, 0.3))).toBeNull()
    expect(transcript.segments).toEqual([{ segmentId: 'SG_1', speaker: AGENT, text: 'Thanks for calling', final: false, startedAt: iso(0), endedAt: iso(0.3) }])
    const final = transcript.receive(heard('SG_1', 'Thanks for calling billing.', true, 1))
    expect(final).toEqual({ roomName: 'room-1', segmentId: 'SG_1', speaker: AGENT, text: 'Thanks for calling billing.', startedAt: iso(0), endedAt: iso(1) })
    expect(transcript.segments).toEqual([{ segmentId: 'SG_1', speaker: AGENT, text: 'Thanks for calling billing.', final: true, startedAt: iso(0), endedAt: iso(1) }])
  })

  it('answers a final segment once: a repeated final, or an interim after it, changes nothing', () => {
    const transcript = new RoomTranscript('room-1')
    expect(transcript.receive(heard('SG_1', 'Hello.', true, 0))).not.toBeNull()
    const before = transcript.segments
    expect(transcript.receive(heard('SG_1', 'Hello.', true, 1))).toBeNull()
    expect(transcript.receive(heard('SG_1', 'Hel', false, 2))).toBeNull()
    expect(transcript.segments).toBe(before)
  })

  it('keeps segments in the order their first stream arrived, interleaved speakers included, unchanged ones the same objects', () => {
    const transcript = new RoomTranscript('room-1')
    transcript.receive(heard('SG_a', 'Hello', false, 0))
    transcript.receive(heard('SG_b', 'Hi', false, 0.5, CUSTOMER))
    transcript.receive(heard('SG_a', 'Hello, billing.', true, 1))
    const first = transcript.segments[0]
    transcript.receive(heard('SG_b', 'Hi there.', true, 1.5, CUSTOMER))
    expect(transcript.segments.map((s) => [s.segmentId, s.text, s.speaker.kind])).toEqual([
      ['SG_a', 'Hello, billing.', 'agent'],
      ['SG_b', 'Hi there.', 'customer'],
    ])
    expect(transcript.segments[0]).toBe(first)
  })
})

describe('merging the room’s transcript with the polled lines', () => {
  const room = () => {
    const transcript = new RoomTranscript('room-1')
    transcript.receive(heard('SG_1', 'Thanks for calling billing.', true, 10))
    transcript.receive(heard('SG_2', 'I was charged twice.', true, 14, CUSTOMER))
    transcript.receive(heard('SG_3', 'I am sorry', false, 16))
    return transcript.segments
  }

  it('without a room transcript, the polled lines, marked partial', () => {
    expect(mergeTranscript([], [{ at: iso(5), text: 'Hello' }])).toEqual({
      lines: [{ key: 'poll-0', speaker: null, text: 'Hello', at: iso(5), final: true }],
      partial: true,
      notKept: null,
    })
    expect(mergeTranscript([], []).partial).toBe(true)
  })

  it('a polled line whose text is a final segment’s is that line (spacing and case aside); an interim’s is not yet', () => {
    const merged = mergeTranscript(room(), [
      { at: iso(12), text: 'Thanks for calling  billing.' },
      { at: iso(16), text: 'i was charged twice.' },
    ])
    expect(merged.lines.map((line) => [line.text, line.speaker?.kind ?? null])).toEqual([
      ['Thanks for calling billing.', 'agent'],
      ['I was charged twice.', 'customer'],
      ['I am sorry', 'agent'],
    ])
    expect(merged.partial).toBe(false)
  })

  it('puts a line only the polls saw where its poll falls among the segments, and says the transcript is partial', () => {
    const merged = mergeTranscript(room(), [
      { at: iso(2), text: 'Before listening' },
      { at: iso(12), text: 'Missed between segments' },
      { at: iso(30), text: 'After the last' },
    ])
    expect(merged.lines.map((line) => line.text)).toEqual([
      'Before listening',
      'Thanks for calling billing.',
      'Missed between segments',
      'I was charged twice.',
      'I am sorry',
      'After the last',
    ])
    expect(merged.lines.filter((line) => line.speaker === null).map((line) => line.key)).toEqual(['poll-0', 'poll-1', 'poll-2'])
    expect(merged.partial).toBe(true)
  })
})

describe('the transcripts of the rooms listened to', () => {
  it('keeps each room’s apart, says when a stream changed one, and keeps the last 20 rooms', () => {
    const rooms = new RoomTranscripts()
    expect(rooms.receive({ ...heard('SG_1', 'Hello.', true, 0), roomName: 'room-a' })).toMatchObject({ changed: true, final: { roomName: 'room-a', text: 'Hello.' } })
    expect(rooms.receive({ ...heard('SG_1', 'Hello.', true, 1), roomName: 'room-a' })).toEqual({ changed: false, final: null })
    expect(rooms.receive({ ...heard('SG_1', 'Hi', false, 0), roomName: 'room-b' })).toEqual({ changed: true, final: null })
    expect(rooms.of('room-a').map((s) => s.text)).toEqual(['Hello.'])
    expect(rooms.of('room-b').map((s) => s.text)).toEqual(['Hi'])
    for (let n = 0; n < 19; n++) rooms.receive({ ...heard('SG_1', 'Later', true, 2), roomName: `room-${n}` })
    expect(rooms.of('room-a')).toEqual([])
    expect(rooms.of('room-b')).toHaveLength(1)
    expect(rooms.of(null)).toEqual([])
  })
})
