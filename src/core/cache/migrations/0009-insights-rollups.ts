import type { Migration } from './types'

/** The statuses of a finished callback when this migration shipped (`DONE_STATUSES`, src/shared/bridge/callbacks.ts). */
const DONE = `('completed', 'cancelled', 'failed')`

/** The UTC quarter hour holding an ISO timestamp, in the same ISO form, as migration 0006 wrote it: `2026-03-08T06:45:00.000Z`. */
function quarterHourSql(column: string): string {
  const minute = `substr(${column}, 15, 2)`
  return `(substr(${column}, 1, 14) || CASE WHEN ${minute} < '15' THEN '00' WHEN ${minute} < '30' THEN '15'
    WHEN ${minute} < '45' THEN '30' ELSE '45' END || ':00.000Z')`
}

const utcDaySql = (column: string) => `(substr(${column}, 1, 10) || 'T00:00:00.000Z')`

/**
 * One rollup: a table of counts keyed by `key`, kept by triggers on `source`.
 * `rows` are the values a source row adds (`new`) or takes away (`old`); the
 * counts are sums, so taking a row away needs nothing looked up again. A rollup
 * row whose first count falls to 0 is deleted.
 */
interface Rollup {
  table: string
  source: 'call_dispositions' | 'conversations'
  /** Key columns after `workspace_id`, with the expression of a source row (`new` or `old`) for each. */
  key: readonly { column: string; of: (row: 'new' | 'old') => string }[]
  /** Summed columns, with what one source row adds. */
  counts: readonly { column: string; of: (row: 'new' | 'old') => string }[]
  /** Which source rows count (the rest are left out). */
  when?: (row: 'new' | 'old') => string
  /** The source columns the rollup reads: an update touching none of them changes nothing. */
  reads: readonly string[]
}

const ROLLUPS: readonly Rollup[] = [
  {
    // Callbacks by their UTC quarter hour: due and done per day, overdue by age.
    table: 'callback_rollups',
    source: 'call_dispositions',
    key: [{ column: 'bucket', of: (row) => quarterHourSql(`${row}.scheduled_at`) }],
    counts: [
      { column: 'due', of: () => '1' },
      { column: 'done', of: (row) => `(${row}.status IN ${DONE})` },
    ],
    when: (row) => `${row}.scheduled_at IS NOT NULL`,
    reads: ['scheduled_at', 'status'],
  },
  {
    // Dispositions by UTC day of creation, type and status (the edges of a range are read from the rows).
    table: 'disposition_rollups',
    source: 'call_dispositions',
    key: [
      { column: 'day', of: (row) => utcDaySql(`${row}.created_at`) },
      { column: 'disposition', of: (row) => `${row}.disposition` },
      { column: 'status', of: (row) => `${row}.status` },
    ],
    counts: [{ column: 'count', of: () => '1' }],
    reads: ['created_at', 'disposition', 'status'],
  },
  {
    // Conversations and their messages by UTC quarter hour of creation: per zoned day.
    table: 'conversation_rollups',
    source: 'conversations',
    key: [{ column: 'bucket', of: (row) => quarterHourSql(`${row}.created_at`) }],
    counts: [
      { column: 'conversations', of: () => '1' },
      { column: 'messages', of: (row) => `${row}.message_count` },
    ],
    reads: ['created_at', 'message_count'],
  },
  {
    // Conversations by UTC day of creation and number of messages (the edges of a range are read from the rows).
    table: 'conversation_lengths',
    source: 'conversations',
    key: [
      { column: 'day', of: (row) => utcDaySql(`${row}.created_at`) },
      { column: 'message_count', of: (row) => `${row}.message_count` },
    ],
    counts: [{ column: 'conversations', of: () => '1' }],
    reads: ['created_at', 'message_count'],
  },
]

const keyColumns = (r: Rollup) => ['workspace_id', ...r.key.map((k) => k.column)]
const keyValues = (r: Rollup, row: 'new' | 'old') => [`${row}.workspace_id`, ...r.key.map((k) => k.of(row))]

function create(r: Rollup): string {
  const keys = r.key.map((k) => `${k.column} ${k.column === 'message_count' ? 'INTEGER' : 'TEXT'} NOT NULL`)
  const counts = r.counts.map((c) => `${c.column} INTEGER NOT NULL`)
  return `CREATE TABLE ${r.table} (workspace_id TEXT NOT NULL, ${[...keys, ...counts].join(', ')},
    PRIMARY KEY (${keyColumns(r).join(', ')})) WITHOUT ROWID;`
}

function backfill(r: Rollup): string {
  const keys = keyValues(r, 'new')
  return `INSERT INTO ${r.table} (${[...keyColumns(r), ...r.counts.map((c) => c.column)].join(', ')})
    SELECT ${[...keys, ...r.counts.map((c) => `sum(${c.of('new')})`)].join(', ')}
    FROM ${r.source} AS new ${r.when ? `WHERE ${r.when('new')}` : ''} GROUP BY ${keys.map((_, i) => i + 1).join(', ')};`
}

