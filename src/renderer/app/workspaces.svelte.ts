import type { CommandArgs, RequestMetrics, Result, WorkspaceList, WorkspaceSummary } from '../../shared/bridge'
import { bridge } from '../lib/bridge'

/** The workspace profiles and the active one's request budget, kept current by Bridge events. */
class Workspaces {
  #list = $state<WorkspaceList | null>(null)
  #metrics = $state<RequestMetrics | null>(null)
  #loadError = $state<string | null>(null)

  constructor() {
    bridge.on('workspaces.changed', (list) => {
      this.#list = list
    })
    bridge.on('workspaces.metrics', (metrics) => {
      this.#metrics = metrics
    })
    void this.refresh()
  }

  get loaded(): boolean {
    return this.#list !== null
  }
  get loadError(): string | null {
    return this.#loadError
  }
  get profiles(): WorkspaceSummary[] {
    return this.#list?.profiles ?? []
  }
  get active(): WorkspaceSummary | null {
    return this.profiles.find((profile) => profile.active) ?? null
  }
  get keychainProblem(): WorkspaceList['keychainProblem'] {
    return this.#list?.keychainProblem ?? null
  }
  get metrics(): RequestMetrics | null {
    return this.#metrics
  }

  async refresh(): Promise<void> {
    const [list, metrics] = await Promise.all([bridge.invoke('workspaces.list', {}), bridge.invoke('workspaces.metrics', {})])
    if (list.ok) {
      this.#list = list.value
      this.#loadError = null
    } else {
      this.#loadError = list.error.message
    }
    if (metrics.ok) this.#metrics = metrics.value
  }

  add(input: CommandArgs<'workspaces.add'>): Promise<Result<WorkspaceSummary>> {
    return this.#changing(bridge.invoke('workspaces.add', input))
  }
  update(input: CommandArgs<'workspaces.update'>): Promise<Result<WorkspaceSummary>> {
    return this.#changing(bridge.invoke('workspaces.update', input))
  }
  rotateKey(id: string, apiKey: string): Promise<Result<WorkspaceSummary>> {
    return this.#changing(bridge.invoke('workspaces.rotateKey', { id, apiKey }))
  }
  remove(id: string): Promise<Result<{ removedId: string }>> {
    return this.#changing(bridge.invoke('workspaces.remove', { id }))
  }
  setActive(id: string): Promise<Result<WorkspaceSummary>> {
    return this.#changing(bridge.invoke('workspaces.setActive', { id }))
  }
  openDemo(): Promise<Result<WorkspaceSummary>> {
    return this.#changing(bridge.invoke('workspaces.openDemo', {}))
  }

  /** After any change the list is re-read, so the view never waits on the event alone. */
  async #changing<T>(pending: Promise<Result<T>>): Promise<Result<T>> {
    const result = await pending
    if (result.ok) await this.refresh()
    return result
  }
}

export const workspaces = new Workspaces()
