import type { Agent, AgentCreate, AgentUpdate } from '../../shared/api'
import type { AgentRow, AdminAgents, AgentDetail } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { noteText, t } from '../i18n/translation.svelte'
import { EditableList } from './editable-list.svelte'
import { changesOf } from './agents/agent-form'
import { matching, sortedBy } from './list-order'

export type AgentSort = 'name' | 'phone' | 'flow' | 'voice' | 'status' | 'updated'

export function agentSorts(): readonly { id: AgentSort; label: string }[] {
  return [
    { id: 'name', label: t('admin.field.name') },
    { id: 'phone', label: t('admin.field.phoneNumber') },
    { id: 'flow', label: t('admin.field.flow') },
    { id: 'voice', label: t('admin.field.voice') },
    { id: 'status', label: t('admin.field.status') },
    { id: 'updated', label: t('admin.field.lastChanged') },
  ]
}

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
      saving: () => t('admin.agents.saving'),
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
      t('admin.agents.assigning', { number: phoneNumber }),
      () => bridge.invoke('admin.assignPhoneNumber', { agentId, phoneNumberId }),
      (d) => noteText(d) ?? t('admin.agents.assigned', { number: phoneNumber, agent: d.agent.name }),
    )
    if (result.ok) this.shown(result.value)
  }

  async release(agentId: string, phoneNumberId: string, phoneNumber: string): Promise<void> {
    const result = await this.writes.run(
      t('admin.agents.releasing', { number: phoneNumber }),
      () => bridge.invoke('admin.releasePhoneNumber', { agentId, phoneNumberId }),
      (d) => noteText(d) ?? t('admin.agents.released', { number: phoneNumber, agent: d.agent.name }),
    )
    if (result.ok) this.shown(result.value)
  }
}
