import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { openCache } from '../../../../src/core/cache'
import { insightsOverview } from '../../../../src/core/insights/overview'
import { tempDir, WS } from '../cache/fixtures'

let cleanup: () => void = () => {}
afterEach(() => cleanup())

/** Migration 0006 on a file of version 5 with calls in it: the rollups and negative turns are filled from them. */
it('fills the rollups and the negative turns from the calls a version 5 file holds', () => {
  const temp = tempDir()
  cleanup = temp.cleanup
  const path = join(temp.dir, 'cache.db')
  const old = openCache(path, { appSchemaVersion: 5 })
  const insert = old.sqlite.prepare(
    `INSERT INTO call_sightings (workspace_id, room_name, call_id, customer_phone, ai_agent_name, type, first_seen_at, last_seen_at,
       peak_duration, last_sentiment, last_message, transfer_requested, active)
     VALUES (?, ?, ?, '+1', ?, 'phone', ?, ?, ?, ?, '', ?, 0) RETURNING pk`,
  )
  const call = (room: string, agent: string, at: string, duration: number, sentiment: string, transfer: number) =>
    (insert.get(WS, room, room, agent, at, at, duration, sentiment, transfer) as { pk: number }).pk
  const recovered = call('r1', 'Ava', '2026-03-08T14:00:00.000Z', 100, 'neutral', 0)
  call('r2', 'Ava', '2026-03-08T14:05:00.000Z', 300, 'negative', 1)
  call('r3', 'Ben', '2026-03-08T15:10:00.000Z', 50, 'positive', 0)
  old.sqlite
    .prepare(`INSERT INTO call_sighting_events (sighting_pk, workspace_id, at, kind, value) VALUES (?, ?, '2026-03-08T14:01:00.000Z', 'sentiment', 'negative')`)
    .run(recovered, WS)
  old.close()

  const db = openCache(path)
  cleanup = () => {
    db.close()
    temp.cleanup()
  }
  const o = insightsOverview(db, WS, { preset: 'today' }, 'UTC', Date.parse('2026-03-08T18:00:00.000Z'))
  expect(o.totals).toMatchObject({
    calls: 3,
    askedForTransfer: { count: 1, share: 1 / 3 },
    endedNegative: { count: 1, share: 1 / 3 },
    negativeAtAnyTime: { count: 2, share: 2 / 3 },
    averageDuration: 150,
    longestDuration: 300,
  })
  expect(o.hours.filter((h) => h.calls > 0).map((h) => [h.label, h.calls])).toEqual([
    ['2026-03-08T14:00', 2],
    ['2026-03-08T15:00', 1],
  ])
  expect(o.agents.map((a) => [a.aiAgentName, a.calls, a.negativeAtAnyTime.share])).toEqual([
    ['Ava', 2, 1],
    ['Ben', 1, 0],
  ])
})
