import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  batchDispositionCounts,
  insertSighting,
  listCallbackQueue,
  listConversations,
  listDispositions,
  listPending,
  pruneSightings,
  search,
  searchTranscripts,
  storeTranscriptSegments,
  touchSightings,
  transcriptOf,
  transferRequestsOf,
  unrememberedBatchIds,
  upsertConversations,
  upsertDispositions,
} from '../../../../src/core/cache'
import type { Cache } from '../../../../src/core/cache'
import { activeCall, conversation, disposition, message, queryPlan, recordingCache, tempCache } from './fixtures'

let db: Cache
let cleanup: () => void
beforeEach(() => {
  ;({ db, cleanup } = tempCache())
  for (const ws of ['ws_a', 'ws_b']) {
    upsertDispositions(
      db,
      ws,
      Array.from({ length: 300 }, (_, i) =>
        disposition(`d${i}`, {
          scheduledAt: i % 3 === 0 ? new Date(Date.UTC(2025, 2, 1 + (i % 20), 9)).toISOString() : null,
          notes: `note ${i} refund`,
        }),
      ),
    )
    upsertConversations(
      db,
      ws,
      Array.from({ length: 50 }, (_, i) => conversation(`c${i}`, [message(`${ws}-m${i}`, `refund number ${i}`)])),
    )
  }
})
afterEach(() => cleanup())

/** The SELECTs a repository call ran, each with its plan as one string. */
function plansOf(run: (cache: Cache) => unknown): { sql: string; plan: string }[] {
  const { cache, runs } = recordingCache(db)
  run(cache)
  return runs
    .filter((r) => /^\s*(WITH|SELECT)/i.test(r.sql))
    .map((r) => ({ sql: r.sql, plan: queryPlan(db, r.sql, r.args).join(' | ') }))
}

const rowsQuery = (runs: { sql: string; plan: string }[]) => runs.find((r) => r.sql.includes('ORDER BY'))?.plan

