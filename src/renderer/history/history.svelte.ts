import type { ExportFormat, HistoryExport, HistoryExportRequest, HistoryFacets, Result, SyncResource } from '../../shared/bridge'
import { connection } from '../app/connection.svelte'
import { bridge } from '../lib/bridge'
import { stopsTogether } from '../lib/listeners'
import { ActivityHistory } from './activity.svelte'
import { Latest } from '../lib/latest.svelte'
import { AgentsDirectory } from './agents.svelte'
import { CallsHistory, type OpenCall } from './calls.svelte'
import { ConversationsHistory } from './conversations.svelte'
import { DispositionsHistory } from './dispositions.svelte'
import { HistorySearch } from './search.svelte'

/** What a list's export asks for, the format aside (the button chosen adds it). */
export type ExportRequest = HistoryExportRequest extends infer R ? (R extends unknown ? Omit<R, 'format'> : never) : never

export type HistoryTab = 'conversations' | 'calls' | 'dispositions' | 'agents' | 'activity'

/** The tabs in order; each is named by `history.tab.<id>`. */
export const HISTORY_TABS: readonly HistoryTab[] = ['conversations', 'calls', 'dispositions', 'agents', 'activity']

/** What a paged list counts, in its pager and export: `history.list.<noun>.*`. */
export type HistoryNoun = 'conversation' | 'call' | 'disposition' | 'change'

/** The live wall polls every few seconds; the calls history need not follow every poll. */
const CALLS_RELOAD_MS = 5_000

/**
 * The History feature's state, created once: which tab shows, the four lists
 * and the search. Everything reads the local cache through the Bridge; while
 * the view is shown, lists reload when their resource syncs; they start over
 * on a workspace switch. (Named `historyState`: `history` is the browser's.)
 */
class History {
  readonly conversations = new ConversationsHistory()
  readonly calls = new CallsHistory()
  readonly dispositions = new DispositionsHistory()
  readonly agents = new AgentsDirectory()
  readonly activity = new ActivityHistory()
  readonly search = new HistorySearch()
  #tab = $state<HistoryTab>('conversations')
  readonly #facets = new Latest<HistoryFacets>()
  #callsLoadedAt = 0

  get tab(): HistoryTab {
    return this.#tab
  }
  get facets(): HistoryFacets {
    return this.#facets.value ?? { workspaceId: null, agents: [], flows: [] }
  }
  /** Known once the first facets arrived: no workspace is open. */
  get noWorkspace(): boolean {
    return this.#facets.loaded && this.#facets.value?.workspaceId === null
  }

  /** The view is shown: loads the shown tab the first time, refreshes it after, and follows the sync; returns the function that stops. */
  enter(): () => void {
    this.#activate()
    this.search.rerun()
    return stopsTogether([
      connection.onSynced((resource) => this.#synced(resource)),
      bridge.on('history.activity', () => this.activity.recorded()),
    ])
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

  /** Opens a call's kept transcript from a search hit, scrolled to the line it found. */
  openCallTranscript(call: OpenCall, segmentId: string): void {
    this.search.hide()
    this.show('calls')
    void this.calls.show(call, segmentId)
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

  /** A list as filtered now, every page, as a file to save. */
  exportList(request: ExportRequest, format: ExportFormat): Promise<Result<HistoryExport>> {
    return bridge.invoke('history.export', { ...request, format } as HistoryExportRequest)
  }

  async loadFacets(): Promise<void> {
    await this.#facets.load(() => bridge.invoke('history.facets', {}))
  }

  #loadTab(tab: HistoryTab): void {
    if (tab === 'conversations') void this.conversations.list.load()
    else if (tab === 'calls') this.#loadCalls()
    else if (tab === 'dispositions') void this.dispositions.list.load()
    else if (tab === 'activity') void this.activity.list.load()
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

  /** Another workspace: every list starts over; read again at once when it had been read. */
  reset(): void {
    const wasRead = this.#facets.loaded
    this.conversations.reset()
    this.calls.reset()
    this.dispositions.reset()
    this.agents.reset()
    this.activity.reset()
    this.search.clear()
    this.#facets.reset()
    if (wasRead) this.#activate()
  }

  #activate(): void {
    void this.loadFacets()
    this.#loadTab(this.#tab)
  }
}

export const historyState = new History()
