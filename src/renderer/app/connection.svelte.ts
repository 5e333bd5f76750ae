import type { ConnectionStatus, SyncResource, SyncStatus } from '../../shared/bridge'
import { bridge, currentConnection } from '../lib/bridge'
import { Listeners, stopsTogether } from '../lib/listeners'
import { errorText, sentText, t } from '../i18n/i18n.svelte'

/**
 * The workspace's connection as the indicator shows it, fed by `app.connection`
 * and `sync.status`, and when each resource last synced: features that read
 * the cache hear when a resource has synced again, to re-read what changed.
 */
class Connection {
  #status = $state<ConnectionStatus>({ state: 'no-workspace' })
  #sync = $state.raw<SyncStatus | null>(null)
  #lastSuccess: Partial<Record<SyncResource, string | null>> = {}
  readonly #synced = new Listeners<[resource: SyncResource]>()

  get status(): ConnectionStatus {
    return this.#status
  }
  /** Why the state is not online, in the language in use; null when online or without a reason. */
  get reason(): string | null {
    const { reason, words } = this.#status
    return reason === undefined ? null : sentText(words, reason)
  }
  /** Showing what was cached: actions that need the service are refused. */
  get offline(): boolean {
    return this.#status.state === 'offline'
  }

  /** What the wall shows is not live: offline, or the live poll is overdue. */
  get stale(): boolean {
    return this.offline || this.#sync?.liveOverdue === true
  }

  /** Per resource: when it was last synced, and what failed. Null until core answered. */
  get sync(): SyncStatus | null {
    return this.#sync
  }

  /** Follows both for the window's life; returns the function that stops. */
  start(): () => void {
    const stops = [
      bridge.on('app.connection', (status) => {
        this.#status = status
      }),
      bridge.on('sync.status', (sync) => this.#applySync(sync)),
      networkBack(),
    ]
    // The answer asked as the window's script began (lib/bridge), and what was heard since.
    void currentConnection.read().then(({ result, since }) => {
      const status = since.at(-1) ?? (result.ok ? result.value : null)
      if (status) this.#status = status
    })
    void bridge.invoke('sync.status', {}).then((result) => {
      if (result.ok) this.#applySync(result.value)
    })
    return stopsTogether(stops)
  }

  /** Settings → Sync now: every resource syncs now; answers why not, or null. */
  async syncNow(): Promise<string | null> {
    const result = await bridge.invoke('sync.now', {})
    if (!result.ok) return errorText(result.error)
    this.#applySync(result.value)
    return null
  }

  /** Settings → Sync → Rebuild the cache: answers what to tell the supervisor (the edits kept, or why not). */
  async rebuildCache(): Promise<{ ok: boolean; text: string }> {
    const result = await bridge.invoke('sync.rebuildCache', {})
    if (!result.ok) return { ok: false, text: errorText(result.error) }
    this.#applySync(result.value.status)
    const kept = result.value.keptEdits
    return { ok: true, text: t('app.sync.rebuilt', { kept }) }
  }

  /** Hears each resource that synced again; returns the unsubscribe function. */
  onSynced(listener: (resource: SyncResource) => void): () => void {
    return this.#synced.add(listener)
  }

  #applySync(sync: SyncStatus): void {
    const sameWorkspace = sync.workspaceId === this.#sync?.workspaceId
    if (!sameWorkspace) this.#lastSuccess = {}
    // The open callbacks were all read before dispositions finished: the queue re-reads its complete sections.
    const openRead = sync.openCallbacksAt !== null && (!sameWorkspace || sync.openCallbacksAt !== this.#sync?.openCallbacksAt)
    this.#sync = sync
    if (openRead && sync.resources.find((r) => r.resource === 'dispositions')?.lastSuccessAt === null) this.#synced.emit('dispositions')
    for (const resource of sync.resources) {
      const before = this.#lastSuccess[resource.resource]
      this.#lastSuccess[resource.resource] = resource.lastSuccessAt
      // The first status seen counts as new too: a view may have read the cache before that sync.
      if (resource.lastSuccessAt !== null && resource.lastSuccessAt !== before) {
        this.#synced.emit(resource.resource)
      }
    }
  }
}

/** The operating system says the network is back: the service is asked at once, not after the poller's next try. */
function networkBack(): () => void {
  const probe = () => void bridge.invoke('sync.networkBack', {})
  window.addEventListener('online', probe)
  return () => window.removeEventListener('online', probe)
}

export const connection = new Connection()
