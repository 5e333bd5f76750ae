import { initial } from './0001-initial'
import { search } from './0002-search'
import { admin } from './0003-admin'
import { compliance } from './0004-compliance'
import { campaigns } from './0005-campaigns'
import { insights } from './0006-insights'
import { activity } from './0007-activity'
import { quarantine } from './0008-quarantine'
import { insightsRollups } from './0009-insights-rollups'
import { callRollupsPerPoll } from './0010-call-rollups-per-poll'
import { transferAnswers } from './0011-transfer-answers'
import { transcripts } from './0012-transcripts'
import { callbackAttempts } from './0013-callback-attempts'
import { batchNames } from './0014-batch-names'
import { syncErrorWords } from './0015-sync-error-words'
import { outboxErrorWords } from './0016-outbox-error-words'
import type { Migration } from './types'

export type { Migration } from './types'

/** In order; `MIGRATIONS[i].version === i + 1`. */
export const MIGRATIONS: readonly Migration[] = [
  initial,
  search,
  admin,
  compliance,
  campaigns,
  insights,
  activity,
  quarantine,
  insightsRollups,
  callRollupsPerPoll,
  transferAnswers,
  transcripts,
  callbackAttempts,
  batchNames,
  syncErrorWords,
  outboxErrorWords,
]

export const LATEST_SCHEMA_VERSION = MIGRATIONS.length
