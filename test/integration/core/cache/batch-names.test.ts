import { join } from 'node:path'
import { expect, it } from 'vitest'
import { getRememberedBatch, openCache, rememberBatch, renameBatch } from '../../../../src/core/cache'
import { tempDir } from './fixtures'

const WS = 'ws_demo'

it('migration 0014 keeps a version 13 file’s batches, unnamed, and a reading after it keeps the name given', () => {
  const temp = tempDir()
  const path = join(temp.dir, 'cache.db')
  const old = openCache(path, { appSchemaVersion: 13 })
  old.sqlite
    .prepare(
      `INSERT INTO campaign_batches (workspace_id, id, agent_id, started_here, status, created_at, checked_at)
       VALUES (?, 'bat_1', 'agt_sales', 1, '{"status":"running"}', '2026-03-08T12:00:00.000Z', '2026-03-08T12:00:00.000Z')`,
    )
    .run(WS)
  old.close()
  const db = openCache(path)
  try {
    expect(getRememberedBatch(db, WS, 'bat_1')).toMatchObject({ startedHere: true, fileName: null, name: null })
    expect(renameBatch(db, WS, 'bat_1', 'Spring renewals')).toBe(true)
    expect(renameBatch(db, WS, 'bat_2', 'Nothing')).toBe(false)
    const batch = { batchId: 'bat_1', agentId: 'agt_sales', startedHere: false, status: { status: 'completed' }, createdAt: '2026-03-08T12:00:00.000Z' }
    rememberBatch(db, WS, { ...batch, checkedAt: '2026-03-08T12:05:00.000Z', fileName: 'late.csv', name: null }, { at: '2026-03-08T12:05:00.000Z', completed: 1, failed: 0 })
    expect(getRememberedBatch(db, WS, 'bat_1')).toMatchObject({ startedHere: true, fileName: 'late.csv', name: 'Spring renewals', status: { status: 'completed' } })
  } finally {
    db.close()
    temp.cleanup()
  }
})
