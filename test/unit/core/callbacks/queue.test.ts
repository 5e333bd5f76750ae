import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildQueue, MAX_QUEUE_SCAN } from '../../../../src/core/callbacks'
import { openCache, upsertDispositions, type Cache } from '../../../../src/core/cache'
import { callback } from './fixtures'

const WORKSPACE = 'ws_queue'
const NOW = Date.parse('2026-11-23T15:00:00Z')
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString()

let dir: string
let db: Cache

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'switchboard-queue-'))
  db = openCache(join(dir, 'cache.sqlite'))
})
afterEach(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const queue = () => buildQueue(db, WORKSPACE, { filters: {}, zone: 'UTC', now: NOW })
const section = (id: string) => queue().groups.find((group) => group.id === id)

describe('the callback queue of a large workspace', () => {
  it('shows what is due in the next hour even when more callbacks are overdue than it reads at once', () => {
    const overdue = Array.from({ length: MAX_QUEUE_SCAN + 1_000 }, (_, i) => callback(`late_${i}`, at(-10 - i)))
    const soon = Array.from({ length: 10 }, (_, i) => callback(`soon_${i}`, at(5 + i)))
    upsertDispositions(db, WORKSPACE, [...overdue, ...soon])

    expect(section('nextHour')?.total).toBe(10)
    const built = queue()
    expect(built.matched).toBe(MAX_QUEUE_SCAN + 1_010)
    expect(built.truncated).toBe(true)
    // The overdue read are the most recently overdue (late_0 is ten minutes late), the section oldest first.
    const late = built.groups.find((group) => group.id === 'overdue')!
    expect(late.total).toBe(MAX_QUEUE_SCAN - 10)
    expect(late.items[0]?.disposition._id).toBe(`late_${MAX_QUEUE_SCAN - 11}`)
  })

  it('with few overdue, reads ahead up to the whole limit, and says when it is not truncated', () => {
    upsertDispositions(db, WORKSPACE, [callback('late', at(-30)), ...Array.from({ length: 50 }, (_, i) => callback(`ahead_${i}`, at(90 + i * 60)))])
    const built = queue()
    expect(built.truncated).toBe(false)
    expect(built.matched).toBe(51)
    expect(built.groups.find((group) => group.id === 'overdue')?.total).toBe(1)
    expect(built.groups.reduce((n, group) => n + group.total, 0)).toBe(51)
  })
})
