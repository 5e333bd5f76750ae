import type { CallDisposition, Page } from '../../shared/api'
import { byIdQuery, namedQuery } from './cache'
import type { Cache } from './cache'
import { PendingIndex } from './fts-index'
import { toFtsQuery } from './fts-query'
import { phoneTerms } from './phone-terms'
import { inList, pageWindow, toIso, toIsoOrNull, toPage } from './values'
import type { PageRequest } from './values'

/** The reference's filters (page, limit, phoneNumber, batchId, agentId, status, disposition, attempt, search) plus the callback window. */
export interface DispositionFilter extends PageRequest {
  phoneNumber?: string
  batchId?: string
  agentId?: string
  status?: string | readonly string[]
  disposition?: string | readonly string[]
  attempt?: number
  /** Free text over notes, customer name and phone (prefix match on each word). */
  search?: string
  /** `scheduledAt` at or after this instant. */
  scheduledFrom?: string
  /** `scheduledAt` before this instant. */
  scheduledTo?: string
  /** `createdAt` newest first (default), or `scheduledAt` soonest first (the callback queue). */
  order?: 'createdAt' | 'scheduledAt'
}

export interface CallbackQueueFilter extends PageRequest {
  from: string
  to: string
  status?: string | readonly string[]
  agentId?: string
}

interface DispositionRow {
  id: string
  phone_number: string
  disposition: string
  status: string
  scheduled_at: string | null
  attempt: number
  agent_id: string
  batch_id: string | null
  created_at: string
  updated_at: string | null
  notes: string
  customer_name: string | null
}

const COLUMNS = `id, phone_number, disposition, status, scheduled_at, attempt, agent_id, batch_id, created_at, updated_at, notes, customer_name`

