import { describe, expect, it } from 'vitest'
import type { TranscriptSegment } from '../../../../src/shared/bridge'
import { speakerLabel, transcriptLines } from '../../../../src/renderer/history/transcript'

const segment = (segmentId: string, speaker: TranscriptSegment['speaker'], startedAt: string, text: string): TranscriptSegment => ({
  segmentId,
  speaker,
  text,
  startedAt,
  endedAt: startedAt,
})

describe('a kept room transcript as History shows it', () => {
  it('names each speaker in the supervisor’s words', () => {
    expect(speakerLabel({ kind: 'agent', name: 'Sales Agent' })).toBe('Sales Agent')
    expect(speakerLabel({ kind: 'agent', name: '' })).toBe('AI agent')
    expect(speakerLabel({ kind: 'customer', name: 'caller-7' })).toBe('Customer')
    expect(speakerLabel({ kind: 'supervisor', name: 'Maya' })).toBe('Maya (supervisor)')
    expect(speakerLabel({ kind: 'supervisor', name: '' })).toBe('Supervisor')
  })

  it('keeps the order spoken and gives each line its time in the chosen zone, to the second', () => {
    const lines = transcriptLines(
      [
        segment('s1', { kind: 'agent', name: 'Sales Agent' }, '2026-07-04T13:00:05.000Z', 'Hello'),
        segment('s2', { kind: 'customer', name: '' }, '2026-07-04T13:00:09.000Z', 'Cancel my account'),
      ],
      'America/New_York',
    )
    expect(lines).toEqual([
      { segmentId: 's1', kind: 'agent', speaker: 'Sales Agent', at: '2026-07-04T13:00:05.000Z', time: expect.stringMatching(/^9:00:05\sAM EDT$/), text: 'Hello' },
      { segmentId: 's2', kind: 'customer', speaker: 'Customer', at: '2026-07-04T13:00:09.000Z', time: expect.stringMatching(/^9:00:09\sAM EDT$/), text: 'Cancel my account' },
    ])
    const [tokyo] = transcriptLines([segment('s1', { kind: 'agent', name: '' }, '2026-07-04T13:00:05.000Z', 'x')], 'Asia/Tokyo')
    expect(tokyo?.time).toMatch(/^10:00:05\sPM GMT\+9$/)
  })
})
