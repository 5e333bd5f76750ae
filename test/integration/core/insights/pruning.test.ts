import { afterEach, expect, it } from 'vitest'
import { FIRST_PRUNE_AFTER_MS, PRUNE_EVERY_MS, startPruning } from '../../../../src/core/insights/retention'
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

  const stop = startPruning(() => temp.db, () => days, clock)
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
  startPruning(() => temp.db, () => 7, clock)()
  expect(clock.pending).toBe(0)
})
