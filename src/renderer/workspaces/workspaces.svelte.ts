import type { CommandArgs, RequestMetrics, Result, WorkspaceList, WorkspaceSummary } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { Listeners, stopsTogether } from '../lib/listeners'

/**
 * The workspace profiles, the active one and its request budget, kept current
 * by Bridge events. Features hear when another workspace becomes active, to
 * forget the old one's data (`onSwitched`).
 */
class Workspaces {
  readonly #list = new Latest<WorkspaceList>()
  #metrics = $state<RequestMetrics | null>(null)
  /** The active profile the features were told about; undefined until the first list. */
  #activeId: string | null | undefined = undefined
  readonly #switched = new Listeners<[]>()

  get loaded(): boolean {
    return this.#list.loaded
  }
  get loadError(): string | null {
    return this.#list.error
  }
  get profiles(): WorkspaceSummary[] {
    return this.#list.value?.profiles ?? []
  }
  get active(): WorkspaceSummary | null {
    return this.profiles.find((profile) => profile.active) ?? null
  }
  get keychainProblem(): WorkspaceList['keychainProblem'] {
    return this.#list.value?.keychainProblem ?? null
  }
  get metrics(): RequestMetrics | null {
    return this.#metrics
  }

  /** Follows the list and the budget for the window's life; returns the function that stops. */
  start(): () => void {
    const stops = [
      bridge.on('workspaces.changed', (list) => {
        this.#list.set(list)
        this.#noticeSwitch()
      }),
      bridge.on('workspaces.metrics', (metrics) => {
        this.#metrics = metrics
      }),
    ]
    void this.refresh()
    return stopsTogether(stops)
  }

  /** Hears each change of the active workspace (a switch, the active one removed, the first one added). */
  onSwitched(listener: () => void): () => void {
    return this.#switched.add(listener)
  }

  async refresh(): Promise<void> {
    const [landed, metrics] = await Promise.all([
      this.#list.load(() => bridge.invoke('workspaces.list', {})),
      bridge.invoke('workspaces.metrics', {}),
    ])
    if (landed) this.#noticeSwitch()
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
  /** `member`: the demo with its member key ("Demo (member)"), to see what a key without permissions cannot do. */
  openDemo(as: 'owner' | 'member' = 'owner'): Promise<Result<WorkspaceSummary>> {
    return this.#changing(bridge.invoke('workspaces.openDemo', { as }))
  }

  /** After any change the list is re-read, so the view never waits on the event alone. */
  async #changing<T>(pending: Promise<Result<T>>): Promise<Result<T>> {
    const result = await pending
    if (result.ok) await this.refresh()
    return result
  }

  #noticeSwitch(): void {
    const activeId = this.active?.id ?? null
    const switched = this.#activeId !== undefined && activeId !== this.#activeId
    this.#activeId = activeId
    if (switched) this.#switched.emit()
  }
}

export const workspaces = new Workspaces()
