import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  LATEST_SCHEMA_VERSION,
  checkIntegrity,
  deleteWorkspace,
  openCache,
  pruneSightings,
  searchTranscripts,
  storeTranscriptSegments,
  transcriptCounts,
  transcriptOf,
  transcriptsOf,
  MARK_END,
  MARK_START,
  type Cache,
} from '../../../../src/core/cache'
import type { TranscriptSegment } from '../../../../src/shared/bridge'
import { pollRecorder } from '../../../support/polls'
import { activeCall } from '../../../support/service-fixtures'
import { tempCache, tempDir } from './fixtures'

const WS = 'ws_a'

function segment(id: string, text: string, second: number, speaker: TranscriptSegment['speaker'] = { kind: 'agent', name: 'Sales Agent' }): TranscriptSegment {
  const at = (s: number) => new Date(Date.UTC(2026, 2, 8, 12, 0, s)).toISOString()
  return { segmentId: id, speaker, text, startedAt: at(second), endedAt: at(second + 2) }
}

const fts = (db: Cache) => db.sqlite.prepare('SELECT count(*) FROM transcript_segments_fts').pluck().get() as number

describe('transcript segments', () => {
  let db: Cache
  let cleanup: () => void

  beforeEach(() => {
    ;({ db, cleanup } = tempCache())
    const record = pollRecorder(db, WS)
    record([activeCall('room-a'), activeCall('room-b', { customerName: 'Grace Hopper' })], '2026-03-08T12:00:00.000Z')
  })
  afterEach(() => cleanup())

  it('keeps each final segment once with its call, in the order spoken, a repeat left as it was', () => {
    const first = storeTranscriptSegments(db, WS, 'room-a', [
      segment('s2', 'I would like to cancel my account', 5, { kind: 'customer', name: '' }),
      segment('s1', 'Hello, how can I help?', 1),
    ])
    expect(first).toEqual({ stored: [expect.objectContaining({ segmentId: 's2' }), expect.objectContaining({ segmentId: 's1' })], repeated: [] })
    const again = storeTranscriptSegments(db, WS, 'room-a', [segment('s1', 'Hello, how can I help you?', 1), segment('s3', 'Of course.', 9), segment('s3', 'Of course.', 9)])
    expect(again).toEqual({ stored: [expect.objectContaining({ segmentId: 's3' })], repeated: ['s1', 's3'] })
    expect(transcriptOf(db, WS, 'room-a')).toEqual([
      { roomName: 'room-a', ...segment('s1', 'Hello, how can I help?', 1) },
      { roomName: 'room-a', ...segment('s2', 'I would like to cancel my account', 5, { kind: 'customer', name: '' }) },
      { roomName: 'room-a', ...segment('s3', 'Of course.', 9) },
    ])
    expect(db.sqlite.prepare('SELECT count(*) FROM transcript_segments').pluck().get()).toBe(3)
    expect(fts(db)).toBe(3)
    expect(transcriptCounts(db, WS, ['room-a', 'room-b', 'room-z'])).toEqual(new Map([['room-a', 3]]))
  })

  it('keeps nothing for a room the cache never saw, nor for another workspace’s room', () => {
    expect(storeTranscriptSegments(db, WS, 'room-z', [segment('s1', 'Hello', 1)])).toBeNull()
    expect(storeTranscriptSegments(db, 'ws_b', 'room-a', [segment('s1', 'Hello', 1)])).toBeNull()
    expect(db.sqlite.prepare('SELECT count(*) FROM transcript_segments').pluck().get()).toBe(0)
  })

  it('stores times in one form, whatever offset they came with', () => {
    const stored = storeTranscriptSegments(db, WS, 'room-a', [
      { ...segment('s1', 'Hi', 1), startedAt: '2026-03-08T13:00:01+01:00', endedAt: '2026-03-08T13:00:03+01:00' },
    ])
    expect(stored?.stored[0]).toMatchObject({ startedAt: '2026-03-08T12:00:01.000Z', endedAt: '2026-03-08T12:00:03.000Z' })
  })

  it('finds a phrase by whole words and word starts, any case, with the call it was said in', () => {
    storeTranscriptSegments(db, WS, 'room-a', [segment('s1', 'I want to CANCEL my account today', 1, { kind: 'customer', name: '' })])
    storeTranscriptSegments(db, WS, 'room-b', [segment('s1', 'Your account is cancelled', 1)])
    const hits = searchTranscripts(db, WS, 'cancel my account')
    expect(hits).toEqual([
      {
        roomName: 'room-a',
        segmentId: 's1',
        speakerKind: 'customer',
        speakerName: '',
        startedAt: '2026-03-08T12:00:01.000Z',
        customerName: 'Ada Lovelace',
        customerPhone: '+14155550123',
        aiAgentName: 'Sales Agent',
        snippet: `I want to ${MARK_START}CANCEL${MARK_END} ${MARK_START}my${MARK_END} ${MARK_START}account${MARK_END} today`,
      },
    ])
    expect(searchTranscripts(db, WS, 'account').map((hit) => hit.roomName).sort()).toEqual(['room-a', 'room-b'])
    expect(searchTranscripts(db, WS, 'ccount')).toEqual([])
    expect(searchTranscripts(db, 'ws_b', 'account')).toEqual([])
    expect(searchTranscripts(db, WS, '"*(')).toEqual([])
  })

  it('is scoped to its workspace when another workspace keeps transcripts too', () => {
    const other = pollRecorder(db, 'ws_b')
    other([activeCall('room-a')], '2026-03-08T12:00:00.000Z')
    storeTranscriptSegments(db, 'ws_b', 'room-a', [segment('s1', 'refund please', 1)])
    storeTranscriptSegments(db, WS, 'room-b', [segment('s1', 'no refund here', 1)])
    expect(searchTranscripts(db, WS, 'refund').map((hit) => hit.snippet)).toEqual([`no ${MARK_START}refund${MARK_END} here`])
    expect(transcriptsOf(db, 'ws_b', ['room-a', 'room-b']).map((s) => s.text)).toEqual(['refund please'])
  })

  it('goes with its call when retention prunes it, and with the workspace, the index kept right', () => {
    storeTranscriptSegments(db, WS, 'room-a', [segment('s1', 'pineapple order', 1)])
    const later = pollRecorder(db, WS)
    later([activeCall('room-c')], '2026-04-20T12:00:00.000Z')
    storeTranscriptSegments(db, WS, 'room-c', [segment('s1', 'pineapple delivery', 1)])
    expect(pruneSightings(db, '2026-04-01T00:00:00.000Z').sightings).toBe(2)
    expect(transcriptOf(db, WS, 'room-a')).toEqual([])
    expect(searchTranscripts(db, WS, 'pineapple').map((hit) => hit.roomName)).toEqual(['room-c'])
    expect(fts(db)).toBe(1)
    deleteWorkspace(db, WS)
    expect(searchTranscripts(db, WS, 'pineapple')).toEqual([])
    expect(db.sqlite.prepare('SELECT count(*) FROM transcript_segments').pluck().get()).toBe(0)
    expect(db.sqlite.prepare("INSERT INTO transcript_segments_fts (transcript_segments_fts) VALUES ('integrity-check')").run()).toBeTruthy()
    expect(checkIntegrity(db)).toBeNull()
  })
})

it('migration 0012 keeps a version 11 file’s calls, whose transcripts are then kept and found', () => {
  const temp = tempDir()
  const path = join(temp.dir, 'cache.db')
  const old = openCache(path, { appSchemaVersion: 11 })
  pollRecorder(old, WS)([activeCall('room-a')], '2026-03-08T12:00:00.000Z')
  old.close()
  const db = openCache(path)
  try {
    expect(db.schemaVersion).toBe(LATEST_SCHEMA_VERSION)
    expect(storeTranscriptSegments(db, WS, 'room-a', [segment('s1', 'Thanks for calling', 1)])?.stored).toHaveLength(1)
    expect(searchTranscripts(db, WS, 'thanks').map((hit) => hit.roomName)).toEqual(['room-a'])
  } finally {
    db.close()
    temp.cleanup()
  }
})
