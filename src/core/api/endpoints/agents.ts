import {
  Agent,
  ReleasePhoneNumberResponse,
  type AgentCreate,
  type AgentUpdate,
  type ListQuery,
  type Page,
} from '../../../shared/api'
import { AnyBody, pageOrList } from '../list'
import type { RequestOptions } from '../options'
import { segment, type Transport } from '../transport'
import { requests } from './requests'

export interface AgentsApi {
  create(agent: AgentCreate, options?: RequestOptions): Promise<Agent>
  list(query?: ListQuery, options?: RequestOptions): Promise<Page<Agent>>
  get(agentId: string, options?: RequestOptions): Promise<Agent>
  update(agentId: string, changes: AgentUpdate, options?: RequestOptions): Promise<Agent>
  delete(agentId: string, options?: RequestOptions): Promise<void>
  /** Unassigns the number from the agent's call flow; the service wants `confirmation: true`. */
  releasePhoneNumber(
    agentId: string,
    phoneNumberId: string,
    confirmation: boolean,
    options?: RequestOptions,
  ): Promise<ReleasePhoneNumberResponse>
}

const AgentPage = pageOrList(Agent)
const BASE = '/api/v1/agents'

export function agentsApi(send: Transport): AgentsApi {
  const { read, write } = requests(send)
  return {
    create: (agent, options) => write('POST', BASE, Agent, { json: agent }, options),
    list: (query = {}, options) => read(BASE, AgentPage, options, { query, items: { resource: 'agents', item: Agent } }),
    get: (agentId, options) => read(`${BASE}/${segment(agentId)}`, Agent, options),
    update: (agentId, changes, options) => write('PATCH', `${BASE}/${segment(agentId)}`, Agent, { json: changes }, options),
    delete: (agentId, options) => write('DELETE', `${BASE}/${segment(agentId)}`, AnyBody, {}, options),
    releasePhoneNumber: (agentId, phoneNumberId, confirmation, options) =>
      write(
        'POST',
        `/v1/api/agents/${segment(agentId)}/release/${segment(phoneNumberId)}`,
        ReleasePhoneNumberResponse,
        { json: { confirmation } },
        options,
      ),
  }
}
