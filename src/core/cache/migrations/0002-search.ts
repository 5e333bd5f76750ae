import type { Database } from 'better-sqlite3'
import type { Migration } from './types'

const TOKENIZER = `tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'`

/**
 * The searchable form of a phone number as phone-terms.ts made it when this
 * migration shipped: its digits and every suffix of at least four digits.
 */
function phoneTerms(phone: unknown): string {
  const digits = (typeof phone === 'string' ? phone : '').replace(/\D/g, '')
  if (digits.length <= 4) return digits
  const terms: string[] = []
  for (let i = 0; i <= digits.length - 4; i++) terms.push(digits.slice(i))
  return terms.join(' ')
}

/**
 * Full-text search: external-content FTS5 tables over message text, conversation
 * customers and disposition notes. Triggers keep them right on UPDATE and DELETE
 * (including ON DELETE CASCADE); new rows are indexed by the repositories through
 * fts-index.ts, because an FTS5 insert made by a trigger costs five times a direct
 * one (docs/cache.md). The content tables gain a `*phone_terms` column (see
 * phone-terms.ts), filled here for existing rows.
 */
export const search: Migration = {
  version: 2,
  name: 'search',
  up(db) {
    db.function('switchboard_phone_terms', { deterministic: true }, phoneTerms)
    db.exec(`
      ALTER TABLE call_dispositions ADD COLUMN phone_terms TEXT NOT NULL DEFAULT '';
      UPDATE call_dispositions SET phone_terms = switchboard_phone_terms(phone_number);
      ALTER TABLE conversations ADD COLUMN customer_phone_terms TEXT NOT NULL DEFAULT '';
      UPDATE conversations SET customer_phone_terms = switchboard_phone_terms(customer_phone);
    `)
    createIndex(db, 'messages', ['message'])
    createIndex(db, 'conversations', ['customer_name', 'customer_phone_terms'])
    createIndex(db, 'call_dispositions', ['notes', 'customer_name', 'phone_terms'])
  },
}

function createIndex(db: Database, table: string, columns: string[]): void {
  const fts = `${table}_fts`
  const cols = columns.join(', ')
  const newValues = columns.map((c) => `new.${c}`).join(', ')
  const oldValues = columns.map((c) => `old.${c}`).join(', ')
  const changed = columns.map((c) => `old.${c} IS NOT new.${c}`).join(' OR ')
  db.exec(`
    CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, content = '${table}', content_rowid = 'pk', ${TOKENIZER});
    CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN
      INSERT INTO ${fts} (${fts}, rowid, ${cols}) VALUES ('delete', old.pk, ${oldValues});
    END;
    CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${cols} ON ${table} WHEN ${changed} BEGIN
      INSERT INTO ${fts} (${fts}, rowid, ${cols}) VALUES ('delete', old.pk, ${oldValues});
      INSERT INTO ${fts} (rowid, ${cols}) VALUES (new.pk, ${newValues});
    END;
    INSERT INTO ${fts} (${fts}) VALUES ('rebuild');
  `)
}
