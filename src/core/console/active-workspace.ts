import type { RequestMetrics, WorkspaceSummary } from '../../shared/bridge'
import type { ApiClient } from '../api'
import { noWorkspace } from '../errors/core-error'
import type { WorkspaceProfiles } from '../workspaces/workspace-profiles'
import type { ActiveWorkspace, WorkspaceWatch } from './context'

type Listener = (workspace: ActiveWorkspace | null) => void

/**
 * Tracks which profile is active and hands its client to whoever runs against
 * it (the poller, sync, commands). Switching is instant: listeners stop their
 * work on the old workspace and start on the new one.
 */
export class ActiveWorkspaceHolder implements WorkspaceWatch {
  #current: ActiveWorkspace | null = null
  readonly #listeners = new Set<Listener>()
  #unsubscribeMetrics: (() => void) | null = null

  constructor(
    private readonly profiles: WorkspaceProfiles,
    private readonly summarize: (profile: Awaited<ReturnType<WorkspaceProfiles['list']>>[number]) => WorkspaceSummary,
    private readonly onMetrics: (metrics: RequestMetrics | null) => void,
    /** The active profile has no usable client (e.g. its key is missing from the keychain). */
    private readonly onUnusable: (profile: WorkspaceSummary, error: unknown) => void,
  ) {}

  get current(): ActiveWorkspace | null {
    return this.#current
  }

  /** The active workspace, or the refusal of a command that needs one. */
  require(): ActiveWorkspace {
    if (!this.#current) throw noWorkspace()
    return this.#current
  }

  /**
   * Re-reads the active profile; notifies listeners only when the workspace or
   * its client changed (a new address, rate or rotated key gives a new client).
   */
  async refresh(): Promise<void> {
    const view = await this.profiles.active()
    if (!view) {
      if (this.#current) this.#set(null)
      return
    }
    const profile = this.summarize(view)
    let client: ApiClient
    try {
      client = await this.profiles.clientFor(profile.id)
    } catch (error) {
      if (this.#current) this.#set(null)
      this.onUnusable(profile, error)
      return
    }
    if (this.#current?.profile.id === profile.id && this.#current.client === client) {
      this.#current = { profile, client }
      return
    }
    this.#set({ profile, client })
  }

  /** Returns the unsubscribe function; the listener hears the current workspace at once. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener)
    listener(this.#current)
    return () => this.#listeners.delete(listener)
  }

  metrics(): RequestMetrics | null {
    return this.#current?.client.limiter.metrics() ?? null
  }

  #set(workspace: ActiveWorkspace | null): void {
    this.#unsubscribeMetrics?.()
    this.#current = workspace
    this.#unsubscribeMetrics = workspace ? workspace.client.limiter.subscribe((metrics) => this.onMetrics(metrics)) : null
    this.onMetrics(this.metrics())
    for (const listener of this.#listeners) listener(workspace)
  }
}
