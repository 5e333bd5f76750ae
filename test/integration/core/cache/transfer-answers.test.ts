import { join } from 'node:path'
import { expect, it } from 'vitest'
import { getSighting, openCache, recordTransferAnswer, transferRequestsOf } from '../../../../src/core/cache'
import { pollRecorder } from '../../../support/polls'
import { activeCall } from '../../../support/service-fixtures'
import { tempDir } from './fixtures'

const WS = 'ws_demo'

it('migration 0011 keeps a version 10 file’s transfer requests, which a take-over then answers once', () => {
  const temp = tempDir()
  const path = join(temp.dir, 'cache.db')
  const old = openCache(path, { appSchemaVersion: 10 })
  const record = pollRecorder(old, WS)
  record([activeCall('room-a', { transferRequested: true })], '2026-03-08T12:00:00.000Z')
  record([activeCall('room-a', { transferRequested: true })], '2026-03-08T12:00:02.000Z')
  old.close()
  const db = openCache(path)
  try {
    expect(getSighting(db, WS, 'room-a')).toMatchObject({ transferRequested: true, firstSeenAt: '2026-03-08T12:00:00.000Z' })
    expect(transferRequestsOf(db, WS, ['room-a']).get('room-a')).toEqual({ since: '2026-03-08T12:00:00.000Z', answered: false })
    expect(recordTransferAnswer(db, WS, 'room-a', '2026-03-08T12:01:12.000Z')).toBe(72)
    expect(recordTransferAnswer(db, WS, 'room-a', '2026-03-08T12:05:00.000Z')).toBeNull()
    expect(transferRequestsOf(db, WS, ['room-a']).get('room-a')).toEqual({ since: '2026-03-08T12:00:00.000Z', answered: true })
  } finally {
    db.close()
    temp.cleanup()
  }
})
