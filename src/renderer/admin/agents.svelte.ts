import type { Agent, AgentCreate, AgentUpdate } from '../../shared/api'
import type { AgentRow, AdminAgents, AgentDetail } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { EditableList } from './editable-list.svelte'
import { changesOf } from './agents/agent-form'
import { matching, sortedBy } from './list-order'

export type AgentSort = 'name' | 'phone' | 'flow' | 'voice' | 'status' | 'updated'

export const AGENT_SORTS: readonly { id: AgentSort; label: string }[] = [
  { id: 'name', label: 'Name' },
  { id: 'phone', label: 'Phone number' },
  { id: 'flow', label: 'Flow' },
  { id: 'voice', label: 'Voice' },
  { id: 'status', label: 'Status' },
  { id: 'updated', label: 'Last changed' },
]

const SORT_KEYS: Record<AgentSort, (row: AgentRow) => string | null> = {
  name: (row) => row.name,
  phone: (row) => row.phoneNumber ?? row.phoneNumberId,
  flow: (row) => row.flowName ?? row.flowId,
  voice: (row) => row.voiceName ?? row.voiceId,
  status: (row) => row.status,
  updated: (row) => row.updatedAt,
}

/** Admin's agents: the cached list, the one open, the form, and the writes; and the numbers they answer. */
export class AgentsAdmin extends EditableList<AdminAgents, Agent, AgentDetail, AgentCreate, AgentUpdate> {
  sort = $state<AgentSort>('name')

  readonly rows: AgentRow[] = $derived.by(() => {
    const found = matching(this.list.value?.agents ?? [], this.query, (row) => [
      row.name,
      row.phoneNumber,
      row.voiceName,
      row.voiceId,
      row.flowName,
      row.model,
      row.status,
      row.agentId,
    ])
    return sortedBy(found, SORT_KEYS[this.sort], (row) => row.name, this.sort === 'updated')
  })

  constructor() {
    super({
      noun: 'agent',
      list: () => bridge.invoke('admin.agents', {}),
      detail: (agentId) => bridge.invoke('admin.agent', { agentId }),
      create: (agent) => bridge.invoke('admin.createAgent', { agent }),
      update: (agentId, changes) => bridge.invoke('admin.updateAgent', { agentId, changes }),
      changesOf,
      remove: (agentId) => bridge.invoke('admin.deleteAgent', { agentId }),
      itemOf: (detail) => detail.agent,
      idOf: (agent) => agent.id,
      nameOf: (agent) => agent.name,
    })
  }

  async assign(agentId: string, phoneNumberId: string, phoneNumber: string): Promise<void> {
    const result = await this.writes.run(
      `Assigning ${phoneNumber}…`,
      () => bridge.invoke('admin.assignPhoneNumber', { agentId, phoneNumberId }),
      (d) => d.note ?? `${phoneNumber} now routes to ${d.agent.name}.`,
    )
    if (result.ok) this.shown(result.value)
  }

  async release(agentId: string, phoneNumberId: string, phoneNumber: string): Promise<void> {
    const result = await this.writes.run(
      `Releasing ${phoneNumber}…`,
      () => bridge.invoke('admin.releasePhoneNumber', { agentId, phoneNumberId }),
      (d) => d.note ?? `Released ${phoneNumber} from ${d.agent.name}.`,
    )
    if (result.ok) this.shown(result.value)
  }
}
