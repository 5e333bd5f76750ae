import type { Migration } from './types'

/**
 * A sync's last error as core's message (JSON of its key and parameters)
 * beside its English, so the supervisor reads it in their language after a
 * restart too; null when it was text passed on as it is.
 */
export const syncErrorWords: Migration = {
  version: 15,
  name: 'sync-error-words',
  up(db) {
    db.exec('ALTER TABLE sync_state ADD COLUMN last_error_words TEXT')
  },
}
