import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  LATEST_SCHEMA_VERSION,
  openCache,
  storeTranscriptSegments,
  upsertConversations,
  upsertDispositions,
  type Cache,
} from '../../../src/core/cache'
import type { TranscriptSegment } from '../../../src/shared/bridge'
import { mulberry32, shuffle, zipfSampler } from '../../support/random'
import { benchRows } from './dataset'
import { DOMAIN_WORDS, FUNCTION_WORDS } from './vocabulary'

/**
 * A year of a workspace whose floor is 200 calls at once (issue 38): each day
 * the calls seen live ramp from 08:00 to a peak of about 200 at once at 14:00
 * and down to 20:00 UTC, 12,000 calls of one to eleven minutes (six on
 * average), three timeline events each (the opening sentiment, two last
 * messages); the poll's concurrency a minute; 20 calls a day listened to, their
 * transcripts kept (40 lines each); and over the year 300,000 dispositions and
 * 60,000 conversations of 8 messages.
 */
export const YEAR = {
  callsPerDay: 12_000,
  listenedPerDay: 20,
  linesPerListenedCall: 40,
  dispositions: 300_000,
  conversations: 60_000,
  messagesPerConversation: 8,
} as const
export const YEAR_WORKSPACE = 'ws_bench_year'
/** The generated year ends here: the benches read it as "now", so a cached file stays valid. */
export const YEAR_END_MS = Date.parse('2026-11-01T00:00:00.000Z')
const DAY_S = 86_400
const YEAR_DAYS = 365
/** Bumped whenever the generator writes different rows, so a cached file is made again. */
const GENERATOR = 2

const iso = (unixSeconds: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${unixSeconds}, 'unixepoch')`

/**
 * The path of a generated cache holding the last `callDays` days of calls (and
 * always the year's dispositions and conversations), made once per schema
 * version and generator and kept in the OS temp dir for later runs.
 */
export function yearCacheFile(callDays: number): string {
  const folder = join(tmpdir(), 'switchboard-bench')
  const path = join(folder, `year-cache-v${LATEST_SCHEMA_VERSION}-g${GENERATOR}-${callDays}d.sqlite`)
  if (existsSync(path)) return path
  mkdirSync(folder, { recursive: true })
  const partial = `${path}.partial`
  // In a process of its own: glibc gave the heap back after every batch and faulted it in again, which made
  // most of the generation's time the kernel's. Its trim threshold is read from the environment at start.
  const writer = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'write-year-cache.ts'), partial, String(callDays)], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_TRIM_THRESHOLD_: String(2 ** 30), MALLOC_TOP_PAD_: String(2 ** 28) },
  })
  if (writer.status !== 0) throw new Error(`writing ${partial} failed (${writer.status ?? writer.signal})`)
  renameSync(partial, path)
  return path
}

/** Writes the file `yearCacheFile` keeps: `callDays` days of calls and the year's service records. */
export function writeYearCache(path: string, callDays: number): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true })
  const db = openCache(path)
  // A generated file need not survive a power cut.
  db.sqlite.pragma('synchronous = OFF')
  writeCalls(db, callDays)
  writeListenedTranscripts(db, callDays)
  writeServiceRecords(db)
  db.close()
}

/** Sightings, their timelines and the per-minute concurrency in SQL: the rollup triggers run for every row. */
function writeCalls(db: Cache, days: number): void {
  if (days === 0) return
  const start = YEAR_END_MS / 1000 - days * DAY_S
  // Within its day, call j of C starts on a triangle from 08:00 to 20:00 (inverse of its distribution).
  const u = `((i % ${YEAR.callsPerDay}) + 0.5) / ${YEAR.callsPerDay}`
  const offset = `(43200 * CASE WHEN ${u} < 0.5 THEN sqrt(${u} / 2) ELSE 1 - sqrt((1 - ${u}) / 2) END)`
  const sql = db.sqlite
  const insertCalls = sql.prepare(
    `WITH RECURSIVE n(i) AS (SELECT CAST(? AS INTEGER) UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1),
     c AS (SELECT i, ? + (i / ${YEAR.callsPerDay}) * ${DAY_S} + 8 * 3600 + ${offset} AS t, 60 + (i * 7919) % 601 AS d,
       CASE WHEN i % 20 < 11 THEN 'neutral' WHEN i % 20 < 16 THEN 'positive' WHEN i % 20 < 19 THEN 'negative' ELSE 'unsure' END AS s
       FROM n)
     INSERT INTO call_sightings (workspace_id, room_name, call_id, customer_name, customer_phone, ai_agent_name, type,
       first_seen_at, last_seen_at, peak_duration, last_sentiment, last_message, transfer_requested, turned_negative, active,
       ended_at, ended_by)
     SELECT ?, 'room_' || i, 'call_' || i, CASE WHEN i % 3 = 0 THEN NULL ELSE 'Customer ' || (i % 40000) END,
       '+1415555' || printf('%04d', i % 10000), 'Agent ' || (i % 12), CASE WHEN i % 4 = 0 THEN 'outbound' ELSE 'inbound' END,
       ${iso('t')}, ${iso('t + d')}, d, s, 'Thank you for calling, is there anything else I can help you with today?',
       i % 17 = 0, s = 'negative' OR i % 13 = 0, 0, ${iso('t + d')}, 'remote'
     FROM c`,
  )
  const insertEvents = sql.prepare(
    `INSERT INTO call_sighting_events (sighting_pk, workspace_id, at, kind, value)
     SELECT s.pk, s.workspace_id, CASE e.k WHEN 0 THEN s.first_seen_at WHEN 1 THEN
         strftime('%Y-%m-%dT%H:%M:%fZ', s.first_seen_at, '+' || (s.peak_duration / 2) || ' seconds') ELSE s.last_seen_at END,
       CASE e.k WHEN 0 THEN 'sentiment' ELSE 'message' END,
       CASE e.k WHEN 0 THEN 'neutral' WHEN 1 THEN 'I would like to check on the delivery of my order from last week'
         ELSE s.last_message END
     FROM call_sightings s CROSS JOIN (SELECT 0 AS k UNION ALL SELECT 1 UNION ALL SELECT 2) e
     WHERE s.pk > ?`,
  )
  // Ten days a transaction, as a year of polls would: the WAL stays near its checkpoint size.
  for (let day = 0; day < days; day += 10) {
    sql.transaction(() => {
      const last = Number(sql.prepare('SELECT coalesce(max(pk), 0) FROM call_sightings').pluck().get())
      insertCalls.run(day * YEAR.callsPerDay, Math.min(days, day + 10) * YEAR.callsPerDay, start, YEAR_WORKSPACE)
      insertEvents.run(last)
    })()
  }
  sql.transaction(() => {
    // The poll's count each minute of the open hours, on the same ramp up to 200.
    sql
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? * 720 - 1)
         INSERT INTO call_concurrency (workspace_id, minute, calls, transfers_waiting)
         SELECT ?, strftime('%Y-%m-%dT%H:%M:00.000Z', ? + (i / 720) * ${DAY_S} + 8 * 3600 + (i % 720) * 60, 'unixepoch'),
           200 - abs(360 - i % 720) * 200 / 360, (i * 7) % 5
         FROM n`,
      )
      .run(days, YEAR_WORKSPACE, start)
  })()
}

