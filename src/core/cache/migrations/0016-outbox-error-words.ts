import type { Migration } from './types'

/**
 * An outbox edit's last error as core's message (JSON of its key and
 * parameters) beside its English, as migration 15 keeps a sync's; null when
 * it was text passed on as it is.
 */
export const outboxErrorWords: Migration = {
  version: 16,
  name: 'outbox-error-words',
  up(db) {
    db.exec('ALTER TABLE outbox ADD COLUMN last_error_words TEXT')
  },
}
