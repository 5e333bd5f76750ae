import { afterEach, expect, it } from 'vitest'
import { FIRST_PRUNE_AFTER_MS, PRUNE_EVERY_MS, startPruning } from '../../../../src/core/insights/retention'
import { createLogger, silentLogger } from '../../../../src/core/log'
import { FakeClock } from '../../../support/fake-clock'
import { pollRecorder } from '../../../support/polls'
import { activeCall, tempCache, WS } from '../cache/fixtures'

const DAY = 86_400_000
const NOW = Date.parse('2026-03-31T12:00:00.000Z')

let cleanup: () => void = () => {}
afterEach(() => cleanup())

it('prunes after the first screen, not before it, then every six hours', async () => {
  const temp = tempCache()
  cleanup = temp.cleanup
  const record = pollRecorder(temp.db, WS)
  record([activeCall('room-old')], new Date(NOW - 10 * DAY).toISOString())
  record([activeCall('room-new')], new Date(NOW - 3 * DAY).toISOString())
  const calls = () => temp.db.sqlite.prepare('SELECT room_name FROM call_sightings ORDER BY room_name').pluck().all()
  const clock = new FakeClock(NOW)
  let days = 7

  const stop = startPruning(() => temp.db, () => days, clock, silentLogger)
  expect(calls()).toEqual(['room-new', 'room-old'])
  await clock.advance(FIRST_PRUNE_AFTER_MS - 1)
  expect(calls()).toEqual(['room-new', 'room-old'])
  await clock.advance(1)
  expect(calls()).toEqual(['room-new'])

  days = 1
  await clock.advance(PRUNE_EVERY_MS - 1)
  expect(calls()).toEqual(['room-new'])
  await clock.advance(1)
  expect(calls()).toEqual([])
  stop()
  expect(clock.pending).toBe(0)
})

it('a console stopped before its first prune leaves no prune waiting', () => {
  const temp = tempCache()
  cleanup = temp.cleanup
  const clock = new FakeClock(NOW)
  startPruning(() => temp.db, () => 7, clock, silentLogger)()
  expect(clock.pending).toBe(0)
})

it('a prune that fails is logged and the next one still runs, never an error thrown from its timer', async () => {
  const temp = tempCache()
  const closed = tempCache()
  cleanup = () => {
    temp.cleanup()
    closed.cleanup()
  }
  closed.db.close()
  const lines: string[] = []
  const clock = new FakeClock(NOW)
  let cache = temp.db
  const stop = startPruning(() => cache, () => 7, clock, createLogger((line) => lines.push(line)))
  cache = closed.db
  await clock.advance(FIRST_PRUNE_AFTER_MS)
  expect(lines).toEqual([expect.stringMatching(/WARN prune failed error=.*not open/)])

  cache = temp.db
  pollRecorder(temp.db, WS)([activeCall('room-old')], new Date(NOW - 10 * DAY).toISOString())
  await clock.advance(PRUNE_EVERY_MS)
  expect(temp.db.sqlite.prepare('SELECT count(*) FROM call_sightings').pluck().get()).toBe(0)
  expect(lines).toHaveLength(1)
  stop()
})
