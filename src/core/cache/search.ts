import type { Message } from '../../shared/api'
import type { SpeakerKind } from '../../shared/bridge'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { toFtsQuery } from './fts-query'
import { CONVERSATION_SQL, DISPOSITION_SQL, MESSAGE_SQL, TRANSCRIPT_SQL } from './search-sql'
import type { KindSql } from './search-sql'

/** Snippets mark matched words between these; the UI turns them into <mark>, so no HTML is ever stored or built here. */
export const MARK_START = '\u0002'
export const MARK_END = '\u0003'

export type SearchKind = 'message' | 'conversation' | 'disposition'

export interface MessageHit {
  conversationId: string
  messageId: string
  direction: Message['direction']
  createdAt: string
  customerName: string
  /** About a dozen words around the match, marked. */
  snippet: string
}

export interface ConversationHit {
  conversationId: string
  /** Marked where it matched. */
  customerName: string
  customerPhone: string
  agentId: string
  createdAt: string
}

export interface DispositionHit {
  dispositionId: string
  phoneNumber: string
  /** Marked where it matched. */
  customerName: string | null
  /** Notes around the match, marked (the start of the notes when the match was elsewhere). */
  notes: string
  disposition: string
  status: string
  scheduledAt: string | null
}

/** A line of a call's kept transcript. */
export interface TranscriptHit {
  roomName: string
  segmentId: string
  speakerKind: SpeakerKind
  speakerName: string
  startedAt: string
  customerName: string | null
  customerPhone: string
  aiAgentName: string
  /** About a dozen words around the match, marked. */
  snippet: string
}

/** Best first within each kind: bm25 over the newest RANKING_WINDOW matches (search-sql.ts). */
export interface SearchResults {
  messages: MessageHit[]
  conversations: ConversationHit[]
  dispositions: DispositionHit[]
}

const ALL_KINDS: readonly SearchKind[] = ['message', 'conversation', 'disposition']

interface SearchParams {
  match: string
  workspaceId: string
  limit: number
}

/** The hits of one kind, best first: ranked, then detailed. */
function searchKind(db: Cache, sql: KindSql, params: SearchParams): unknown[] {
  const others = db
    .statement(
      `SELECT EXISTS (SELECT 1 FROM ${sql.table} WHERE workspace_id < @workspaceId)
        OR EXISTS (SELECT 1 FROM ${sql.table} WHERE workspace_id > @workspaceId)`,
    )
    .pluck()
    .get(params)
  const scope = others ? 'shared' : 'sole'
  const from = (db.statement(sql.windowStart[scope]).pluck().get(params) as number | undefined) ?? 0
  const hits = db.statement(sql.hits[scope]).all({ ...params, from }) as { pk: number }[]
  if (hits.length === 0) return []
  const details = db
    .statement(sql.details)
    .all({ ...params, from, pks: JSON.stringify(hits.map((h) => h.pk)), markStart: MARK_START, markEnd: MARK_END })
  const byPk = new Map(details.map((row) => [(row as { pk: number }).pk, row as { pk: number }]))
  return hits.flatMap((h) => {
    const row = byPk.get(h.pk)
    if (!row) return []
    const { pk: _pk, ...hit } = row
    return [hit]
  })
}

/**
 * Searches messages, conversation customers (name, phone) and dispositions
 * (notes, customer name, phone) of the workspace. Any input is safe: it is
 * reduced to prefix terms by `toFtsQuery`; input with nothing searchable finds nothing.
 */
export const search = namedQuery(
  'search',
  (
    db: Cache,
    workspaceId: string,
    query: string,
    options: { limit?: number; kinds?: readonly SearchKind[] } = {},
  ): SearchResults => {
    const results: SearchResults = { messages: [], conversations: [], dispositions: [] }
    const match = toFtsQuery(query)
    if (match === null) return results
    const kinds = options.kinds ?? ALL_KINDS
    const params = { match, workspaceId, limit: Math.min(200, Math.max(1, Math.floor(options.limit ?? 20))) }
    if (kinds.includes('message')) results.messages = searchKind(db, MESSAGE_SQL, params) as MessageHit[]
    if (kinds.includes('conversation')) {
      results.conversations = searchKind(db, CONVERSATION_SQL, params) as ConversationHit[]
    }
    if (kinds.includes('disposition')) {
      results.dispositions = searchKind(db, DISPOSITION_SQL, params) as DispositionHit[]
    }
    return results
  },
)

/** Searches the kept transcript lines of the workspace's calls, as `search` does its kinds, best first. */
export const searchTranscripts = namedQuery(
  'searchTranscripts',
  (db: Cache, workspaceId: string, query: string, options: { limit?: number } = {}): TranscriptHit[] => {
    const match = toFtsQuery(query)
    if (match === null) return []
    const limit = Math.min(200, Math.max(1, Math.floor(options.limit ?? 20)))
    return searchKind(db, TRANSCRIPT_SQL, { match, workspaceId, limit }) as TranscriptHit[]
  },
)
