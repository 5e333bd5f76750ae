import type { Conversation, ConversationSummary, Message, Page } from '../../shared/api'
import { toFtsPhrases } from './fts-query'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { PendingIndex } from './fts-index'
import { phoneTerms } from './phone-terms'
import { pageWindow, toIso, toPage } from './values'
import type { PageRequest } from './values'

export type MessageDirection = Message['direction']

/** A conversation in a list: no messages, but how many there are and who spoke first. */
export type ConversationListItem = Omit<ConversationSummary, 'messageCount'> & {
  messageCount: number
  /** The direction of the first message: `outbound` when we started it. Null until messages were seen. */
  direction: MessageDirection | null
}

export interface ConversationFilter extends PageRequest {
  agentId?: string
  /** The flow (pathway) of the conversation. */
  pathwayId?: string
  /** `createdAt` at or after this instant. */
  from?: string
  /** `createdAt` before this instant. */
  to?: string
  direction?: MessageDirection
}

interface ConversationRow {
  id: string
  user_id: string
  pathway_id: string
  agent_id: string
  customer_name: string
  customer_email: string
  customer_phone: string
  direction: MessageDirection | null
  message_count: number
  created_at: string
  updated_at: string
}

interface MessageRow {
  id: string
  direction: MessageDirection
  sent: number
  message: string
  status: string
  created_at: string
  updated_at: string
}

const COLUMNS = `id, user_id, pathway_id, agent_id, customer_name, customer_email, customer_phone, direction, message_count, created_at, updated_at`

const INSERT_MESSAGE = `
  INSERT INTO messages (workspace_id, conversation_pk, id, direction, sent, message, status, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`

/** For a message known to exist: writes it only when something changed. */
const UPDATE_MESSAGE = `${INSERT_MESSAGE}
  ON CONFLICT (workspace_id, id) DO UPDATE SET
    conversation_pk = excluded.conversation_pk, direction = excluded.direction, sent = excluded.sent,
    message = excluded.message, status = excluded.status, created_at = excluded.created_at, updated_at = excluded.updated_at
  WHERE conversation_pk IS NOT excluded.conversation_pk OR direction IS NOT excluded.direction OR sent IS NOT excluded.sent
    OR message IS NOT excluded.message OR status IS NOT excluded.status OR created_at IS NOT excluded.created_at
    OR updated_at IS NOT excluded.updated_at`

/**
 * Inserts or updates conversations in one transaction. A full `Conversation`
 * replaces the stored messages (messages it no longer has are deleted); a
 * `ConversationSummary` from the list endpoint leaves them as they are.
 */
export const upsertConversations = namedQuery(
  'upsertConversations',
  (db: Cache, workspaceId: string, rows: readonly (Conversation | ConversationSummary)[]): void => {
    const find = db.statement('SELECT pk FROM conversations WHERE workspace_id = ? AND id = ?')
    const insert = db.statement(`
      INSERT INTO conversations (workspace_id, ${COLUMNS}, customer_phone_terms)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, coalesce(?, 0), ?, ?, ?)`)
    const update = db.statement(`
      UPDATE conversations SET user_id = ?, pathway_id = ?, agent_id = ?, customer_name = ?, customer_email = ?,
        customer_phone = ?, direction = coalesce(?, direction), message_count = coalesce(?, message_count),
        created_at = ?, updated_at = ?, customer_phone_terms = ?
      WHERE pk = ?`)
    const insertMessage = db.statement(`${INSERT_MESSAGE} ON CONFLICT (workspace_id, id) DO NOTHING`)
    const updateMessage = db.statement(UPDATE_MESSAGE)
    const deleteOtherMessages = db.statement(
      'DELETE FROM messages WHERE conversation_pk = ? AND id NOT IN (SELECT value FROM json_each(?))',
    )
    db.transaction(() => {
      const newConversations = new PendingIndex(db, 'conversations')
      const newMessages = new PendingIndex(db, 'messages')
      const seen = new Set<string>()
      for (const c of rows) {
        // A conversation repeated in the batch may update or delete rows still waiting to be indexed.
        if (seen.has(c._id)) {
          newConversations.flush()
          newMessages.flush()
        }
        seen.add(c._id)
        const messages = 'messages' in c ? c.messages : undefined
        const terms = phoneTerms(c.customer.phone)
        const values = [
          c.userId,
          c.pathwayId,
          c.agentId,
          c.customer.name,
          c.customer.email,
          c.customer.phone,
          messages ? firstDirection(messages) : null,
          messages ? messages.length : 'messageCount' in c ? (c.messageCount ?? null) : null,
          toIso(c.createdAt),
          toIso(c.updatedAt),
          terms,
        ]
        const existing = find.get(workspaceId, c._id) as { pk: number } | undefined
        let pk: number | bigint
        if (existing) {
          pk = existing.pk
          update.run(...values, pk)
        } else {
          pk = insert.run(workspaceId, c._id, ...values).lastInsertRowid
          newConversations.add(c._id, pk, c.customer.name, terms)
        }
        if (!messages) continue
        for (const m of messages) {
          const row = [
            workspaceId,
            pk,
            m._id,
            m.direction,
            m.sent ? 1 : 0,
            m.message,
            m.status,
            toIso(m.createdAt),
            toIso(m.updatedAt),
          ]
          const inserted = insertMessage.run(...row)
          if (inserted.changes > 0) {
            newMessages.add(m._id, inserted.lastInsertRowid, m.message)
            continue
          }
          if (newMessages.has(m._id)) newMessages.flush()
          updateMessage.run(...row)
        }
        if (existing) deleteOtherMessages.run(pk, JSON.stringify(messages.map((m) => m._id)))
      }
      newConversations.flush()
      newMessages.flush()
    })
  },
)

