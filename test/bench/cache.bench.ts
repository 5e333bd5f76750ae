/**
 * The cache benchmarks of issue 5, each against a baseline measured in this run:
 * - ingest of 100,000 dispositions and 20,000 conversations with 500,000 messages
 *   through the repositories, vs raw prepared inserts in one transaction into
 *   plain tables (and, for reference, into the cache's own schema);
 * - full-text search over the 500,000 messages vs a LIKE '%term%' scan;
 * - opening the cache in a new process and reading the first page of
 *   conversations and of the callback queue, vs raw better-sqlite3 doing the same.
 * Data comes from a seeded PRNG over a call-centre vocabulary with a Zipf
 * distribution, so search terms have realistic selectivity. Each figure is
 * measured in MIN_ROUNDS paired rounds. The quick profile ingests a tenth of
 * the data per round; search and the first pages always run on the full cache,
 * since their ratios depend on its size.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Sqlite from 'better-sqlite3'
import type { CallDisposition, Conversation } from '../../src/shared/api'
import {
  listCallbackQueue,
  listConversations,
  openCache,
  search,
  upsertConversations,
  upsertDispositions,
} from '../../src/core/cache'
import { toFtsQuery } from '../../src/core/cache/fts-query'
import { phoneTerms } from '../../src/core/cache/phone-terms'
import { MIN_ROUNDS, QUICK, median, percentile, report } from './harness'
import { benchRows } from './support/dataset'

const SUITE = 'Cache (SQLite, FTS5)'
const WORKSPACE = 'ws_bench'
const NOW = Date.parse('2025-03-03T09:00:00.000Z')
const DISPOSITIONS = 100_000
const CONVERSATIONS = 20_000
const MESSAGES_PER_CONVERSATION = 25

// Child mode: `cache.bench.ts --cold-read <file> <cache|raw>` prints the milliseconds to the first pages.
if (process.argv[2] === '--cold-read') {
  process.stdout.write(`${coldRead(process.argv[3] ?? '', process.argv[4] === 'raw')}\n`)
  process.exit(0)
}

/** Supervisors' searches: domain words of middling and low frequency, names, prefixes typed so far, pairs. */
const QUERIES = [
  'refund', 'invoice', 'technician', 'reschedule', 'warranty', 'router', 'outage', 'deductible', 'pharmacy',
  'coupon', 'courier', 'refu', 'appoi', 'insur', 'garcia', 'rodriguez', 'muller', 'jose', 'zoe', 'priya',
  'refund invoice', 'technician tuesday', 'cancel subscription', 'late fee', 'password login', 'parking',
  'allergy', 'fiber signal', 'overdue', 'claim',
]

