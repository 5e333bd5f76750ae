import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { Agent, AgentCreate, AgentUpdate, ReleasePhoneNumberResponse } from '../../../src/shared/api/agents'
import { Batch, BatchCall, BatchCallQuery, BatchPreview, BatchProgress, BatchValidation } from '../../../src/shared/api/batch-calls'
import { ActiveCallList, EndCallResponse, OutboundCallRequest, OutboundCallResponse, PlaceCallRequest, PlaceCallResponse } from '../../../src/shared/api/calls'
import { ErrorShapeA, ErrorShapeB, ListQuery, pageOf } from '../../../src/shared/api/common'
import { Conversation, ConversationSummary } from '../../../src/shared/api/conversations'
import { DispositionList, DispositionQuery, DispositionUpdate, DispositionUpdateResponse } from '../../../src/shared/api/dispositions'
import { Flow, FlowCreate, FlowFolder, FlowFolderAdd, FlowFolderIds, FlowUpdate } from '../../../src/shared/api/flows'
import { KnowledgeBase } from '../../../src/shared/api/knowledge-bases'
import { PhoneNumber, PhoneNumberConfig, PhoneNumberConfigUpdate, SuccessResponse } from '../../../src/shared/api/phone-numbers'
import { Voice, VoiceCloneResponse, VoiceCreate } from '../../../src/shared/api/voices'
import { KeyPermissionsBody, PermissionList, Workspace, WorkspaceUpdate } from '../../../src/shared/api/workspaces'
import { GATED_ACTIONS, gatedActionOf } from '../../../src/shared/permissions'
import { CONTRACT, endpointOf } from '../../../src/simulator/contract/contract'
import { compareSchema } from '../../support/contract-compare'

/** The client's schemas of each endpoint of the contract: what it sends (`request`, `query`) and what it reads (`answer`). */
interface ClientSide {
  request?: z.ZodType
  query?: z.ZodType
  answer?: z.ZodType
}

const CLIENT: Record<string, ClientSide> = {
  'POST /api/v1/agents': { request: AgentCreate, answer: Agent },
  'GET /api/v1/agents': { query: ListQuery, answer: pageOf(Agent) },
  'GET /api/v1/agents/{agentId}': { answer: Agent },
  'PATCH /api/v1/agents/{agentId}': { request: AgentUpdate, answer: Agent },
  'DELETE /api/v1/agents/{agentId}': { answer: SuccessResponse },
  'POST /v1/api/agents/{agentId}/release/{phoneNumberId}': { answer: ReleasePhoneNumberResponse },
  'POST /api/v1/flows': { request: FlowCreate, answer: Flow },
  'GET /api/v1/flows': { answer: pageOf(Flow) },
  'GET /api/v1/flows/{flowId}': { answer: Flow },
  'PATCH /api/v1/flows/{flowId}': { request: FlowUpdate, answer: Flow },
  'DELETE /api/v1/flows/{flowId}': { answer: SuccessResponse },
  'POST /v1/api/call': { request: OutboundCallRequest, answer: OutboundCallResponse },
  'POST /api/v1/calls/call': { request: PlaceCallRequest, answer: PlaceCallResponse },
  'GET /v2/api/active-calls': { answer: ActiveCallList },
  'POST /v2/api/active-calls/{roomName}/end-call': { answer: EndCallResponse },
  'GET /v1/api/carrier/phone-numbers': { query: ListQuery, answer: pageOf(PhoneNumber) },
  'GET /v1/api/carrier/phone-numbers/{phoneNumberId}/config': { answer: PhoneNumberConfig },
  'PUT /v1/api/carrier/phone-numbers/{phoneNumberId}/config': { request: PhoneNumberConfigUpdate, answer: SuccessResponse },
  'GET /v1/api/batch-calls/template': {},
  'POST /v1/api/batch-calls/validate': { answer: BatchValidation },
  'POST /v1/api/batch-calls/preview': { answer: BatchPreview },
  'GET /v1/api/batch-calls': { answer: pageOf(Batch) },
  'POST /v1/api/batch-calls': { answer: Batch },
  'GET /v1/api/batch-calls/{batchId}': { answer: Batch },
  'GET /v1/api/batch-calls/{batchId}/status': { answer: BatchProgress },
  'GET /v1/api/batch-calls/{batchId}/calls': { query: BatchCallQuery, answer: pageOf(BatchCall) },
  'GET /v1/api/batch-calls/{batchId}/calls/{jobId}': { answer: BatchCall },
  'DELETE /v1/api/batch-calls/{batchId}': { answer: Batch },
  'GET /v1/api/voices': { query: ListQuery, answer: pageOf(Voice) },
  'POST /v1/api/voices': { request: VoiceCreate, answer: Voice },
  'POST /v1/api/voices/clone': { answer: VoiceCloneResponse },
  'GET /v1/api/call-dispositions': { query: DispositionQuery, answer: DispositionList },
  'PUT /v1/api/call-dispositions/{id}': { request: DispositionUpdate, answer: DispositionUpdateResponse },
  'GET /v1/api/conversations': { query: ListQuery, answer: pageOf(ConversationSummary) },
  'GET /v1/api/conversations/{conversationId}': { answer: Conversation },
  'GET /v1/api/knowledgebase/{id}': { answer: KnowledgeBase },
  'GET /v1/api/flow-folders/{folderId}': { answer: FlowFolder },
  'POST /v1/api/flow-folders/{folderId}/flows': { request: FlowFolderAdd, answer: FlowFolderIds },
  'DELETE /v1/api/flow-folders/{folderId}/flows/{pathwayId}': { answer: FlowFolderIds },
  'GET /v1/api/workspaces/{workspaceId}': { answer: Workspace },
  'PUT /v1/api/workspaces/{workspaceId}': { request: WorkspaceUpdate, answer: Workspace },
  'GET /v1/api/roles-and-permissions/permissions': { answer: PermissionList },
  'GET /v1/api/roles-and-permissions/me': { answer: KeyPermissionsBody },
}

