import type { GatedAction, KnowledgeBaseDetail, SyncResource } from '../../shared/bridge'
import { connection } from '../app/connection.svelte'
import { keyPermissions } from '../app/permissions.svelte'
import { firstReason } from '../lib/blocked'
import { bridge } from '../lib/bridge'
import { t } from '../i18n/translation.svelte'
import { AgentsAdmin } from './agents.svelte'
import { FlowsAdmin } from './flows.svelte'
import { FoldersAdmin } from './folders.svelte'
import { NumbersAdmin } from './numbers.svelte'
import { OpenedById } from './remembered.svelte'
import { WorkspaceAdmin } from './workspace.svelte'

export type AdminTab = 'agents' | 'flows' | 'folders' | 'numbers' | 'knowledge' | 'workspace'

/** Admin's tabs, named in the language in use. */
export function adminTabs(): readonly { id: AdminTab; label: string }[] {
  return [
    { id: 'agents', label: t('admin.tab.agents') },
    { id: 'flows', label: t('admin.tab.flows') },
    { id: 'folders', label: t('admin.tab.folders') },
    { id: 'numbers', label: t('admin.tab.numbers') },
    { id: 'knowledge', label: t('admin.tab.knowledge') },
    { id: 'workspace', label: t('admin.tab.workspace') },
  ]
}

/**
 * Admin's state: which tab shows and each tab's lists, details and writes.
 * Created once; everything starts over when the workspace changes (`reset()`,
 * from the composition root), and while the view shows the agents and flows
 * lists reload when the periodic sync brings new copies.
 */
class Admin {
  readonly agents = new AgentsAdmin()
  readonly flows = new FlowsAdmin()
  readonly folders = new FoldersAdmin()
  readonly numbers = new NumbersAdmin()
  readonly knowledgeBases = new OpenedById<KnowledgeBaseDetail>({
    list: () => bridge.invoke('admin.knowledgeBases', {}),
    open: (knowledgeBaseId) => bridge.invoke('admin.openKnowledgeBase', { knowledgeBaseId }),
    forget: (knowledgeBaseId) => bridge.invoke('admin.forgetKnowledgeBase', { knowledgeBaseId }),
  })
  readonly workspace = new WorkspaceAdmin()
  #tab = $state<AdminTab>('agents')
  /** Between `enter()` and leaving: a workspace switch reads the shown tab again at once. */
  #shown = false

  get tab(): AdminTab {
    return this.#tab
  }

  /**
   * Why a write may not start now, the first of: the key lacks the action's
   * permission, Admin is read-only (offline), another write of the tab runs.
   */
  blocked(action: GatedAction, busy: string | null = null): string | null {
    return firstReason(keyPermissions.refusal(action), this.readOnlyReason, busy)
  }

  /** Offline, Admin only reads: every write control is disabled with this reason. */
  get readOnlyReason(): string | null {
    const state = connection.status.state
    if (state === 'offline') return t('admin.readOnly.offline')
    if (state === 'no-workspace') return t('admin.readOnly.noWorkspace')
    return null
  }

  /**
   * The view is shown: loads the shown tab and, until the answered function
   * is called, follows the sync (the lists that show a resource reload when
   * it synced again).
   */
  enter(): () => void {
    this.#shown = true
    this.#load(this.#tab)
    const offSynced = connection.onSynced((resource) => this.#synced(resource))
    return () => {
      this.#shown = false
      offSynced()
    }
  }

  show(tab: AdminTab): void {
    this.#tab = tab
    this.#load(tab)
  }

  #load(tab: AdminTab): void {
    if (tab === 'agents') {
      void this.agents.load().then(() => {
        // The numbers have no periodic sync: listed now, so each agent shows its number and the assignable ones.
        if (this.agents.list.value?.workspaceId) void this.numbers.load().then(() => this.agents.load())
      })
    } else if (tab === 'flows') {
      void this.flows.load()
      // A flow's deletion names the agents that use it.
      if (!this.agents.list.loaded) void this.agents.load()
    } else if (tab === 'folders') {
      void this.folders.opened.load()
      if (!this.flows.list.loaded) void this.flows.load()
    } else if (tab === 'numbers') {
      void this.numbers.load()
      if (!this.agents.list.loaded) void this.agents.load()
    } else if (tab === 'knowledge') void this.knowledgeBases.load()
    else void this.workspace.load()
  }

  /** The periodic sync stored new agents, flows or voices: the lists that show them read the cache again. */
  #synced(resource: SyncResource): void {
    if ((resource === 'agents' || resource === 'voices' || resource === 'flows') && this.agents.list.loaded) void this.agents.load()
    if (resource === 'flows' && this.flows.list.loaded) void this.flows.load()
  }

  /** Another workspace: every tab starts over; the shown one is read again while the view shows. */
  reset(): void {
    this.agents.reset()
    this.flows.reset()
    this.folders.reset()
    this.numbers.reset()
    this.knowledgeBases.reset()
    this.workspace.reset()
    if (this.#shown) this.#load(this.#tab)
  }
}

export const adminState = new Admin()
