/**
 * The local cache: one SQLite file per installation. Everything outside this
 * folder uses it through these functions; none of them sees SQL.
 */
export { openCache } from './open'
export type { OpenCacheOptions } from './open'
export type { Cache, SlowQuery, SlowQueryLogger } from './cache'
export { CacheDamagedError, CacheNotDatabaseError, CacheTooNewError } from './errors'
export { checkIntegrity, rebuildCache, type RebuiltCache } from './rebuild'
export { CacheDiskFullError, isDiskFull } from './disk-full'
export { LATEST_SCHEMA_VERSION } from './migrations'
export type { Page } from '../../shared/api'
export type { PageRequest } from './values'

export { deleteAgent, getAgent, listAgents, upsertAgents } from './agents'
export { deleteFlow, getFlow, listFlows, upsertFlows } from './flows'
export { getPhoneNumber, listPhoneNumbers, maxCallDurationsByAgent, storePhoneNumberConfig, upsertPhoneNumbers } from './phone-numbers'
export type { CachedPhoneNumber } from './phone-numbers'
export { forgetOpenedRecord, getOpenedRecord, listOpenedRecords, storeOpenedRecord } from './opened-records'
export type { OpenedRecord, OpenedRecordKind } from './opened-records'
export { getVoice, listVoices, upsertVoices } from './voices'
export { Directory } from './directory'
export { getDisposition, listCallbackQueue, listDispositions, upsertDispositions } from './dispositions'
export type { CallbackQueueFilter, DispositionFilter } from './dispositions'
export { customerMessagesByPhone, getConversation, listConversations, upsertConversations } from './conversations'
export type { ConversationFilter, ConversationListItem, MessageDirection } from './conversations'
export { countSightingsBySpan, getSighting, sightingsExtent, listSightings, markEnded, sightingSummary } from './sightings'
export type { CallSighting, EndedBy, SightingDetail, SightingEvent, SightingEventKind, SightingFilter } from './sightings'
export {
  addSightingEvent,
  endSightings,
  endUnlistedSightings,
  findSighting,
  insertSighting,
  touchSightings,
  updateSighting,
} from './sighting-writes'
export type { StoredSighting } from './sighting-writes'
export { changedSince, dispositionVersion, enqueue, getOutboxEntry, listOutbox, listPending } from './outbox'
export type { OutboxEntry, OutboxInput, OutboxKind, OutboxStatus } from './outbox'
export {
  discardOutboxEntry,
  markConflict,
  markDone,
  markFailed,
  markRetry,
  markSending,
  pruneOutbox,
  requeueInterrupted,
  resolveConflict,
} from './outbox-transitions'
export { listQuarantine, recordQuarantined } from './quarantine'
export { getSyncState, listSyncStates, recordSyncError, recordSyncSuccess } from './sync-state'
export type { SyncState } from './sync-state'
export { MARK_END, MARK_START, search, searchTranscripts } from './search'
export type { ConversationHit, DispositionHit, MessageHit, SearchKind, SearchResults, TranscriptHit } from './search'
export { toFtsQuery } from './fts-query'
export { deleteMissing, deleteWorkspace } from './workspace'
export { insertActivity, listActivity } from './activity'
export type { ActivityFilter, ActivityInput } from './activity'
export {
  batchDispositionCounts,
  getRememberedBatch,
  listBatchSamples,
  listRememberedBatches,
  rememberBatch,
  renameBatch,
  unrememberedBatchIds,
} from './campaign-batches'
export type { BatchDispositionCounts, BatchSample, RememberedBatch } from './campaign-batches'
export type { Span } from './buckets-sql'
export { callTotals, callTotalsByAgent, callTotalsBySpan } from './call-rollups'
export type { AgentCallStats, CallTotals, SentimentMix } from './call-rollups'
export { concurrencyByMinute, liveCallStats, peakConcurrencyBySpan, recordConcurrency } from './call-concurrency'
export type { LiveCallStats, MinuteConcurrency } from './call-concurrency'
export { callbacksDueBySpan, dispositionsByKind, overdueCallbacks } from './disposition-stats'
export type { DispositionStatusCount, DueAndDone, OverdueCallbackCounts, ShownCallback } from './disposition-stats'
export { conversationsByLength, conversationsBySpan } from './conversation-stats'
export type { ConversationCount } from './conversation-stats'
export { pruneSightings } from './retention'
export { recordTransferAnswer, transferRequestsOf, transferWaits, transferWaitsBySpan } from './transfer-answers'
export type { TransferWaits } from './transfer-answers'
export { storeTranscriptSegments, transcriptCounts, transcriptOf, transcriptsOf } from './transcripts'
export type { RoomSegment, StoredSegments } from './transcripts'
export type { PruneResult } from './retention'
export type { SyncedResource } from './workspace'
export {
  addDoNotCall,
  getComplianceSettings,
  getDoNotCall,
  listDoNotCall,
  removeDoNotCall,
  setComplianceSettings,
} from './compliance'
export type { DoNotCallEntry, StoredComplianceSettings } from './compliance'
export { addCallbackAttempt, getCallbackAttempt, latestCallbackAttempts, setCallbackAttemptOutcome } from './callback-attempts'
export type { NewCallbackAttempt, StoredCallbackAttempt } from './callback-attempts'