function add(r: Rollup): string {
  return `INSERT INTO ${r.table} (${[...keyColumns(r), ...r.counts.map((c) => c.column)].join(', ')})
    SELECT ${[...keyValues(r, 'new'), ...r.counts.map((c) => c.of('new'))].join(', ')} WHERE ${r.when?.('new') ?? 'true'}
    ON CONFLICT (${keyColumns(r).join(', ')}) DO UPDATE SET ${r.counts.map((c) => `${c.column} = ${c.column} + excluded.${c.column}`).join(', ')};`
}

function remove(r: Rollup): string {
  const where = `${keyColumns(r)
    .map((column, i) => `${column} = ${keyValues(r, 'old')[i]}`)
    .join(' AND ')} AND ${r.when?.('old') ?? 'true'}`
  return `UPDATE ${r.table} SET ${r.counts.map((c) => `${c.column} = ${c.column} - ${c.of('old')}`).join(', ')} WHERE ${where};
    DELETE FROM ${r.table} WHERE ${where} AND ${r.counts[0]!.column} = 0;`
}

function triggers(r: Rollup): string {
  const changed = ['workspace_id', ...r.reads].map((column) => `old.${column} IS NOT new.${column}`).join(' OR ')
  return `
    CREATE TRIGGER ${r.table}_insert AFTER INSERT ON ${r.source} BEGIN ${add(r)} END;
    CREATE TRIGGER ${r.table}_delete AFTER DELETE ON ${r.source} BEGIN ${remove(r)} END;
    CREATE TRIGGER ${r.table}_update AFTER UPDATE ON ${r.source} WHEN ${changed} BEGIN ${remove(r)} ${add(r)} END;`
}

const quarterOf = (row: 'new' | 'old') => quarterHourSql(`${row}.minute`)

/**
 * `concurrency_rollups`: the most calls one poll saw per UTC quarter hour, the
 * max of its `call_concurrency` minutes. A minute only grows (the poll keeps
 * its highest), so a write raises the quarter hour's max; a deleted minute
 * has the quarter hour's max looked up again among the minutes left.
 */
const CONCURRENCY = `
  CREATE TABLE concurrency_rollups (workspace_id TEXT NOT NULL, bucket TEXT NOT NULL, calls INTEGER NOT NULL,
    PRIMARY KEY (workspace_id, bucket)) WITHOUT ROWID;
  INSERT INTO concurrency_rollups (workspace_id, bucket, calls)
    SELECT workspace_id, ${quarterHourSql('minute')}, max(calls) FROM call_concurrency GROUP BY 1, 2;
  CREATE TRIGGER concurrency_rollups_write AFTER INSERT ON call_concurrency BEGIN
    INSERT INTO concurrency_rollups (workspace_id, bucket, calls) VALUES (new.workspace_id, ${quarterOf('new')}, new.calls)
      ON CONFLICT (workspace_id, bucket) DO UPDATE SET calls = max(calls, excluded.calls);
  END;
  CREATE TRIGGER concurrency_rollups_raise AFTER UPDATE OF calls ON call_concurrency WHEN new.calls > old.calls BEGIN
    UPDATE concurrency_rollups SET calls = max(calls, new.calls) WHERE workspace_id = new.workspace_id AND bucket = ${quarterOf('new')};
  END;
  CREATE TRIGGER concurrency_rollups_delete AFTER DELETE ON call_concurrency BEGIN
    UPDATE concurrency_rollups SET calls = coalesce((SELECT max(c.calls) FROM call_concurrency c WHERE c.workspace_id = old.workspace_id
        AND c.minute >= ${quarterOf('old')} AND c.minute < strftime('%Y-%m-%dT%H:%M:%fZ', ${quarterOf('old')}, '+15 minutes')), -1)
      WHERE workspace_id = old.workspace_id AND bucket = ${quarterOf('old')};
    DELETE FROM concurrency_rollups WHERE workspace_id = old.workspace_id AND bucket = ${quarterOf('old')} AND calls = -1;
  END;`

/**
 * Insights' callback, conversation and concurrency aggregates from rollups (docs/insights.md),
 * as 0006 did for the calls: scanning 100,000 dispositions or 50,000
 * conversations through an index took 0.1–0.4× of the same count in JS.
 * - `callback_rollups`: callbacks due and done per UTC quarter hour of `scheduled_at`.
 * - `disposition_rollups`: dispositions per UTC day of `created_at`, type and status.
 * - `conversation_rollups`: conversations and messages per UTC quarter hour of `created_at`.
 * - `conversation_lengths`: conversations per UTC day of `created_at` and number of messages.
 * - `concurrency_rollups`: the most calls at once per UTC quarter hour (above):
 *   peak concurrency per day reads 96 rows a day, not 1,440 minutes.
 * Triggers keep them right on each insert, update and delete; existing rows are rolled up here.
 */
export const insightsRollups: Migration = {
  version: 9,
  name: 'insights-rollups',
  up(db) {
    db.exec([...ROLLUPS.map((r) => `${create(r)}\n${backfill(r)}\n${triggers(r)}`), CONCURRENCY].join('\n'))
  },
}
