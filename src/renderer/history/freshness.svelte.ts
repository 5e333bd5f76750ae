import type { ResourceSyncStatus, SyncResource, SyncStatus } from '../../shared/bridge'
import { connection } from '../app/connection.svelte'
import { bridge } from '../lib/bridge'

type SyncedListener = (resource: SyncResource) => void

/**
 * How fresh the cached history is: the connection, and per resource when it
 * last synced. Tells listeners when a resource has synced again, so the
 * history views reload what changed.
 */
export class SyncFreshness {
  #resources = $state.raw<ResourceSyncStatus[]>([])
  #lastSuccess: Partial<Record<SyncResource, string | null>> = {}
  #workspaceId: string | null = null
  #listeners: SyncedListener[] = []

  constructor() {
    bridge.on('sync.status', (status) => this.#apply(status))
    void bridge.invoke('sync.status', {}).then((result) => {
      if (result.ok) this.#apply(result.value)
    })
  }

  get offline(): boolean {
    return connection.status.state === 'offline'
  }
  get reason(): string | undefined {
    return connection.status.reason
  }
  get resources(): ResourceSyncStatus[] {
    return this.#resources
  }

  /** Returns the unsubscribe function. */
  onSynced(listener: SyncedListener): () => void {
    this.#listeners = [...this.#listeners, listener]
    return () => {
      this.#listeners = this.#listeners.filter((l) => l !== listener)
    }
  }

  #apply(status: SyncStatus): void {
    this.#resources = status.resources
    if (status.workspaceId !== this.#workspaceId) this.#lastSuccess = {}
    this.#workspaceId = status.workspaceId
    for (const resource of status.resources) {
      const before = this.#lastSuccess[resource.resource]
      this.#lastSuccess[resource.resource] = resource.lastSuccessAt
      // The first status seen counts as new too: the views may have read the cache before that sync.
      if (resource.lastSuccessAt !== null && resource.lastSuccessAt !== before) {
        for (const listener of this.#listeners) listener(resource.resource)
      }
    }
  }
}
