import { describe, expect, it } from 'vitest'
import type { CallDetail } from '../../../../../src/shared/bridge'
import { LiveTranscripts } from '../../../../../src/renderer/calls/listen/transcript.svelte'
import type { FinalSegment, HeardSegment } from '../../../../../src/renderer/calls/listen/transcript'

const T0 = Date.parse('2026-03-08T14:00:00Z')

const heard = (segmentId: string, text: string, final: boolean, kind: 'agent' | 'customer' | 'supervisor', roomName = 'room-1'): HeardSegment => ({
  roomName,
  segmentId,
  speaker: { kind, name: kind === 'agent' ? 'agent-agt_billing' : kind === 'customer' ? 'customer-5550123' : 'Grace' },
  text,
  final,
  at: T0,
})

describe('the live transcripts', () => {
  it('names the agent as the wall does, the customer "Customer", a supervisor by the name in the room', () => {
    const transcripts = new LiveTranscripts((roomName) => (roomName === 'room-1' ? 'Billing Agent' : null))
    transcripts.receive(heard('SG_1', 'Hello.', true, 'agent'))
    transcripts.receive(heard('SG_2', 'Hi.', true, 'customer'))
    transcripts.receive(heard('SG_3', 'Grace here.', true, 'supervisor'))
    transcripts.receive(heard('SG_4', 'Other room.', true, 'agent', 'room-2'))
    expect(transcripts.of('room-1').map((s) => s.speaker)).toEqual([
      { kind: 'agent', name: 'Billing Agent' },
      { kind: 'customer', name: 'Customer' },
      { kind: 'supervisor', name: 'Grace' },
    ])
    expect(transcripts.of('room-2')[0]!.speaker).toEqual({ kind: 'agent', name: 'agent-agt_billing' })
    expect(transcripts.of('room-3')).toEqual([])
  })

  it('hands each final segment to onFinalSegment once, interim ones never, until unsubscribed', () => {
    const transcripts = new LiveTranscripts(() => 'Billing Agent')
    const finals: FinalSegment[] = []
    const stop = transcripts.onFinalSegment((segment) => finals.push(segment))
    transcripts.receive(heard('SG_1', 'Thanks', false, 'agent'))
    transcripts.receive(heard('SG_1', 'Thanks for calling.', true, 'agent'))
    transcripts.receive(heard('SG_1', 'Thanks for calling.', true, 'agent'))
    expect(finals).toEqual([
      {
        roomName: 'room-1',
        segmentId: 'SG_1',
        speaker: { kind: 'agent', name: 'Billing Agent' },
        text: 'Thanks for calling.',
        startedAt: '2026-03-08T14:00:00.000Z',
        endedAt: '2026-03-08T14:00:00.000Z',
      },
    ])
    stop()
    transcripts.receive(heard('SG_2', 'Hi.', true, 'customer'))
    expect(finals).toHaveLength(1)
  })

  it('says under the room’s transcript why its lines could not be kept, until a workspace switch', () => {
    const transcripts = new LiveTranscripts(() => 'Billing Agent')
    transcripts.notKept('room-1', 'The disk holding the cache is full.')
    expect(transcripts.transcriptOf('room-1', null).notKept).toBe('The disk holding the cache is full.')
    expect(transcripts.transcriptOf('room-2', null).notKept).toBeNull()
    transcripts.reset()
    expect(transcripts.transcriptOf('room-1', null).notKept).toBeNull()
  })

  it('merges with the polled lines of the same call only; a workspace switch forgets every room', () => {
    const transcripts = new LiveTranscripts(() => 'Billing Agent')
    transcripts.receive(heard('SG_1', 'Hello.', true, 'agent'))
    const detail = {
      roomName: 'room-1',
      events: [
        { at: '2026-03-08T13:59:00Z', kind: 'message', value: 'Earlier line' },
        { at: '2026-03-08T14:00:05Z', kind: 'message', value: 'Hello.' },
        { at: '2026-03-08T14:00:06Z', kind: 'sentiment', value: 'negative' },
      ],
    } as CallDetail
    expect(transcripts.transcriptOf('room-1', detail)).toMatchObject({ partial: true, lines: [{ text: 'Earlier line', speaker: null }, { text: 'Hello.' }] })
    expect(transcripts.transcriptOf('room-1', { ...detail, roomName: 'room-9' })).toMatchObject({ partial: false, lines: [{ text: 'Hello.' }] })
    transcripts.reset()
    expect(transcripts.of('room-1')).toEqual([])
  })
})
