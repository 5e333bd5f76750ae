import { describe, expect, it } from 'vitest'
import { listQuarantine, searchTranscripts, transcriptOf } from '../../../../src/core/cache'
import type { StoredSegmentNotice } from '../../../../src/core/console'
import { transcriptsModule } from '../../../../src/core/transcripts/handlers'
import { commandsOf, featurePortsForTest } from '../../../support/feature-ports'
import { pollRecorder } from '../../../support/polls'
import { activeCall } from '../../../support/service-fixtures'

const WS = 'ws_demo'

/** The transcripts module on its ports alone: a real cache with one call seen in `room-a`. */
function transcriptsOnPorts() {
  const ports = featurePortsForTest(null, { clock: { now: () => Date.parse('2026-03-08T12:05:00.000Z'), setTimeout: () => () => {} } })
  pollRecorder(ports.cache(), WS)([activeCall('room-a')], '2026-03-08T12:00:00.000Z')
  const module = transcriptsModule(ports)
  const heard: StoredSegmentNotice[] = []
  const stop = module.onSegmentStored((segment) => heard.push(segment))
  return { ports, heard, stop, ...commandsOf(module.handlers) }
}

const segment = (id: string, text: string, second: number) => ({
  segmentId: id,
  speaker: { kind: 'customer', name: '' },
  text,
  startedAt: `2026-03-08T12:00:${String(second).padStart(2, '0')}.000Z`,
  endedAt: `2026-03-08T12:00:${String(second + 1).padStart(2, '0')}.000Z`,
})

describe('transcripts.add', () => {
  it('keeps valid segments once, tells each newly kept one once, and answers the repeats', async () => {
    const { ports, heard, invoke } = transcriptsOnPorts()
    const first = await invoke('transcripts.add', { workspaceId: WS, roomName: 'room-a', segments: [segment('s1', 'I want to cancel my account', 1)] })
    expect(first).toEqual({ stored: 1, repeated: 0, refused: [] })
    const again = await invoke('transcripts.add', {
      workspaceId: WS,
      roomName: 'room-a',
      segments: [segment('s1', 'I want to cancel my account', 1), segment('s2', 'Right away', 3)],
    })
    expect(again).toEqual({ stored: 1, repeated: 1, refused: [] })
    expect(heard).toEqual([
      { workspaceId: WS, roomName: 'room-a', text: 'I want to cancel my account', at: '2026-03-08T12:00:02.000Z' },
      { workspaceId: WS, roomName: 'room-a', text: 'Right away', at: '2026-03-08T12:00:04.000Z' },
    ])
    expect(searchTranscripts(ports.cache(), WS, 'cancel').map((hit) => hit.segmentId)).toEqual(['s1'])
  })

  it('refuses invalid segments one by one, keeps the valid ones beside them, and quarantines the refused', async () => {
    const { ports, heard, invoke } = transcriptsOnPorts()
    const answer = await invoke('transcripts.add', {
      workspaceId: WS,
      roomName: 'room-a',
      segments: [
        segment('s1', 'Hello', 1),
        { ...segment('s2', 'Hi', 2), startedAt: 'yesterday' },
        { ...segment('s3', '   ', 3) },
        { ...segment('s4', 'Hm', 4), speaker: { kind: 'robot', name: 'R2' } },
        'not a segment',
        { ...segment('s6', 'Late', 8), endedAt: '2026-03-08T12:00:01.000Z' },
        { ...segment('bad\u0007id', 'Bell', 9) },
        segment('s7', 'Goodbye', 10),
      ],
    })
    expect(answer.stored).toBe(2)
    expect(answer.refused).toEqual([
      { index: 1, segmentId: 's2', reason: 'startedAt: expected an ISO 8601 time with its zone' },
      { index: 2, segmentId: 's3', reason: 'text: has no words' },
      { index: 3, segmentId: 's4', reason: expect.stringMatching(/^speaker\.kind: /) },
      { index: 4, segmentId: null, reason: expect.any(String) },
      { index: 5, segmentId: 's6', reason: 'endedAt: ends before it starts' },
      { index: 6, segmentId: null, reason: 'segmentId: contains a control character' },
    ])
    expect(transcriptOf(ports.cache(), WS, 'room-a').map((s) => s.text)).toEqual(['Hello', 'Goodbye'])
    expect(heard.map((h) => h.text)).toEqual(['Hello', 'Goodbye'])
    expect(listQuarantine(ports.cache(), WS).map((q) => [q.resource, q.itemId])).toEqual(
      expect.arrayContaining([
        ['transcriptSegments', 'room-a/s2'],
        ['transcriptSegments', 'room-a/#4'],
        ['transcriptSegments', 'room-a/#6'],
      ]),
    )
  })

  it('refuses a room the cache never saw, keeping and telling nothing', async () => {
    const { ports, heard, refusal } = transcriptsOnPorts()
    const refused = await refusal('transcripts.add', { workspaceId: WS, roomName: 'room-z', segments: [segment('s1', 'Hello', 1), 'junk'] })
    expect(refused).toMatchObject({ code: 'not_found', message: expect.stringContaining('room-z') })
    expect(heard).toEqual([])
    expect(listQuarantine(ports.cache(), WS)).toEqual([])
  })

  it('refuses malformed arguments whole, and stops telling a listener that unsubscribed', async () => {
    const { heard, stop, refusal, invoke } = transcriptsOnPorts()
    expect((await refusal('transcripts.add', { workspaceId: WS, roomName: 'room-a', segments: [] })).code).toBe('invalid_argument')
    expect((await refusal('transcripts.add', { workspaceId: WS, roomName: 'room\u0000a', segments: [segment('s1', 'x', 1)] })).code).toBe('invalid_argument')
    stop()
    expect(await invoke('transcripts.add', { workspaceId: WS, roomName: 'room-a', segments: [segment('s1', 'Hello', 1)] })).toMatchObject({ stored: 1 })
    expect(heard).toEqual([])
  })
})