describe('query plans of the hot queries', () => {
  it("a poll's calls seen again: each found once by room name, then every write by key, whatever the statistics say", () => {
    for (const ws of ['ws_a', 'ws_b']) for (let i = 0; i < 200; i++) insertSighting(db, ws, activeCall(`room${i}`, { aiAgentName: `agent ${i % 3}` }), '2025-03-03T09:00:00.000Z')
    db.sqlite.exec('ANALYZE')
    const { cache, runs } = recordingCache(db)
    touchSightings(cache, 'ws_a', new Map(Array.from({ length: 200 }, (_, i) => [`room${i}`, 60 + i])), '2025-03-03T09:00:02.000Z')
    const plans = runs.filter((r) => !/^\s*CREATE/.test(r.sql)).map((r) => queryPlan(db, r.sql, r.args).join(' | '))
    const [fill, rollup, touch] = plans
    expect(fill).toMatch(/^SCAN p VIRTUAL TABLE INDEX \d+: \| SEARCH s USING (COVERING )?INDEX sqlite_autoindex_call_sightings_1 \(workspace_id=\? AND room_name=\?\)$/)
    expect(rollup).toMatch(/SCAN t \| SEARCH s USING INTEGER PRIMARY KEY \(rowid=\?\)/)
    expect(touch).toMatch(/^SEARCH call_sightings USING INTEGER PRIMARY KEY \(rowid=\?\) .*SEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)$/)
    for (const plan of plans) expect(plan).not.toMatch(/SCAN (s|call_sightings)\b|AUTOMATIC|call_sightings_by_first_seen/)
  })

  it("each poll's transfer requests: every call found by room name, its events and answer by key", () => {
    for (let i = 0; i < 200; i++) insertSighting(db, 'ws_a', activeCall(`room${i}`, { transferRequested: i % 2 === 0 }), '2025-03-03T09:00:00.000Z')
    db.sqlite.exec('ANALYZE')
    const [plan] = plansOf((cache) => transferRequestsOf(cache, 'ws_a', ['room0', 'room2', 'room4']))
    expect(plan!.plan).toMatch(/SEARCH s USING (COVERING )?INDEX sqlite_autoindex_call_sightings_1 \(workspace_id=\? AND room_name=\?\)/)
    expect(plan!.plan).toMatch(/SEARCH e USING INDEX call_sighting_events_by_sighting \(sighting_pk=\?\)/)
    expect(plan!.plan).toMatch(/SEARCH a USING INTEGER PRIMARY KEY \(rowid=\?\)/)
    expect(plan!.plan).not.toMatch(/SCAN (s|e|a)\b|AUTOMATIC/)
  })

  it('the callback queue reads a scheduled index in order: no table scan, no sort', () => {
    const runs = plansOf((cache) =>
      listCallbackQueue(cache, 'ws_a', { from: '2025-03-03T00:00:00Z', to: '2025-03-10T00:00:00Z', status: 'scheduled' }),
    )
    expect(runs).toHaveLength(2)
    for (const { plan } of runs) {
      expect(plan).toMatch(
        // The count may read Insights' due index (it covers the status filter); the rows come in order from either.
        /SEARCH call_dispositions USING (COVERING )?INDEX call_dispositions_by_(scheduled|due) \(workspace_id=\? AND scheduled_at>\? AND scheduled_at<\?\)/,
      )
      expect(plan).not.toMatch(/SCAN call_dispositions|TEMP B-TREE/)
    }
  })

  it('the disposition list, newest first, walks the created index; its count seeks the workspace', () => {
    const runs = plansOf((cache) => listDispositions(cache, 'ws_a', { agentId: 'agent_1' }))
    expect(rowsQuery(runs)).toMatch(/SEARCH call_dispositions USING INDEX call_dispositions_by_created \(workspace_id=\?\)/)
    for (const { plan } of runs) expect(plan).not.toMatch(/SCAN call_dispositions|TEMP B-TREE/)
  })

  it('free text in the disposition list goes through the search index', () => {
    const runs = plansOf((cache) => listDispositions(cache, 'ws_a', { search: 'refu' }))
    for (const { plan } of runs) expect(plan).toMatch(/SCAN call_dispositions_fts VIRTUAL TABLE INDEX \d+:M/)
  })

  it('the conversation list walks the created index', () => {
    const runs = plansOf((cache) => listConversations(cache, 'ws_a'))
    expect(rowsQuery(runs)).toMatch(/SEARCH conversations USING INDEX conversations_by_created \(workspace_id=\?\)/)
    for (const { plan } of runs) expect(plan).not.toMatch(/SCAN conversations|TEMP B-TREE/)
  })

  it('search asks the FTS5 index and reaches rows by key only, never scanning a table', () => {
    const runs = plansOf((cache) => {
      search(cache, 'ws_a', 'refund')
      search(cache, 'ws_a', 'ana')
    })
    // Every kind ran its window start, ranking and snippet statements.
    for (const fts of ['messages_fts', 'conversations_fts', 'call_dispositions_fts']) {
      const kindRuns = runs.filter((r) => r.sql.includes(`FROM ${fts} f`))
      expect(kindRuns.some((r) => r.sql.includes('ORDER BY f.rowid DESC')), fts).toBe(true)
      expect(kindRuns.some((r) => r.sql.includes('ORDER BY score')), fts).toBe(true)
      expect(kindRuns.some((r) => r.sql.includes('json_each')), fts).toBe(true)
    }
    for (const { plan } of runs) expect(plan).not.toMatch(/SCAN (messages|conversations|call_dispositions|t|c)( |$)/)
    const ftsRuns = runs.filter((r) => r.sql.includes('_fts'))
    expect(ftsRuns.length).toBeGreaterThanOrEqual(9)
    for (const { plan } of ftsRuns) {
      expect(plan).toMatch(/SCAN f VIRTUAL TABLE INDEX \d+:M/)
      expect(plan).toMatch(/SEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)/)
    }
    // The newest-first walk of the window must be FTS5's own order, not a sort.
    const newestFirst = runs.filter((r) => r.sql.includes('ORDER BY f.rowid DESC'))
    expect(newestFirst.length).toBeGreaterThanOrEqual(3)
    for (const { plan } of newestFirst) expect(plan).not.toMatch(/TEMP B-TREE/)
  })

  it('transcript lines: a call’s read by its room then its index in order, a search through FTS5 and keys only', () => {
    for (const ws of ['ws_a', 'ws_b']) {
      for (let i = 0; i < 50; i++) {
        insertSighting(db, ws, activeCall(`room${i}`), '2025-03-03T09:00:00.000Z')
        const lines = Array.from({ length: 20 }, (_, j) => ({
          segmentId: `s${j}`,
          speaker: { kind: 'customer' as const, name: '' },
          text: `line ${j} about a refund`,
          startedAt: new Date(Date.UTC(2025, 2, 3, 9, 0, 59 - j)).toISOString(),
          endedAt: new Date(Date.UTC(2025, 2, 3, 9, 1, 0)).toISOString(),
        }))
        storeTranscriptSegments(db, ws, `room${i}`, lines)
      }
    }
    db.sqlite.exec('ANALYZE')
    const [read] = plansOf((cache) => transcriptOf(cache, 'ws_a', 'room7'))
    expect(read!.plan).toMatch(/SEARCH s USING (COVERING )?INDEX sqlite_autoindex_call_sightings_1 \(workspace_id=\? AND room_name=\?\)/)
    expect(read!.plan).toMatch(/SEARCH t USING INDEX transcript_segments_by_call \(sighting_pk=\?\)/)
    expect(read!.plan).not.toMatch(/SCAN|TEMP B-TREE/)
    const runs = plansOf((cache) => searchTranscripts(cache, 'ws_a', 'refund'))
    const ftsRuns = runs.filter((r) => r.sql.includes('transcript_segments_fts'))
    expect(ftsRuns).toHaveLength(3)
    for (const { plan } of ftsRuns) {
      expect(plan).toMatch(/SCAN f VIRTUAL TABLE INDEX \d+:M/)
      expect(plan).not.toMatch(/SCAN (t|s)( |$)/)
    }
    // The snippets' call is reached by key; the newest-first window is FTS5's own order, not a sort.
    expect(ftsRuns.find((r) => r.sql.includes('snippet('))?.plan).toMatch(/SEARCH s USING INTEGER PRIMARY KEY \(rowid=\?\)/)
    expect(ftsRuns.find((r) => r.sql.includes('ORDER BY f.rowid DESC'))?.plan).not.toMatch(/TEMP B-TREE/)
    for (const { plan } of runs) expect(plan).not.toMatch(/SCAN (transcript_segments|call_sightings)( |$)/)
  })

  it("retention's prune seeks each table's time range by key, never reading a workspace's rollups whole", () => {
    const { cache, runs } = recordingCache(db)
    pruneSightings(cache, '2025-03-01T00:00:00.000Z')
    const deletes = runs.filter((r) => /^\s*DELETE/i.test(r.sql)).map((r) => queryPlan(db, r.sql, r.args).join(' | '))
    expect(deletes).toEqual([
      expect.stringContaining('SEARCH call_rollups USING PRIMARY KEY (workspace_id=? AND grain=? AND bucket<?)'),
      expect.stringContaining('SEARCH concurrency_rollups USING PRIMARY KEY (workspace_id=? AND bucket<?)'),
      expect.stringContaining('SEARCH call_concurrency USING PRIMARY KEY (workspace_id=? AND minute<?)'),
      expect.stringContaining('SEARCH call_sightings USING COVERING INDEX call_sightings_by_first_seen (workspace_id=? AND first_seen_at<?)'),
    ])
  })

  it('pending outbox entries come from the status index', () => {
    for (const { plan } of plansOf((cache) => listPending(cache, 'ws_a'))) {
      expect(plan).toMatch(/USING (COVERING )?INDEX outbox_by_status/)
    }
  })

  it("a batch's dispositions and the batches the dispositions name come from the batch index, never a scan", () => {
    upsertDispositions(db, 'ws_a', Array.from({ length: 30 }, (_, i) => disposition(`b${i}`, { batchId: `bat_${i % 3}` })))
    db.sqlite.exec('ANALYZE')
    const plans = [...plansOf((cache) => batchDispositionCounts(cache, 'ws_a', ['bat_0', 'bat_1'])), ...plansOf((cache) => unrememberedBatchIds(cache, 'ws_a'))]
    expect(plans).toHaveLength(2)
    for (const { plan } of plans) {
      expect(plan).toMatch(/USING (COVERING )?INDEX call_dispositions_by_batch/)
      expect(plan).not.toMatch(/SCAN d\b|SCAN call_dispositions\b|AUTOMATIC/)
    }
  })
})