/** Each problem of the client's schemas of one endpoint against the contract, named by endpoint and field. */
function problemsOf(name: string, client: ClientSide): string[] {
  const [method = '', path = ''] = name.split(' ')
  const endpoint = endpointOf(method, path)
  if (endpoint === undefined) return [`${name}: not in the contract`]
  const problems: string[] = []
  if (client.request !== undefined) {
    if (endpoint.request === undefined) problems.push('the client sends a body, the contract takes none')
    else problems.push(...compareSchema(client.request, endpoint.request, 'request'))
  }
  if (client.query !== undefined) {
    if (endpoint.query === undefined) problems.push('the client sends a query, the contract takes none')
    else problems.push(...compareSchema(client.query, endpoint.query, 'request'))
  }
  if (client.answer !== undefined) {
    const success = Object.values(endpoint.responses)
    if (success.length !== 1 || success[0] === undefined) problems.push(`the contract has ${success.length} success answers`)
    else problems.push(...compareSchema(client.answer, success[0], 'answer'))
  }
  return problems.map((problem) => `${name}: ${problem}`)
}

describe("the client's API schemas against the contract", () => {
  it('names every endpoint of the contract, and nothing else', () => {
    expect(Object.keys(CLIENT).sort()).toEqual(CONTRACT.endpoints.map((e) => `${e.method} ${e.path}`).sort())
  })

  it('requires of an answer only what the contract promises, and sends only what it takes, field by field', () => {
    const problems = Object.entries(CLIENT).flatMap(([name, client]) => problemsOf(name, client))
    expect(problems).toEqual([])
  })

  it('reads both error shapes as the contract has them', () => {
    expect(compareSchema(ErrorShapeA, CONTRACT.errors.shapes.A, 'answer')).toEqual([])
    expect(compareSchema(ErrorShapeB, CONTRACT.errors.shapes.B, 'answer')).toEqual([])
  })

  it('names a field the client requires that the contract does not promise', () => {
    const stricter = Agent.extend({ department: Agent.shape.name })
    expect(problemsOf('GET /api/v1/agents/{agentId}', { answer: stricter })).toEqual([
      'GET /api/v1/agents/{agentId}: the client requires `department`, which the contract does not promise',
    ])
    expect(problemsOf('GET /api/v1/agents/{agentId}', { answer: Agent.required({ personality: true }) })).toEqual([
      'GET /api/v1/agents/{agentId}: the client requires `personality`, which the contract does not promise (optional there)',
    ])
  })
})

describe("the client's permission table against the contract", () => {
  const example = (path: string) => path.replace(/\{[^}]+\}/g, 'x_1')

  it('gates each endpoint with the permission the contract gives it, and the reads with none', () => {
    const differences = CONTRACT.endpoints.flatMap((endpoint) => {
      const action = gatedActionOf(endpoint.method, example(endpoint.path))
      const clientPermission = action === undefined ? undefined : GATED_ACTIONS[action].permission
      return clientPermission === endpoint.permission ? [] : [`${endpoint.method} ${endpoint.path}: client ${clientPermission ?? 'none'}, contract ${endpoint.permission ?? 'none'}`]
    })
    expect(differences).toEqual([])
  })

  it('knows only permission keys of the contract', () => {
    const unknown = Object.values(GATED_ACTIONS).filter((gate) => !CONTRACT.permissions.includes(gate.permission))
    expect(unknown).toEqual([])
  })
})
