/**
 * Issue 15: the callbacks queue flags callbacks whose customer asked not to be
 * called and numbers on the do-not-call list (`callbackFlags`: the list, the
 * phrases, the customers' inbound messages holding a phrase's key word). Subject:
 * the queue as `callbacks.query` builds it, flags included. Baseline, in the same
 * run and interleaved: the same queue without the flags (the scan, the items,
 * the sections). Cache: 100,000 dispositions, 20,000 conversations with 500,000
 * messages, every conversation from the number of a callback in the queue (the
 * worst case: each conversation's messages are candidates), 1,000 numbers on
 * the list, the default phrases.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Conversation } from '../../src/shared/api'
import { addDoNotCall, Directory, openCache, upsertConversations, upsertDispositions, type Cache } from '../../src/core/cache'
import { arrangeQueue, buildQueue, DEFAULT_GROUP_LIMIT, loadScheduled, toItem } from '../../src/core/callbacks'
import { QUICK, report } from './harness'
import { benchRows } from './support/dataset'

const SUITE = 'Callbacks queue with compliance flags (SQLite)'
const WORKSPACE = 'ws_bench'
const NOW = Date.parse('2025-03-03T09:00:00.000Z')
// The quick profile (`npm run bench -- --quick`): a tenth of the data, as many rounds.
const DISPOSITIONS = QUICK ? 10_000 : 100_000
const CONVERSATIONS = QUICK ? 2_000 : 20_000
const MESSAGES_PER_CONVERSATION = 25
const RUNS = 15
const ZONE = 'America/New_York'

function fill(db: Cache): void {
  const rows = benchRows(NOW)
  const dispositions = Array.from({ length: DISPOSITIONS }, (_, i) => rows.disposition(i))
  upsertDispositions(db, WORKSPACE, dispositions)
  const callbackPhones = dispositions.filter((d) => d.scheduledAt !== null).map((d) => d.phoneNumber)
  for (let start = 0; start < CONVERSATIONS; start += 1_000) {
    const page: Conversation[] = []
    for (let i = start; i < start + 1_000; i++) {
      const conversation = rows.conversation(i, MESSAGES_PER_CONVERSATION)
      page.push({ ...conversation, customer: { ...conversation.customer, phone: callbackPhones[i % callbackPhones.length]! } })
    }
    upsertConversations(db, WORKSPACE, page)
  }
  addDoNotCall(
    db,
    WORKSPACE,
    callbackPhones.slice(0, 1_000).map((number) => ({ number, reason: 'bench', addedAt: new Date(NOW).toISOString() })),
  )
}

/** The queue as it was built before the flags: the same scan, items and sections. */
function queueWithoutFlags(db: Cache): number {
  const { dispositions } = loadScheduled(db, WORKSPACE, {}, NOW)
  const names = new Directory(db, WORKSPACE).agentNames
  const items = dispositions.map((d) => toItem(d, ZONE, names))
  return arrangeQueue(items, NOW, ZONE, DEFAULT_GROUP_LIMIT).groups.length
}

function queueWithFlags(db: Cache): number {
  return buildQueue(db, WORKSPACE, { filters: {}, zone: ZONE, now: NOW }).groups.length
}

function time(fn: () => unknown): number {
  const started = performance.now()
  fn()
  return performance.now() - started
}

function main(): void {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-flags-bench-'))
  const db = openCache(join(dir, 'cache.db'))
  try {
    fill(db)
    queueWithoutFlags(db)
    queueWithFlags(db)
    const baseline: number[] = []
    const subject: number[] = []
    for (let run = 0; run < RUNS; run++) {
      baseline.push(time(() => queueWithoutFlags(db)))
      subject.push(time(() => queueWithFlags(db)))
    }
    report({
      suite: SUITE,
      name: `callbacks.query over ${DISPOSITIONS.toLocaleString('en')} dispositions (up to 5,000 in the queue), ${CONVERSATIONS.toLocaleString('en')} conversations from those numbers, ${(CONVERSATIONS * MESSAGES_PER_CONVERSATION).toLocaleString('en')} messages`,
      baselineLabel: 'the same queue without the flags',
      fair: "the same query and data without the do-not-call flags, interleaved: the flags' own cost",
      baseline,
      subject,
      unit: 'ms',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.5 }],
      note: `${RUNS} paired rounds, interleaved, warm statement cache.`,
    })
  } finally {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

main()
