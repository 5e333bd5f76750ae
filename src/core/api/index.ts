export { createApiClient, type ApiClient } from './client'
export { ApiError, isApiError, codeForStatus, parseRetryAfter, type HttpErrorCode, type NetworkErrorCode } from './api-error'
export { apiErrorWords, describeApiError } from './describe-error'
export { describeCallFailure } from './call-failure'
export { isLoopback } from './loopback'
export { checkBody, repairItem, siftList, type ListItems, type Quarantine, type QuarantinedItem } from './tolerant'
export { notJson } from './validate'
export type { HttpAnswer, HttpRequest, ReadAnswer, Transport } from './transport'
export {
  createRateLimiter,
  budgetOf,
  LANES,
  DEFAULT_HEADROOM,
  DEFAULT_REQUESTS_PER_MINUTE,
  BACKGROUND_FLOOR_PER_MINUTE,
  SHARED_RESERVE,
  ARRIVALS_SPAN_MS,
  type Lane,
  type LimiterMetrics,
  type RateLimiter,
  type RateLimiterOptions,
} from './rate-limiter'
export { createLimiterRegistry, type LimiterRegistry } from './limiter-registry'
export type { Clock, TimerClock } from './clock'
export { backoffDelay } from './transport'
export { DEFAULT_RETRY_POLICY, DEFAULT_TIMEOUT_MS, type RetryPolicy, type Sleep, type ApiClientOptions, type FetchLike, type RequestOptions } from './options'
export type { AgentsApi } from './endpoints/agents'
export type { FlowsApi, FlowQuery } from './endpoints/flows'
export type { FlowFoldersApi } from './endpoints/flow-folders'
export type { CallsApi, ActiveCallsApi } from './endpoints/calls'
export type { BatchCallsApi, BatchQuery, CsvFile } from './endpoints/batch-calls'
export type { PhoneNumbersApi } from './endpoints/phone-numbers'
export type { VoicesApi, VoiceClone } from './endpoints/voices'
export type { DispositionsApi, DispositionPage } from './endpoints/dispositions'
export type { ConversationsApi, ConversationQuery } from './endpoints/conversations'
export type { KnowledgeBasesApi } from './endpoints/knowledge-bases'
export type { WorkspacesApi, PermissionsApi } from './endpoints/workspaces'