/** The conversation with its messages in the order they were sent. */
export const getConversation = namedQuery(
  'getConversation',
  (db: Cache, workspaceId: string, id: string): Conversation | undefined => {
    const row = db
      .statement(`SELECT pk, ${COLUMNS} FROM conversations WHERE workspace_id = ? AND id = ?`)
      .get(workspaceId, id) as (ConversationRow & { pk: number }) | undefined
    if (!row) return undefined
    const messages = db
      .statement(
        `SELECT id, direction, sent, message, status, created_at, updated_at
         FROM messages WHERE conversation_pk = ? ORDER BY created_at, pk`,
      )
      .all(row.pk) as MessageRow[]
    const { messageCount: _count, direction: _direction, ...summary } = toListItem(row)
    return { ...summary, messages: messages.map(toMessage) }
  },
)

/** Newest first. */
export const listConversations = namedQuery(
  'listConversations',
  (db: Cache, workspaceId: string, filter: ConversationFilter = {}): Page<ConversationListItem> => {
    const where = ['workspace_id = ?']
    const params: string[] = [workspaceId]
    const add = (clause: string, value: string) => {
      where.push(clause)
      params.push(value)
    }
    if (filter.agentId !== undefined) add('agent_id = ?', filter.agentId)
    if (filter.pathwayId !== undefined) add('pathway_id = ?', filter.pathwayId)
    if (filter.from !== undefined) add('created_at >= ?', toIso(filter.from))
    if (filter.to !== undefined) add('created_at < ?', toIso(filter.to))
    if (filter.direction !== undefined) add('direction = ?', filter.direction)
    const clause = where.join(' AND ')
    const window = pageWindow(filter)
    const total = db.statement(`SELECT count(*) AS n FROM conversations WHERE ${clause}`).get(...params) as {
      n: number
    }
    const rows = db
      .statement(
        `SELECT ${COLUMNS} FROM conversations WHERE ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, window.limit, window.offset) as ConversationRow[]
    return toPage(rows.map(toListItem), total.n, window)
  },
)

function firstDirection(messages: readonly Message[]): MessageDirection | null {
  let first: { at: string; direction: MessageDirection } | undefined
  for (const m of messages) {
    const at = toIso(m.createdAt)
    if (!first || at < first.at) first = { at, direction: m.direction }
  }
  return first?.direction ?? null
}

function toListItem(row: ConversationRow): ConversationListItem {
  return {
    _id: row.id,
    userId: row.user_id,
    pathwayId: row.pathway_id,
    agentId: row.agent_id,
    customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    messageCount: row.message_count,
    direction: row.direction,
  }
}

function toMessage(row: MessageRow): Message {
  return {
    _id: row.id,
    direction: row.direction,
    sent: row.sent === 1,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/**
 * What the customers at these numbers said (inbound messages) that holds one of
 * the phrases, by number, through the messages' full-text index: the outbound
 * checks look there for "do not call me". The caller matches the phrases
 * exactly (whole words); this keeps the rest of a large cache out.
 */
export const customerMessagesByPhone = namedQuery(
  'customerMessagesByPhone',
  (db: Cache, workspaceId: string, phones: readonly string[], phrases: readonly string[]): Map<string, string[]> => {
    const said = new Map<string, string[]>()
    const match = toFtsPhrases(phrases)
    if (phones.length === 0 || match === null) return said
    const rows = db
      .statement(`
        SELECT c.customer_phone AS phone, m.message AS message
        FROM messages_fts f JOIN messages m ON m.pk = f.rowid JOIN conversations c ON c.pk = m.conversation_pk
        WHERE f.messages_fts MATCH ? AND m.workspace_id = ? AND m.direction = 'inbound'
          AND c.customer_phone IN (SELECT value FROM json_each(?))
        ORDER BY m.created_at`)
      .all(match, workspaceId, JSON.stringify([...new Set(phones)])) as { phone: string; message: string }[]
    for (const row of rows) {
      const list = said.get(row.phone)
      if (list) list.push(row.message)
      else said.set(row.phone, [row.message])
    }
    return said
  },
)