/** A sentence maker over the call-centre vocabulary, seeded. */
function sentences(seed: number): (min: number, max: number) => string {
  const random = mulberry32(seed)
  const words = [...FUNCTION_WORDS, ...shuffle(DOMAIN_WORDS, random)]
  const zipf = zipfSampler(words.length, 1.05, random)
  return (min, max) => Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => words[zipf()]).join(' ')
}

/** The kept transcripts of the calls listened to, through the repository (it indexes them for search). */
function writeListenedTranscripts(db: Cache, days: number): void {
  const sentence = sentences(38)
  const every = YEAR.callsPerDay / YEAR.listenedPerDay
  const rooms = db.sqlite
    .prepare(`SELECT room_name AS room, first_seen_at AS at, peak_duration AS seconds FROM call_sightings WHERE pk % ? = 0 ORDER BY pk`)
    .all(every) as { room: string; at: string; seconds: number }[]
  if (rooms.length !== days * YEAR.listenedPerDay) throw new Error(`expected ${days * YEAR.listenedPerDay} listened calls, found ${rooms.length}`)
  for (const { room, at, seconds } of rooms) {
    const start = Date.parse(at)
    const step = (seconds * 1000) / YEAR.linesPerListenedCall
    const lines: TranscriptSegment[] = Array.from({ length: YEAR.linesPerListenedCall }, (_, j) => ({
      segmentId: `seg_${j}`,
      speaker: j % 2 === 0 ? { kind: 'agent', name: 'Agent' } : { kind: 'customer', name: 'Customer' },
      text: sentence(5, 20),
      startedAt: new Date(start + j * step).toISOString(),
      endedAt: new Date(start + (j + 1) * step).toISOString(),
    }))
    storeTranscriptSegments(db, YEAR_WORKSPACE, room, lines)
  }
}

/** The year's dispositions and conversations, evenly over it, through the repositories (validated rows, indexed). */
function writeServiceRecords(db: Cache): void {
  const rows = benchRows(YEAR_END_MS)
  const yearStart = YEAR_END_MS - YEAR_DAYS * DAY_S * 1000
  const at = (i: number, of: number) => yearStart + Math.floor(((i + 0.5) / of) * YEAR_DAYS * DAY_S * 1000)
  for (let from = 0; from < YEAR.dispositions; from += 1000) {
    const page = Array.from({ length: Math.min(1000, YEAR.dispositions - from) }, (_, k) => {
      const created = new Date(at(from + k, YEAR.dispositions)).toISOString()
      return { ...rows.disposition(from + k), createdAt: created, updatedAt: created }
    })
    upsertDispositions(db, YEAR_WORKSPACE, page)
  }
  for (let from = 0; from < YEAR.conversations; from += 200) {
    const page = Array.from({ length: Math.min(200, YEAR.conversations - from) }, (_, k) => {
      const conversation = rows.conversation(from + k, YEAR.messagesPerConversation)
      const shift = at(from + k, YEAR.conversations) - Date.parse(conversation.createdAt)
      const moved = (time: string) => new Date(Date.parse(time) + shift).toISOString()
      return {
        ...conversation,
        createdAt: moved(conversation.createdAt),
        updatedAt: moved(conversation.updatedAt),
        messages: conversation.messages.map((m) => ({ ...m, createdAt: moved(m.createdAt), updatedAt: moved(m.updatedAt) })),
      }
    })
    upsertConversations(db, YEAR_WORKSPACE, page)
  }
}
