import type { HistoryFacets, SyncResource } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { AgentsDirectory } from './agents.svelte'
import { CallsHistory } from './calls.svelte'
import { ConversationsHistory } from './conversations.svelte'
import { DispositionsHistory } from './dispositions.svelte'
import { SyncFreshness } from './freshness.svelte'
import { HistorySearch } from './search.svelte'

export type HistoryTab = 'conversations' | 'calls' | 'dispositions' | 'agents'

export const TABS: readonly { id: HistoryTab; label: string }[] = [
  { id: 'conversations', label: 'Conversations' },
  { id: 'calls', label: 'Calls' },
  { id: 'dispositions', label: 'Dispositions' },
  { id: 'agents', label: 'Agents' },
]

/** The live wall polls every few seconds; the calls history need not follow every poll. */
const CALLS_RELOAD_MS = 5_000

/**
 * The history view's state: which tab shows, the four lists, the search and
 * the cache's freshness. Everything reads the local cache through the Bridge;
 * lists reload when their resource syncs and start over on a workspace switch.
 */
class History {
  readonly conversations = new ConversationsHistory()
  readonly calls = new CallsHistory()
  readonly dispositions = new DispositionsHistory()
  readonly agents = new AgentsDirectory()
  readonly search = new HistorySearch()
  readonly freshness = new SyncFreshness()
  #tab = $state<HistoryTab>('conversations')
  #facets = $state.raw<HistoryFacets | null>(null)
  #callsLoadedAt = 0

  constructor() {
    bridge.on('workspaces.changed', (list) => {
      const active = list.profiles.find((p) => p.active)?.workspaceId ?? null
      // Compared with the workspace the lists were read from; before any read there is nothing to redo.
      if (this.#facets !== null && active !== this.#facets.workspaceId) this.#switched()
    })
    this.freshness.onSynced((resource) => this.#synced(resource))
  }

  get tab(): HistoryTab {
    return this.#tab
  }
  get facets(): HistoryFacets {
    return this.#facets ?? { workspaceId: null, agents: [], flows: [] }
  }
  /** Known once the first facets arrived: no workspace is open. */
  get noWorkspace(): boolean {
    return this.#facets !== null && this.#facets.workspaceId === null
  }

  /** When the view opens: loads the shown tab the first time, refreshes it after. */
  activate(): void {
    void this.loadFacets()
    this.#loadTab(this.#tab)
  }

  show(tab: HistoryTab): void {
    this.#tab = tab
    this.#loadTab(tab)
  }

  /** Opens a conversation from a search hit, scrolled to `messageId` when given. */
  openConversation(conversationId: string, messageId: string | null = null): void {
    this.search.hide()
    this.show('conversations')
    void this.conversations.open(conversationId, messageId)
  }

  openDisposition(dispositionId: string): void {
    this.search.hide()
    this.show('dispositions')
    void this.dispositions.show(dispositionId)
  }

  openAgent(agentId: string): void {
    this.search.hide()
    this.show('agents')
    this.agents.focus(agentId)
  }

  async loadFacets(): Promise<void> {
    const result = await bridge.invoke('history.facets', {})
    if (result.ok) this.#facets = result.value
  }

  #loadTab(tab: HistoryTab): void {
    if (tab === 'conversations') void this.conversations.list.load()
    else if (tab === 'calls') this.#loadCalls()
    else if (tab === 'dispositions') void this.dispositions.list.load()
    else void this.agents.load()
  }

  #loadCalls(): void {
    this.#callsLoadedAt = Date.now()
    void this.calls.list.load()
  }

  #synced(resource: SyncResource): void {
    if (resource === 'conversations' && this.conversations.list.loaded) void this.conversations.list.load()
    if (resource === 'dispositions' && this.dispositions.list.loaded) void this.dispositions.list.load()
    if (resource === 'agents' || resource === 'flows' || resource === 'voices') {
      void this.loadFacets()
      if (this.agents.loaded) void this.agents.load()
    }
    if (resource === 'activeCalls') {
      // Only the first page moves as calls come and go; a supervisor reading page 3 keeps it still.
      const due = Date.now() - this.#callsLoadedAt >= CALLS_RELOAD_MS
      if (this.calls.list.loaded && this.calls.list.page === 1 && due) this.#loadCalls()
      return
    }
    this.search.rerun()
  }

  #switched(): void {
    this.conversations.reset()
    this.calls.reset()
    this.dispositions.reset()
    this.agents.reset()
    this.search.clear()
    this.activate()
  }
}

export const historyState = new History()
