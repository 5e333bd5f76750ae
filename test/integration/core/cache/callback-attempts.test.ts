import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  addCallbackAttempt,
  deleteWorkspace,
  getCallbackAttempt,
  latestCallbackAttempts,
  setCallbackAttemptOutcome,
  type Cache,
  type NewCallbackAttempt,
} from '../../../../src/core/cache'
import { pollRecorder } from '../../../support/polls'
import { activeCall } from '../../../support/service-fixtures'
import { queryPlan, recordingCache, tempCache } from './fixtures'

const WS = 'ws_demo'
let db: Cache
let cleanup: () => void
beforeEach(() => {
  ;({ db, cleanup } = tempCache())
})
afterEach(() => cleanup())

const attempt = (dispositionId: string, at: string, changes: Partial<NewCallbackAttempt> = {}): NewCallbackAttempt => ({
  dispositionId,
  at,
  by: 'Ana',
  agentId: 'agt_sales',
  agentName: 'Sales Agent',
  placed: { callId: `call_${at}`, roomName: `room-${dispositionId}-${at.slice(11, 13)}` },
  failure: null,
  ...changes,
})

it("keeps each callback's attempts, answers the latest with what the wall saw of its call, and its outcome", () => {
  const first = addCallbackAttempt(db, WS, attempt('d1', '2026-11-28T09:00:00.000Z'))
  const latest = addCallbackAttempt(db, WS, attempt('d1', '2026-11-28T10:00:00.000Z'))
  addCallbackAttempt(db, WS, attempt('d2', '2026-11-28T10:00:00.000Z', { placed: null, failure: 'The plan allows no more calls.' }))
  expect(latest).toBeGreaterThan(first)
  const record = pollRecorder(db, WS)
  record([activeCall('room-d1-10')], '2026-11-28T10:00:02.000Z')
  expect(latestCallbackAttempts(db, WS, ['d1', 'd2', 'd3'])).toEqual(
    new Map([
      ['d1', { id: latest, dispositionId: 'd1', at: '2026-11-28T10:00:00.000Z', by: 'Ana', agentName: 'Sales Agent', roomName: 'room-d1-10', failure: null, outcome: null, seen: true, live: true }],
      ['d2', expect.objectContaining({ roomName: null, failure: 'The plan allows no more calls.', seen: false, live: false })],
    ]),
  )
  record([], '2026-11-28T10:03:00.000Z')
  setCallbackAttemptOutcome(db, WS, latest, 'completed')
  expect(getCallbackAttempt(db, WS, latest)).toMatchObject({ seen: true, live: false, outcome: 'completed' })
  expect(getCallbackAttempt(db, 'ws_other', latest)).toBeNull()
  deleteWorkspace(db, WS)
  expect(latestCallbackAttempts(db, WS, ['d1', 'd2']).size).toBe(0)
})

it('refuses an attempt that is neither placed nor refused', () => {
  expect(() => addCallbackAttempt(db, WS, attempt('d1', '2026-11-28T09:00:00.000Z', { placed: null }))).toThrow(/CHECK/)
})

it("finds each callback's latest attempt by the index and its call by room name, never scanning", () => {
  for (let i = 0; i < 300; i++) addCallbackAttempt(db, i % 2 ? WS : 'ws_b', attempt(`d${i % 50}`, new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString()))
  db.sqlite.exec('ANALYZE')
  const { cache, runs } = recordingCache(db)
  latestCallbackAttempts(cache, WS, ['d1', 'd3', 'd5'])
  const plan = queryPlan(db, runs[0]!.sql, runs[0]!.args).join(' | ')
  expect(plan).toMatch(/SEARCH b USING (COVERING )?INDEX callback_attempts_by_callback \(workspace_id=\? AND disposition_id=\?\)/)
  expect(plan).toMatch(/SEARCH a USING INTEGER PRIMARY KEY \(rowid=\?\)/)
  expect(plan).toMatch(/SEARCH s USING (COVERING )?INDEX sqlite_autoindex_call_sightings_1 \(workspace_id=\? AND room_name=\?\)/)
  expect(plan).not.toMatch(/SCAN (a|b|s)\b|AUTOMATIC/)
})
