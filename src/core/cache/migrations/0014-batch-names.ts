import type { Migration } from './types'

/**
 * What this console knows of a batch beyond the service's answer: the file it
 * was started from, and the name the supervisor gave it (null: named after
 * the file and its start).
 */
export const batchNames: Migration = {
  version: 14,
  name: 'batch-names',
  up(db) {
    db.exec(`
      ALTER TABLE campaign_batches ADD COLUMN file_name TEXT;
      ALTER TABLE campaign_batches ADD COLUMN name TEXT;
    `)
  },
}
