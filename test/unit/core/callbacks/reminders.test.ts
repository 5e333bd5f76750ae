import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CallbackReminders, FiredReminders, FIRED_REMINDERS_FILE, REMINDER_GRACE_MS } from '../../../../src/core/callbacks'
import { dispositionVersion, enqueue, openCache, upsertDispositions, type Cache } from '../../../../src/core/cache'
import type { CallDisposition } from '../../../../src/shared/api'
import type { CallbackDue } from '../../../../src/shared/bridge'
import { FakeClock } from '../../../support/fake-clock'
import { callback } from './fixtures'

const WS = 'ws_demo'
const T0 = Date.parse('2026-07-10T18:00:00Z')
const MINUTE = 60_000

let dir: string
let db: Cache
let clock: FakeClock
let paused: boolean
let heard: CallbackDue[]

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'switchboard-reminders-'))
  db = openCache(join(dir, 'cache.sqlite'))
  clock = new FakeClock(T0)
  paused = false
  heard = []
})
afterEach(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

function reminders(): CallbackReminders {
  return new CallbackReminders(
    { target: () => ({ db, workspaceId: WS }), alertsPaused: () => paused, emit: (due) => heard.push(due) },
    { clock, fired: new FiredReminders(join(dir, FIRED_REMINDERS_FILE)) },
  )
}

const at = (offsetMs: number) => new Date(T0 + offsetMs).toISOString()
const store = (...rows: CallDisposition[]) => upsertDispositions(db, WS, rows)
const heardIds = () => heard.map((due) => due.dispositionId)

describe('callback reminders', () => {
  it('checks every 30 s and fires once when a callback becomes due', async () => {
    store(callback('soon', at(2 * MINUTE), { customerName: 'Ana Pérez' }), callback('later', at(60 * MINUTE)))
    const r = reminders()
    r.start()
    await clock.advance(MINUTE)
    expect(heard).toEqual([])
    await clock.advance(90_000)
    expect(heard).toEqual([
      {
        workspaceId: WS,
        dispositionId: 'soon',
        phoneNumber: '+14155550123',
        customerName: 'Ana Pérez',
        disposition: 'callback',
        agentId: 'agt_sales',
        scheduledAt: at(2 * MINUTE),
      },
    ])
    await clock.advance(10 * MINUTE)
    expect(heardIds()).toEqual(['soon'])
    r.stop()
    expect(clock.pending).toBe(0)
  })

  it('stays silent for done callbacks', async () => {
    store(callback('done', at(MINUTE), { status: 'completed' }), callback('cancelled', at(MINUTE), { status: 'cancelled' }))
    await clock.advance(2 * MINUTE)
    expect(reminders().check()).toEqual([])
  })

  it('waits for a snoozed callback until its new time, even while the snooze is unsent', async () => {
    const due = callback('snoozed', at(MINUTE))
    store(due)
    enqueue(db, WS, { kind: 'disposition.update', targetId: 'snoozed', payload: { scheduledAt: at(16 * MINUTE) }, baseVersion: dispositionVersion(due) }, at(0))
    const r = reminders()
    await clock.advance(2 * MINUTE)
    expect(r.check()).toEqual([])
    await clock.advance(15 * MINUTE)
    expect(r.check().map((d) => [d.dispositionId, d.scheduledAt])).toEqual([['snoozed', at(16 * MINUTE)]])
  })

  it('fires again when a callback it already announced is rescheduled', async () => {
    store(callback('moved', at(MINUTE)))
    const r = reminders()
    await clock.advance(2 * MINUTE)
    expect(r.check()).toHaveLength(1)
    store(callback('moved', at(10 * MINUTE)))
    await clock.advance(9 * MINUTE)
    expect(r.check().map((d) => d.scheduledAt)).toEqual([at(10 * MINUTE)])
    expect(r.check()).toEqual([])
  })

  it('does not alert while alerts are paused, nor afterwards for what fell due meanwhile', async () => {
    store(callback('during-pause', at(MINUTE)), callback('after-pause', at(5 * MINUTE)))
    const r = reminders()
    paused = true
    await clock.advance(2 * MINUTE)
    expect(r.check()).toEqual([])
    paused = false
    await clock.advance(4 * MINUTE)
    expect(r.check().map((d) => d.dispositionId)).toEqual(['after-pause'])
  })

  it('remembers across restarts, and only recent misses alert after one', async () => {
    store(callback('announced', at(MINUTE)))
    await clock.advance(2 * MINUTE)
    expect(reminders().check()).toHaveLength(1)
    expect(JSON.parse(readFileSync(join(dir, FIRED_REMINDERS_FILE), 'utf8')).fired[WS]).toEqual({ announced: at(MINUTE) })

    store(callback('missed-recently', at(5 * MINUTE)), callback('missed-long-ago', at(-REMINDER_GRACE_MS - MINUTE)))
    await clock.advance(10 * MINUTE)
    expect(reminders().check().map((d) => d.dispositionId)).toEqual(['missed-recently'])
    expect(reminders().check()).toEqual([])
  })

  it('forgets what can no longer fire, so the file stays small', async () => {
    store(callback('old', at(MINUTE)))
    await clock.advance(2 * MINUTE)
    const r = reminders()
    r.check()
    await clock.advance(REMINDER_GRACE_MS + MINUTE)
    r.check()
    expect(JSON.parse(readFileSync(join(dir, FIRED_REMINDERS_FILE), 'utf8')).fired).toEqual({})
  })

  it('a failed round neither escapes nor stops the timer', async () => {
    store(callback('due', at(2 * MINUTE)))
    let broken = true
    const r = new CallbackReminders(
      {
        target: () => {
          if (broken) throw new Error('database is locked')
          return { db, workspaceId: WS }
        },
        alertsPaused: () => false,
        emit: (due) => heard.push(due),
      },
      { clock, fired: new FiredReminders(null) },
    )
    r.start()
    await clock.advance(3 * MINUTE)
    expect(heard).toEqual([])
    broken = false
    await clock.advance(30_000)
    expect(heardIds()).toEqual(['due'])
    r.stop()
  })

  it('does nothing without a workspace', async () => {
    store(callback('due', at(0)))
    const r = new CallbackReminders(
      { target: () => null, alertsPaused: () => false, emit: (due) => heard.push(due) },
      { clock, fired: new FiredReminders(null) },
    )
    expect(r.check()).toEqual([])
  })
})