const INSERT = `
  INSERT INTO call_dispositions (workspace_id, ${COLUMNS}, phone_terms)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

/** For a row known to exist: writes it only when something changed. */
const UPDATE = `${INSERT}
  ON CONFLICT (workspace_id, id) DO UPDATE SET
    phone_number = excluded.phone_number, disposition = excluded.disposition, status = excluded.status,
    scheduled_at = excluded.scheduled_at, attempt = excluded.attempt, agent_id = excluded.agent_id,
    batch_id = excluded.batch_id, created_at = excluded.created_at, updated_at = excluded.updated_at,
    notes = excluded.notes, customer_name = excluded.customer_name, phone_terms = excluded.phone_terms
  WHERE phone_number IS NOT excluded.phone_number OR disposition IS NOT excluded.disposition
    OR status IS NOT excluded.status OR scheduled_at IS NOT excluded.scheduled_at OR attempt IS NOT excluded.attempt
    OR agent_id IS NOT excluded.agent_id OR batch_id IS NOT excluded.batch_id OR created_at IS NOT excluded.created_at
    OR updated_at IS NOT excluded.updated_at OR notes IS NOT excluded.notes OR customer_name IS NOT excluded.customer_name`

/** Inserts or updates `rows` in one transaction; returns the ids that were new or changed. */
export const upsertDispositions = namedQuery(
  'upsertDispositions',
  (db: Cache, workspaceId: string, rows: readonly CallDisposition[]): string[] => {
    const insert = db.statement(`${INSERT} ON CONFLICT (workspace_id, id) DO NOTHING`)
    const update = db.statement(UPDATE)
    return db.transaction(() => {
      const written: string[] = []
      const pending = new PendingIndex(db, 'dispositions')
      for (const d of rows) {
        const customerName = d.customerName ?? null
        const terms = phoneTerms(d.phoneNumber)
        const values = [
          workspaceId,
          d._id,
          d.phoneNumber,
          d.disposition,
          d.status,
          toIsoOrNull(d.scheduledAt),
          d.attempt,
          d.agentId,
          d.batchId ?? null,
          toIso(d.createdAt),
          toIsoOrNull(d.updatedAt),
          d.notes,
          customerName,
          terms,
        ]
        const inserted = insert.run(...values)
        if (inserted.changes > 0) {
          pending.add(d._id, inserted.lastInsertRowid, d.notes, customerName, terms)
          written.push(d._id)
          continue
        }
        if (pending.has(d._id)) pending.flush()
        if (update.run(...values).changes > 0) written.push(d._id)
      }
      pending.flush()
      return written
    })
  },
)

export const getDisposition = byIdQuery('getDisposition', 'call_dispositions', COLUMNS, toDisposition)

export const listDispositions = namedQuery(
  'listDispositions',
  (db: Cache, workspaceId: string, filter: DispositionFilter = {}): Page<CallDisposition> =>
    queryDispositions(db, workspaceId, filter),
)

/** Callbacks due in [from, to), soonest first: the callback queue. */
export const listCallbackQueue = namedQuery(
  'listCallbackQueue',
  (db: Cache, workspaceId: string, filter: CallbackQueueFilter): Page<CallDisposition> => {
    const { from, to, ...rest } = filter
    return queryDispositions(db, workspaceId, { ...rest, scheduledFrom: from, scheduledTo: to, order: 'scheduledAt' })
  },
)

function queryDispositions(db: Cache, workspaceId: string, filter: DispositionFilter): Page<CallDisposition> {
  const where = ['workspace_id = ?']
  const params: (string | number)[] = [workspaceId]
  const add = (clause: string, ...values: (string | number)[]) => {
    where.push(clause)
    params.push(...values)
  }
  const byScheduled = filter.order === 'scheduledAt'
  if (byScheduled || filter.scheduledFrom !== undefined || filter.scheduledTo !== undefined) {
    where.push('scheduled_at IS NOT NULL')
  }
  if (filter.scheduledFrom !== undefined) add('scheduled_at >= ?', toIso(filter.scheduledFrom))
  if (filter.scheduledTo !== undefined) add('scheduled_at < ?', toIso(filter.scheduledTo))
  if (filter.phoneNumber !== undefined) add('phone_number = ?', filter.phoneNumber)
  if (filter.batchId !== undefined) add('batch_id = ?', filter.batchId)
  if (filter.agentId !== undefined) add('agent_id = ?', filter.agentId)
  if (filter.attempt !== undefined) add('attempt = ?', filter.attempt)
  for (const [column, value] of [
    ['status', filter.status],
    ['disposition', filter.disposition],
  ] as const) {
    if (value === undefined) continue
    const list = inList(value)
    add(`${column} IN (${list.placeholders})`, ...list.values)
  }
  const match = filter.search === undefined ? null : toFtsQuery(filter.search)
  if (match) add('pk IN (SELECT rowid FROM call_dispositions_fts WHERE call_dispositions_fts MATCH ?)', match)

  const clause = where.join(' AND ')
  const order = byScheduled ? 'scheduled_at ASC, id ASC' : 'created_at DESC, id DESC'
  const window = pageWindow(filter)
  const total = db.statement(`SELECT count(*) AS n FROM call_dispositions WHERE ${clause}`).get(...params) as {
    n: number
  }
  const rows = db
    .statement(`SELECT ${COLUMNS} FROM call_dispositions WHERE ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, window.limit, window.offset) as DispositionRow[]
  return toPage(rows.map(toDisposition), total.n, window)
}

function toDisposition(row: DispositionRow): CallDisposition {
  const disposition: CallDisposition = {
    _id: row.id,
    phoneNumber: row.phone_number,
    disposition: row.disposition,
    status: row.status,
    scheduledAt: row.scheduled_at,
    attempt: row.attempt,
    agentId: row.agent_id,
    batchId: row.batch_id,
    createdAt: row.created_at,
    notes: row.notes,
  }
  if (row.updated_at !== null) disposition.updatedAt = row.updated_at
  if (row.customer_name !== null) disposition.customerName = row.customer_name
  return disposition
}
