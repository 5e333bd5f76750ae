import type { Flow, FlowCreate, FlowUpdate } from '../../shared/api'
import type { AdminFlowRow, FlowDetail, Result } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { matching, sortedBy } from './list-order'
import { Writes } from './write.svelte'

export type FlowSort = 'name' | 'type' | 'size' | 'updated'

export const FLOW_SORTS: readonly { id: FlowSort; label: string }[] = [
  { id: 'name', label: 'Name' },
  { id: 'type', label: 'Type' },
  { id: 'size', label: 'Nodes' },
  { id: 'updated', label: 'Last changed' },
]

export type FlowForm = { mode: 'new' } | { mode: 'edit'; flow: Flow }

const SORT_KEYS: Record<FlowSort, (row: AdminFlowRow) => string | number | null> = {
  name: (row) => row.name,
  type: (row) => row.type,
  size: (row) => row.nodeCount,
  updated: (row) => row.updatedAt,
}

/** Admin's flows: the cached list, the one open, the form, and the writes. */
export class FlowsAdmin {
  readonly list = new Latest<AdminFlowRow[]>()
  readonly detail = new Latest<FlowDetail>()
  readonly writes = new Writes()
  query = $state('')
  sort = $state<FlowSort>('name')
  #openId = $state<string | null>(null)
  #form = $state<FlowForm | null>(null)
  /** The flow whose deletion waits for the supervisor's confirmation. */
  deleteAsked = $state<string | null>(null)

  readonly rows: AdminFlowRow[] = $derived.by(() => {
    const found = matching(this.list.value ?? [], this.query, (row) => [row.name, row.description, row.type, row.flowId])
    return sortedBy(found, SORT_KEYS[this.sort], (row) => row.name, this.sort === 'updated' || this.sort === 'size')
  })

  get openId(): string | null {
    return this.#openId
  }
  get form(): FlowForm | null {
    return this.#form
  }

  load(): Promise<boolean> {
    return this.list.load(() => bridge.invoke('admin.flows', {}))
  }

  open(flowId: string): void {
    this.#form = null
    this.#openId = flowId
    this.writes.reset()
    if (this.detail.value?.flow._id !== flowId) this.detail.reset()
    void this.detail.load(() => bridge.invoke('admin.flow', { flowId })).then(() => {
      if (this.detail.error) void this.load()
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
    const flow = this.detail.value?.flow
    if (flow) this.#form = { mode: 'edit', flow }
  }

  cancelForm(): void {
    this.#form = null
  }

  async create(flow: FlowCreate): Promise<Result<FlowDetail>> {
    const result = await this.writes.run(`Creating ${flow.name}…`, () => bridge.invoke('admin.createFlow', { flow }), (d) => `Created ${d.flow.name}.`)
    if (result.ok) this.#shown(result.value)
    return result
  }

  async update(flowId: string, changes: FlowUpdate): Promise<Result<FlowDetail>> {
    const result = await this.writes.run('Saving the flow…', () => bridge.invoke('admin.updateFlow', { flowId, changes }), (d) => `Saved ${d.flow.name}.`)
    if (result.ok) this.#shown(result.value)
    return result
  }

  async remove(flowId: string, name: string): Promise<void> {
    const result = await this.writes.run(`Deleting ${name}…`, () => bridge.invoke('admin.deleteFlow', { flowId }), (d) => d.note ?? `Deleted ${name}.`)
    if (!result.ok) return
    if (this.#openId === flowId) this.close()
    await this.load()
  }

  reset(): void {
    this.list.reset()
    this.close()
    this.writes.reset()
    this.query = ''
  }

  #shown(detail: FlowDetail): void {
    this.#form = null
    this.#openId = detail.flow._id
    this.detail.set(detail)
    void this.load()
  }
}
