import type { Cache } from './cache'

type RowId = number | bigint

const INSERT_SQL = {
  messages: 'INSERT INTO messages_fts (rowid, message) VALUES (?, ?)',
  conversations: 'INSERT INTO conversations_fts (rowid, customer_name, customer_phone_terms) VALUES (?, ?, ?)',
  dispositions: 'INSERT INTO call_dispositions_fts (rowid, notes, customer_name, phone_terms) VALUES (?, ?, ?, ?)',
  transcripts: 'INSERT INTO transcript_segments_fts (rowid, text) VALUES (?, ?)',
} as const

interface IndexedValues {
  messages: [message: string]
  conversations: [customerName: string, phoneTerms: string]
  dispositions: [notes: string, customerName: string | null, phoneTerms: string]
  transcripts: [text: string]
}

/**
 * Rows a repository inserted in its transaction, indexed for search all at once.
 * Updates and deletes are indexed by triggers (migrations 0002, 0012); new rows are
 * not, because FTS5 writes its pending terms out as a new segment whenever
 * another statement opens a statement journal (triggers, RETURNING), so indexing
 * row by row between other writes multiplies segments and merge work.
 *
 * Call `flush` before updating or deleting a row inserted since the last flush:
 * its trigger would otherwise take out of the index terms that were never put in.
 */
export class PendingIndex<K extends keyof IndexedValues> {
  private readonly rows: [RowId, ...IndexedValues[K]][] = []
  private readonly ids = new Set<string>()

  constructor(
    private readonly db: Cache,
    private readonly kind: K,
  ) {}

  add(id: string, pk: RowId, ...values: IndexedValues[K]): void {
    this.rows.push([pk, ...values])
    this.ids.add(id)
  }

  /** Whether the row with this service id waits to be indexed. */
  has(id: string): boolean {
    return this.ids.has(id)
  }

  flush(): void {
    const insert = this.db.statement(INSERT_SQL[this.kind])
    for (const row of this.rows) insert.run(...row)
    this.rows.length = 0
    this.ids.clear()
  }
}