function main(): void {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-cache-bench-'))
  try {
    const data = generate()
    const ingested = QUICK ? tenth(data) : data
    const rows = ingested.dispositions.length + ingested.conversations.length + ingested.messageCount
    const perSecond = (ms: number) => rows / (ms / 1000)
    const plain: number[] = []
    const sameSchema: number[] = []
    const repositories: number[] = []
    for (let round = 0; round < MIN_ROUNDS; round++) {
      const at = (name: string) => join(dir, `${name}-${round}.db`)
      plain.push(perSecond(timeIngest(() => ingestRaw(at('plain'), ingested, PLAIN_SCHEMA))))
      sameSchema.push(perSecond(timeIngest(() => ingestRaw(at('same'), ingested, undefined))))
      repositories.push(perSecond(timeIngest(() => ingestRepositories(at('cache'), ingested))))
      for (const name of ['plain', 'same', 'cache']) rmSync(at(name), { force: true })
    }
    const size = `${rows.toLocaleString('en')} rows (${count(ingested.dispositions.length)} dispositions, ${count(ingested.conversations.length)} conversations, ${count(ingested.messageCount)} messages)`
    report({
      suite: SUITE,
      name: `ingest throughput, ${size}`,
      baselineLabel: 'raw prepared inserts, one transaction, plain tables',
      fair: 'the least work that stores the rows: what the repositories and search indexing cost together',
      baseline: plain,
      subject: repositories,
      unit: 'rows/s',
      higherIsBetter: true,
      note:
        'no goal: the repositories also maintain the indexes and three FTS5 indexes (with 2- and 3-character prefix ' +
        'indexes) that the plain tables lack, so this compares different work; it shows what the search costs at ' +
        'ingest. The goal is on the next figure. Transactions of 1,000 dispositions or 200 conversations, as a sync writes.',
    })
    report({
      suite: SUITE,
      name: 'ingest throughput, same data, into the cache schema',
      baselineLabel: 'raw prepared inserts, one transaction, same schema (indexes and FTS5 rows)',
      fair: "the same rows into the same tables, indexes and FTS5 rows by hand: the repository layer's own cost",
      baseline: sameSchema,
      subject: repositories,
      unit: 'rows/s',
      higherIsBetter: true,
      goals: [{ on: 'ratio', atLeast: 0.5 }],
      note: 'isolates the cost of the repository layer (upserts, timestamp normalising, phone terms, paging into transactions).',
    })
    const cachePath = join(dir, 'cache.db')
    const plainPath = join(dir, 'plain.db')
    ingestRepositories(cachePath, data)
    ingestRaw(plainPath, data, PLAIN_SCHEMA)
    benchSearch(cachePath, plainPath)
    benchColdRead(cachePath)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function count(n: number): string {
  return n >= 1000 ? `${n / 1000}k` : String(n)
}

/** The quick profile's ingest: every tenth disposition and conversation. */
function tenth(data: Data): Data {
  const conversations = data.conversations.filter((_, i) => i % 10 === 0)
  return {
    dispositions: data.dispositions.filter((_, i) => i % 10 === 0),
    conversations,
    messageCount: conversations.reduce((total, c) => total + c.messages.length, 0),
  }
}

interface Data {
  dispositions: CallDisposition[]
  conversations: Conversation[]
  messageCount: number
}

function generate(): Data {
  const rows = benchRows(NOW)
  const dispositions = Array.from({ length: DISPOSITIONS }, (_, i) => rows.disposition(i))
  const conversations = Array.from({ length: CONVERSATIONS }, (_, i) => rows.conversation(i, MESSAGES_PER_CONVERSATION))
  return { dispositions, conversations, messageCount: CONVERSATIONS * MESSAGES_PER_CONVERSATION }
}

function timeIngest(run: () => void): number {
  globalThis.gc?.()
  const started = performance.now()
  run()
  return performance.now() - started
}

function ingestRepositories(path: string, data: Data): void {
  const db = openCache(path)
  for (let i = 0; i < data.dispositions.length; i += 1000) {
    upsertDispositions(db, WORKSPACE, data.dispositions.slice(i, i + 1000))
  }
  for (let i = 0; i < data.conversations.length; i += 200) {
    upsertConversations(db, WORKSPACE, data.conversations.slice(i, i + 200))
  }
  db.close()
}

const PLAIN_SCHEMA = `
  CREATE TABLE call_dispositions (pk INTEGER PRIMARY KEY, workspace_id TEXT NOT NULL, id TEXT NOT NULL,
    phone_number TEXT NOT NULL, disposition TEXT NOT NULL, status TEXT NOT NULL, scheduled_at TEXT,
    attempt INTEGER NOT NULL, agent_id TEXT NOT NULL, batch_id TEXT, created_at TEXT NOT NULL, updated_at TEXT,
    notes TEXT NOT NULL, customer_name TEXT, phone_terms TEXT NOT NULL DEFAULT '', UNIQUE (workspace_id, id));
  CREATE TABLE conversations (pk INTEGER PRIMARY KEY, workspace_id TEXT NOT NULL, id TEXT NOT NULL,
    user_id TEXT NOT NULL, pathway_id TEXT NOT NULL, agent_id TEXT NOT NULL, customer_name TEXT NOT NULL,
    customer_email TEXT NOT NULL, customer_phone TEXT NOT NULL, direction TEXT, message_count INTEGER NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL, customer_phone_terms TEXT NOT NULL DEFAULT '',
    UNIQUE (workspace_id, id));
  CREATE TABLE messages (pk INTEGER PRIMARY KEY, workspace_id TEXT NOT NULL, conversation_pk INTEGER NOT NULL,
    id TEXT NOT NULL, direction TEXT NOT NULL, sent INTEGER NOT NULL, message TEXT NOT NULL, status TEXT NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (workspace_id, id));`

/**
 * The baseline: straight prepared inserts in one transaction, with the cache's
 * pragmas, into `schema`, or (undefined) into the cache's own schema, search index included.
 */
function ingestRaw(path: string, data: Data, schema: string | undefined): void {
  let db: Sqlite.Database
  if (schema === undefined) {
    openCache(path).close()
    db = new Sqlite(path)
  } else {
    db = new Sqlite(path)
    db.exec(schema)
  }
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  const indexed = schema === undefined
  const noop = { run: (..._: unknown[]) => undefined }
  const dispositionFts = indexed
    ? db.prepare('INSERT INTO call_dispositions_fts (rowid, notes, customer_name, phone_terms) VALUES (?, ?, ?, ?)')
    : noop
  const conversationFts = indexed
    ? db.prepare('INSERT INTO conversations_fts (rowid, customer_name, customer_phone_terms) VALUES (?, ?, ?)')
    : noop
  const messageFts = indexed ? db.prepare('INSERT INTO messages_fts (rowid, message) VALUES (?, ?)') : noop
  const disposition = db.prepare(`INSERT INTO call_dispositions (workspace_id, id, phone_number, disposition, status,
    scheduled_at, attempt, agent_id, batch_id, created_at, updated_at, notes, customer_name, phone_terms)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const conversation = db.prepare(`INSERT INTO conversations (workspace_id, id, user_id, pathway_id, agent_id,
    customer_name, customer_email, customer_phone, direction, message_count, created_at, updated_at,
    customer_phone_terms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const message = db.prepare(`INSERT INTO messages (workspace_id, conversation_pk, id, direction, sent, message,
    status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  db.transaction(() => {
    for (const d of data.dispositions) {
      const terms = phoneTerms(d.phoneNumber)
      const pk = disposition.run(WORKSPACE, d._id, d.phoneNumber, d.disposition, d.status, d.scheduledAt,
        d.attempt, d.agentId, d.batchId ?? null, d.createdAt, d.updatedAt ?? null, d.notes, d.customerName ?? null,
        terms).lastInsertRowid
      dispositionFts.run(pk, d.notes, d.customerName ?? null, terms)
    }
    for (const c of data.conversations) {
      const terms = phoneTerms(c.customer.phone)
      const pk = conversation.run(WORKSPACE, c._id, c.userId, c.pathwayId, c.agentId, c.customer.name,
        c.customer.email, c.customer.phone, c.messages[0]?.direction ?? null, c.messages.length, c.createdAt,
        c.updatedAt, terms).lastInsertRowid
      conversationFts.run(pk, c.customer.name, terms)
      for (const m of c.messages) {
        const messagePk = message.run(WORKSPACE, pk, m._id, m.direction, m.sent ? 1 : 0, m.message, m.status,
          m.createdAt, m.updatedAt).lastInsertRowid
        messageFts.run(messagePk, m.message)
      }
    }
  })()
  db.close()
}

function benchSearch(cachePath: string, plainPath: string): void {
  const db = openCache(cachePath)
  const plain = new Sqlite(plainPath, { readonly: true })
  const likeStatements = QUERIES.map((q) => {
    const terms = q.split(' ')
    const sql = `SELECT id, conversation_pk, message FROM messages WHERE workspace_id = ?
      ${terms.map(() => `AND message LIKE ?`).join(' ')} ORDER BY created_at DESC LIMIT 20`
    return { statement: plain.prepare(sql), args: terms.map((t) => `%${t}%`) }
  })
  // The floor: SQLite's own ranked FTS5 query for the same terms, no window, no snippets, no joins.
  const bare = new Sqlite(cachePath, { readonly: true })
  const bareStatement = bare.prepare('SELECT rowid FROM messages_fts WHERE messages_fts MATCH ? ORDER BY rank LIMIT 20')
  const bareMatches = QUERIES.map((q) => toFtsQuery(q) ?? '')
  for (const q of QUERIES) search(db, WORKSPACE, q, { kinds: ['message'] }) // warm the page cache as a session would
  for (const match of bareMatches) bareStatement.all(match)
  const bareRounds: number[] = []
  const ftsRounds: number[] = []
  const likeRounds: number[] = []
  const fts: number[] = []
  const like: number[] = []
  let hits = 0
  for (let round = 0; round < MIN_ROUNDS; round++) {
    const ftsRound: number[] = []
    const likeRound: number[] = []
    const bareRound: number[] = []
    for (const [i, q] of QUERIES.entries()) {
      let started = performance.now()
      bareStatement.all(bareMatches[i])
      bareRound.push(performance.now() - started)
      started = performance.now()
      hits += search(db, WORKSPACE, q, { kinds: ['message'], limit: 20 }).messages.length
      ftsRound.push(performance.now() - started)
      const { statement, args } = likeStatements[i]!
      started = performance.now()
      statement.all(WORKSPACE, ...args)
      likeRound.push(performance.now() - started)
    }
    ftsRounds.push(percentile(ftsRound, 95))
    likeRounds.push(percentile(likeRound, 95))
    bareRounds.push(percentile(bareRound, 95))
    fts.push(...ftsRound)
    like.push(...likeRound)
  }
  const all: number[] = []
  for (const q of QUERIES) {
    const started = performance.now()
    search(db, WORKSPACE, q, { limit: 20 })
    all.push(performance.now() - started)
  }
  db.close()
  plain.close()
  bare.close()

  report({
    suite: SUITE,
    name: `search over 500,000 messages, p95 of each round's ${QUERIES.length} queries`,
    baselineLabel: `LIKE '%term%' scan, p95 of the same queries in the same round`,
    fair: 'the search any SQLite app gets without FTS5, on the same rows and queries in the same round',
    baseline: likeRounds,
    subject: ftsRounds,
    unit: 'ms',
    higherIsBetter: false,
    // Issue 5's two goals. The absolute one holds on an idle machine; a run under a load that slows the bare FTS5
    // query (the note) past it misses, and says so.
    goals: [
      { on: 'ratio', atMost: 0.05 },
      { on: 'subject', atMost: 20 },
    ],
    note:
      `top 20 by bm25 with snippets, each term prefix-matched; over all rounds median ${median(fts).toFixed(2)} ms vs LIKE ` +
      `median ${median(like).toFixed(1)} ms; all three kinds (messages, customers, dispositions) p95 ` +
      `${percentile(all, 95).toFixed(2)} ms; ${(hits / fts.length).toFixed(1)} hits per search on average.`,
  })
  report({
    suite: SUITE,
    name: `the same search against its floor, p95 of each round's ${QUERIES.length} queries`,
    baselineLabel: "SQLite's bare ranked FTS5 query for the same terms, p95 in the same round",
    fair: 'the least an FTS5 search for these terms does (MATCH, bm25, top 20), with no window, snippets or joins: what SQLite costs on this machine now',
    baseline: bareRounds,
    subject: ftsRounds,
    unit: 'ms',
    higherIsBetter: false,
    // Ranking only the newest 1,000 matches (search-sql.ts) is what keeps the search at or under SQLite's own ranked query.
    goals: [{ on: 'ratio', atMost: 1 }],
  })
}

function benchColdRead(cachePath: string): void {
  const once = (mode: 'cache' | 'raw') => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--cold-read', cachePath, mode], {
      encoding: 'utf8',
    })
    if (child.status !== 0) throw new Error(`cold read (${mode}) failed: ${child.stderr}`)
    return Number(child.stdout.trim())
  }
  const cache: number[] = []
  const raw: number[] = []
  for (let round = 0; round < MIN_ROUNDS; round++) {
    raw.push(once('raw'))
    cache.push(once('cache'))
  }
  report({
    suite: SUITE,
    name: 'new process: open the cache and read the first page of conversations and of the callback queue',
    baselineLabel: 'raw better-sqlite3 open and the same two queries',
    fair: 'the same file and the same two reads with nothing of the cache module: its open, pragmas and migration check',
    baseline: raw,
    subject: cache,
    unit: 'ms',
    higherIsBetter: false,
    note:
      'one fresh process per side and round, timed inside the process from before open to both pages read ' +
      '(the OS file cache stays warm: it cannot be dropped without root). The time to the first rendered ' +
      'list in the browser is the offline-open bench.',
  })
}

function coldRead(path: string, raw: boolean): number {
  const from = new Date(NOW).toISOString()
  const to = new Date(NOW + 7 * 86_400_000).toISOString()
  const started = performance.now()
  if (raw) {
    const db = new Sqlite(path)
    db.prepare(`SELECT * FROM conversations WHERE workspace_id = ? ORDER BY created_at DESC, id DESC LIMIT 50`).all(
      WORKSPACE,
    )
    db.prepare(`SELECT * FROM call_dispositions WHERE workspace_id = ? AND scheduled_at >= ? AND scheduled_at < ?
      ORDER BY scheduled_at, id LIMIT 50`).all(WORKSPACE, from, to)
    const elapsed = performance.now() - started
    db.close()
    return elapsed
  }
  const db = openCache(path)
  listConversations(db, WORKSPACE, { limit: 50 })
  listCallbackQueue(db, WORKSPACE, { from, to, limit: 50 })
  const elapsed = performance.now() - started
  db.close()
  return elapsed
}

main()
