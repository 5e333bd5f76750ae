import type { Flow, FlowCreate, FlowUpdate } from '../../shared/api'
import type { AdminFlowRow, FlowDetail } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { t } from '../i18n/translation.svelte'
import { EditableList } from './editable-list.svelte'
import { changesOf } from './flows/flow-form'
import { matching, sortedBy } from './list-order'

export type FlowSort = 'name' | 'type' | 'size' | 'updated'

export function flowSorts(): readonly { id: FlowSort; label: string }[] {
  return [
    { id: 'name', label: t('admin.field.name') },
    { id: 'type', label: t('admin.field.type') },
    { id: 'size', label: t('admin.field.nodes') },
    { id: 'updated', label: t('admin.field.lastChanged') },
  ]
}

const SORT_KEYS: Record<FlowSort, (row: AdminFlowRow) => string | number | null> = {
  name: (row) => row.name,
  type: (row) => row.type,
  size: (row) => row.nodeCount,
  updated: (row) => row.updatedAt,
}

/** Admin's flows: the cached list, the one open, the form, and the writes. */
export class FlowsAdmin extends EditableList<AdminFlowRow[], Flow, FlowDetail, FlowCreate, FlowUpdate> {
  sort = $state<FlowSort>('name')

  readonly rows: AdminFlowRow[] = $derived.by(() => {
    const found = matching(this.list.value ?? [], this.query, (row) => [row.name, row.description, row.type, row.flowId])
    return sortedBy(found, SORT_KEYS[this.sort], (row) => row.name, this.sort === 'updated' || this.sort === 'size')
  })

  constructor() {
    super({
      saving: () => t('admin.flows.saving'),
      list: () => bridge.invoke('admin.flows', {}),
      detail: (flowId) => bridge.invoke('admin.flow', { flowId }),
      create: (flow) => bridge.invoke('admin.createFlow', { flow }),
      update: (flowId, changes) => bridge.invoke('admin.updateFlow', { flowId, changes }),
      changesOf,
      remove: (flowId) => bridge.invoke('admin.deleteFlow', { flowId }),
      itemOf: (detail) => detail.flow,
      idOf: (flow) => flow._id,
      nameOf: (flow) => flow.name,
    })
  }
}
