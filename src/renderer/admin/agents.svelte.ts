import type { Agent, AgentCreate, AgentUpdate } from '../../shared/api'
import type { AdminAgentRow, AdminAgents, AgentDetail, Result } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { matching, sortedBy } from './list-order'
import { Writes } from './write.svelte'

export type AgentSort = 'name' | 'phone' | 'flow' | 'voice' | 'status' | 'updated'

export const AGENT_SORTS: readonly { id: AgentSort; label: string }[] = [
  { id: 'name', label: 'Name' },
  { id: 'phone', label: 'Phone number' },
  { id: 'flow', label: 'Flow' },
  { id: 'voice', label: 'Voice' },
  { id: 'status', label: 'Status' },
  { id: 'updated', label: 'Last changed' },
]

export type AgentForm = { mode: 'new' } | { mode: 'edit'; agent: Agent }

const SORT_KEYS: Record<AgentSort, (row: AdminAgentRow) => string | null> = {
  name: (row) => row.name,
  phone: (row) => row.phoneNumber ?? row.phoneNumberId,
  flow: (row) => row.flowName ?? row.flowId,
  voice: (row) => row.voiceName ?? row.voiceId,
  status: (row) => row.status,
  updated: (row) => row.updatedAt,
}

/** Admin's agents: the cached list, the one open, the form, and the writes. */
export class AgentsAdmin {
  readonly list = new Latest<AdminAgents>()
  readonly detail = new Latest<AgentDetail>()
  readonly writes = new Writes()
  query = $state('')
  sort = $state<AgentSort>('name')
  #openId = $state<string | null>(null)
  #form = $state<AgentForm | null>(null)
  /** The agent whose deletion waits for the supervisor's confirmation. */
  deleteAsked = $state<string | null>(null)

  readonly rows: AdminAgentRow[] = $derived.by(() => {
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

  get openId(): string | null {
    return this.#openId
  }
  get form(): AgentForm | null {
    return this.#form
  }

  load(): Promise<boolean> {
    return this.list.load(() => bridge.invoke('admin.agents', {}))
  }

  open(agentId: string): void {
    this.#form = null
    this.#openId = agentId
    this.writes.reset()
    const row = this.list.value?.agents.find((a) => a.agentId === agentId)
    if (this.detail.value?.agent.id !== agentId) this.detail.reset()
    void this.detail.load(() => bridge.invoke('admin.agent', { agentId })).then(() => {
      // Opening found it gone: the list drops it too.
      if (this.detail.error && row) void this.load()
    })
  }

  close(): void {
    this.#openId = null
    this.#form = null
    this.detail.reset()
  }

  startNew(): void {
    this.#openId = null
    this.detail.reset()
    this.writes.reset()
    this.#form = { mode: 'new' }
  }

  startEdit(): void {
    const agent = this.detail.value?.agent
    if (agent) this.#form = { mode: 'edit', agent }
  }

  cancelForm(): void {
    this.#form = null
  }

  async create(agent: AgentCreate): Promise<Result<AgentDetail>> {
    const result = await this.writes.run(`Creating ${agent.name}…`, () => bridge.invoke('admin.createAgent', { agent }), (d) => `Created ${d.agent.name}.`)
    if (result.ok) this.#shown(result.value)
    return result
  }

  async update(agentId: string, changes: AgentUpdate): Promise<Result<AgentDetail>> {
    const result = await this.writes.run('Saving the agent…', () => bridge.invoke('admin.updateAgent', { agentId, changes }), (d) => `Saved ${d.agent.name}.`)
    if (result.ok) this.#shown(result.value)
    return result
  }

  async remove(agentId: string, name: string): Promise<void> {
    const result = await this.writes.run(`Deleting ${name}…`, () => bridge.invoke('admin.deleteAgent', { agentId }), (d) => d.note ?? `Deleted ${name}.`)
    if (!result.ok) return
    if (this.#openId === agentId) this.close()
    await this.load()
  }

  async assign(agentId: string, phoneNumberId: string, phoneNumber: string): Promise<void> {
    const result = await this.writes.run(
      `Assigning ${phoneNumber}…`,
      () => bridge.invoke('admin.assignPhoneNumber', { agentId, phoneNumberId }),
      (d) => d.note ?? `${phoneNumber} now routes to ${d.agent.name}.`,
    )
    if (result.ok) this.#shown(result.value)
  }

  async release(agentId: string, phoneNumberId: string, phoneNumber: string): Promise<void> {
    const result = await this.writes.run(
      `Releasing ${phoneNumber}…`,
      () => bridge.invoke('admin.releasePhoneNumber', { agentId, phoneNumberId }),
      (d) => d.note ?? `Released ${phoneNumber} from ${d.agent.name}.`,
    )
    if (result.ok) this.#shown(result.value)
  }

  reset(): void {
    this.list.reset()
    this.close()
    this.writes.reset()
    this.query = ''
  }

  /** A write's answer is the agent as the service now has it: shown at once, the list read again. */
  #shown(detail: AgentDetail): void {
    this.#form = null
    this.#openId = detail.agent.id
    this.detail.set(detail)
    void this.load()
  }
}
