import { activeCallsApi, callsApi, type ActiveCallsApi, type CallsApi } from './endpoints/calls'
import { agentsApi, type AgentsApi } from './endpoints/agents'
import { batchCallsApi, type BatchCallsApi } from './endpoints/batch-calls'
import { conversationsApi, type ConversationsApi } from './endpoints/conversations'
import { dispositionsApi, type DispositionsApi } from './endpoints/dispositions'
import { flowFoldersApi, type FlowFoldersApi } from './endpoints/flow-folders'
import { flowsApi, type FlowsApi } from './endpoints/flows'
import { knowledgeBasesApi, type KnowledgeBasesApi } from './endpoints/knowledge-bases'
import { phoneNumbersApi, type PhoneNumbersApi } from './endpoints/phone-numbers'
import { voicesApi, type VoicesApi } from './endpoints/voices'
import { permissionsApi, workspacesApi, type PermissionsApi, type WorkspacesApi } from './endpoints/workspaces'
import { registerSecret } from '../log'
import type { ApiClientOptions } from './options'
import type { RateLimiter } from './rate-limiter'
import { createTransport, type Transport } from './transport'

/** One typed method per endpoint of the reference (and of docs/api-choices.md), grouped by resource. */
export interface ApiClient {
  readonly baseUrl: string
  readonly workspaceId: string
  readonly limiter: RateLimiter
  /**
   * The page size each list settled on after the service refused a larger one
   * (by the list's name, see `listAllPages`): one client per workspace and
   * session, so a refusal is paid once per session, not once per listing.
   */
  readonly pageSizes: Map<string, number>
  /** The transport itself, for a feature that reads an answer its own way (the calls' feed reads the active calls from their text). */
  readonly send: Transport
  agents: AgentsApi
  flows: FlowsApi
  flowFolders: FlowFoldersApi
  calls: CallsApi
  activeCalls: ActiveCallsApi
  batchCalls: BatchCallsApi
  phoneNumbers: PhoneNumbersApi
  voices: VoicesApi
  dispositions: DispositionsApi
  conversations: ConversationsApi
  knowledgeBases: KnowledgeBasesApi
  workspaces: WorkspacesApi
  permissions: PermissionsApi
}

/** Registers the key with the log redactor: whatever logs in this process, the key never shows. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  registerSecret(options.apiKey)
  const send = createTransport(options)
  return {
    baseUrl: options.baseUrl,
    workspaceId: options.workspaceId,
    limiter: options.limiter,
    pageSizes: new Map(),
    send,
    agents: agentsApi(send),
    flows: flowsApi(send),
    flowFolders: flowFoldersApi(send),
    calls: callsApi(send),
    activeCalls: activeCallsApi(send),
    batchCalls: batchCallsApi(send),
    phoneNumbers: phoneNumbersApi(send),
    voices: voicesApi(send),
    dispositions: dispositionsApi(send),
    conversations: conversationsApi(send),
    knowledgeBases: knowledgeBasesApi(send),
    workspaces: workspacesApi(send, options.workspaceId),
    permissions: permissionsApi(send),
  }
}
