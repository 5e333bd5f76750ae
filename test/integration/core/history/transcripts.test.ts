import { describe, expect, it } from 'vitest'
import { pruneSightings } from '../../../../src/core/cache'
import { historyModule } from '../../../../src/core/history/handlers'
import { transcriptsModule } from '../../../../src/core/transcripts/handlers'
import { clientSendingNothing, commandsOf, demoWorkspace, featurePortsForTest } from '../../../support/feature-ports'
import { pollRecorder } from '../../../support/polls'
import { activeCall } from '../../../support/service-fixtures'
import { DEMO } from '../../../support/simulator'
import { parseCsv } from './synced-console'

const WS = DEMO.workspaceId
const at = (second: number) => new Date(Date.UTC(2026, 2, 8, 12, 0, second)).toISOString()

/**
 * Transcripts kept by `transcripts.add` and read back by `history.*`, both
 * modules on one real cache, offline, with a client that must send nothing.
 */
async function heardAndEnded() {
  const { client, sent } = clientSendingNothing()
  const ports = featurePortsForTest(demoWorkspace(client))
  const record = pollRecorder(ports.cache(), WS)
  record([activeCall('room-a'), activeCall('room-b', { customerName: 'Grace Hopper' })], '2026-03-08T12:00:00.000Z')
  // No edit waits in the outbox: dispositions show as cached.
  const history = historyModule({ ...ports, outbox: { withPendingEdits: (dispositions) => [...dispositions] } })
  const { invoke } = commandsOf({ ...history.handlers, ...transcriptsModule(ports).handlers })
  await invoke('transcripts.add', {
    workspaceId: WS,
    roomName: 'room-a',
    segments: [
      { segmentId: 's2', speaker: { kind: 'customer', name: '' }, text: 'Please cancel my account', startedAt: at(4), endedAt: at(6) },
      { segmentId: 's1', speaker: { kind: 'agent', name: 'Sales Agent' }, text: 'Thanks for calling, how can I help?', startedAt: at(1), endedAt: at(3) },
    ],
  })
  await invoke('transcripts.add', {
    workspaceId: WS,
    roomName: 'room-a',
    segments: [{ segmentId: 's3', speaker: { kind: 'supervisor', name: 'Maya' }, text: '=Supervisor here, I can help.', startedAt: at(7), endedAt: at(8) }],
  })
  record([activeCall('room-b', { customerName: 'Grace Hopper' })], '2026-03-08T12:01:00.000Z')
  ports.setConnection({ state: 'offline' })
  return { ports, sent, invoke }
}

describe('a call’s kept transcript in History', () => {
  it('reads the whole transcript of an ended call in the order spoken, and marks the calls that have one', async () => {
    const { sent, invoke } = await heardAndEnded()
    const lines = await invoke('history.transcript', { roomName: 'room-a' })
    expect(lines.map((line) => [line.speaker.kind, line.speaker.name, line.startedAt, line.text])).toEqual([
      ['agent', 'Sales Agent', at(1), 'Thanks for calling, how can I help?'],
      ['customer', '', at(4), 'Please cancel my account'],
      ['supervisor', 'Maya', at(7), '=Supervisor here, I can help.'],
    ])
    expect(await invoke('history.transcript', { roomName: 'room-b' })).toEqual([])
    const calls = await invoke('history.calls', { filters: {}, page: 1, limit: 50, timeZone: 'UTC' })
    expect(calls.page.data.map((call) => [call.roomName, call.ending, call.transcriptLines])).toEqual(
      expect.arrayContaining([
        ['room-a', 'remote', 3],
        ['room-b', 'live', 0],
      ]),
    )
    expect(sent).toEqual([])
  })

  it('finds a phrase said in the call, leading to its room, with the words marked', async () => {
    const { invoke } = await heardAndEnded()
    const found = await invoke('history.search', { query: 'cancel my account', limit: 10 })
    expect(found.transcripts).toEqual([
      {
        roomName: 'room-a',
        segmentId: 's2',
        speaker: { kind: 'customer', name: '' },
        startedAt: at(4),
        customerName: 'Ada Lovelace',
        customerPhone: '+14155550123',
        aiAgentName: 'Sales Agent',
        snippet: [
          { text: 'Please ', marked: false },
          { text: 'cancel', marked: true },
          { text: ' ', marked: false },
          { text: 'my', marked: true },
          { text: ' ', marked: false },
          { text: 'account', marked: true },
                  ],
      },
    ])
    expect((await invoke('history.search', { query: 'ount', limit: 10 })).transcripts).toEqual([])
  })

  it('exports the transcripts of the filtered calls, or of one call, with formulas defused', async () => {
    const { invoke } = await heardAndEnded()
    const csv = await invoke('history.export', { kind: 'transcripts', filters: {}, format: 'csv' })
    expect(csv.rows).toBe(3)
    const [header, ...records] = parseCsv(csv.content.replace(/^\uFEFF/, ''))
    expect(header).toEqual(['Room', 'Customer', 'Phone', 'Agent', 'Segment', 'Speaker', 'Speaker name', 'Started at', 'Ended at', 'Text'])
    expect(records.map((r) => [r[0], r[5], r[9]])).toEqual([
      ['room-a', 'agent', 'Thanks for calling, how can I help?'],
      ['room-a', 'customer', 'Please cancel my account'],
      ['room-a', 'supervisor', "'=Supervisor here, I can help."],
    ])
    expect(csv.filename).toMatch(/^switchboard-transcripts-ws_demo-\d{8}-\d{4}\.csv$/)
    const json = await invoke('history.export', { kind: 'transcripts', filters: { roomName: 'room-a' }, format: 'json' })
    const document = JSON.parse(json.content) as { kind: string; rows: { segmentId: string; customerName: string }[] }
    expect(document.kind).toBe('transcripts')
    expect(document.rows.map((row) => [row.segmentId, row.customerName])).toEqual([
      ['s1', 'Ada Lovelace'],
      ['s2', 'Ada Lovelace'],
      ['s3', 'Ada Lovelace'],
    ])
    expect((await invoke('history.export', { kind: 'transcripts', filters: { roomName: 'room-b' }, format: 'csv' })).rows).toBe(0)
    expect((await invoke('history.export', { kind: 'transcripts', filters: { transferRequested: true }, format: 'csv' })).rows).toBe(0)
  })

  it('forgets the transcript with its call when retention prunes it', async () => {
    const { ports, invoke } = await heardAndEnded()
    pruneSightings(ports.cache(), '2026-03-09T00:00:00.000Z')
    expect(await invoke('history.transcript', { roomName: 'room-a' })).toEqual([])
    expect((await invoke('history.search', { query: 'cancel', limit: 10 })).transcripts).toEqual([])
  })
})
