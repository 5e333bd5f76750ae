/**
 * The process the crash test kills. It syncs (dispositions, conversations, call
 * snapshots) and enqueues outbox entries in a loop, as fast as it can, and
 * prints `ack <id>` for each entry only after `enqueue` returned.
 * Usage: node --import tsx crash-writer.ts <cache file> <round>
 */
import { writeSync } from 'node:fs'
import {
  enqueue,
  listPending,
  markDone,
  markSending,
  openCache,
  upsertConversations,
  upsertDispositions,
} from '../../../../src/core/cache'
import { pollRecorder } from '../../../support/polls'
import { activeCall, conversation, disposition, message } from './fixtures'

const [path, round = '0'] = process.argv.slice(2)
if (!path) throw new Error('usage: crash-writer.ts <cache file> <round>')
const WS = 'ws_crash'
const db = openCache(path)
const poll = pollRecorder(db, WS)
writeSync(1, 'ready\n')

for (let i = 0; ; i++) {
  const tag = `${round}-${i}`
  upsertDispositions(
    db,
    WS,
    Array.from({ length: 50 }, (_, j) => disposition(`d${(i * 50 + j) % 2000}`, { notes: `Sync ${tag} note ${j}` })),
  )
  upsertConversations(db, WS, [
    conversation(`c${i % 300}`, Array.from({ length: 8 }, (_, j) => message(`c${i % 300}-m${j}`, `Message ${tag} ${j}`))),
  ])
  poll([activeCall(`room-${i % 7}`, { sentiment: i % 2 ? 'positive' : 'negative' })], new Date().toISOString())
  const entry = enqueue(
    db,
    WS,
    { kind: 'disposition.update', targetId: `d${i % 2000}`, payload: { notes: `Edit ${tag}` } },
    new Date().toISOString(),
  )
  writeSync(1, `ack ${entry.id}\n`)
  if (i % 3 === 0) {
    const [oldest] = listPending(db, WS)
    if (oldest && markSending(db, WS, oldest.id, new Date().toISOString())) {
      markDone(db, WS, oldest.id, new Date().toISOString())
    }
  }
}
