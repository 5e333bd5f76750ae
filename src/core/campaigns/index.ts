/**
 * Campaigns: one outbound call (which endpoint form, the guard first) and
 * batches of calls from a CSV file (rows the guard holds back, the batches
 * remembered with their progress, the watcher that polls the running ones).
 */
export { commonCountry, dialContext } from './dial-context'
export { detailedBody, formOf, placeCall, type NewCall } from './place-call'
export { blockedRows, type CheckNumber } from './blocked-rows'
export { remember, rememberedBatch, rememberedBatches, type BatchScope } from './batches'
export { BatchWatcher, BACKGROUND_INTERVAL_MS, WATCHING_INTERVAL_MS, type BatchWatcherDeps } from './batch-watcher'
export { describeBatchFailure, describeBatchLookup } from './batch-failure'
export { campaignsModule, type CampaignsModule, type CampaignsPorts } from './handlers'
