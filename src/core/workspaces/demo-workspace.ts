import { isLoopback } from '../api'
import { CoreError } from '../errors/core-error'
import type { ProfileView } from './profile'
import type { WorkspaceProfiles } from './workspace-profiles'

/** The built-in demo: the simulator's fixture workspace and its owner key (docs/simulator.md). */
export const DEMO_WORKSPACE_ID = 'ws_demo'
export const DEMO_API_KEY = 'demo-owner-key'
export const DEMO_LABEL = 'Demo Workspace'

/** A local service the host starts for the demo (the simulator, in-process). */
export interface DemoService {
  url: string
  /** Its media rooms (a LiveKit server subset) and the key and secret that sign their tokens. */
  media?: { url: string; apiKey: string; apiSecret: string }
  stop(): Promise<void>
}
type OpeningListener = (profileId: string, service: DemoService) => Promise<void>
export type StartDemoService = () => Promise<DemoService>

export function isDemoProfile(profile: { workspaceId: string; baseUrl: string }): boolean {
  if (profile.workspaceId !== DEMO_WORKSPACE_ID) return false
  try {
    return isLoopback(new URL(profile.baseUrl).hostname)
  } catch {
    return false
  }
}

/**
 * Opens the demo workspace: starts the local service on a free port and points
 * the demo profile at it (adding the profile the first time). The port changes
 * every start, so the profile's base URL follows it.
 */
export class DemoWorkspace {
  #service: DemoService | null = null
  #starting: Promise<DemoService> | null = null
  readonly #opening: OpeningListener[] = []

  constructor(
    private readonly profiles: WorkspaceProfiles,
    private readonly startService: StartDemoService | undefined,
  ) {}

  get available(): boolean {
    return this.startService !== undefined
  }

  /**
   * Runs each time the demo opens, before its profile becomes active: listening
   * points it at the demo's media rooms, so a host that reloads the page for
   * their new origin (the CSP) does so before the demo shows.
   */
  onOpening(listener: OpeningListener): void {
    this.#opening.push(listener)
  }

  async open(): Promise<ProfileView> {
    const service = await this.#ensureRunning()
    const existing = (await this.profiles.list()).find(isDemoProfile)
    let id = existing?.id
    if (!id) {
      id = (await this.profiles.addProfile({ label: DEMO_LABEL, baseUrl: service.url, workspaceId: DEMO_WORKSPACE_ID, apiKey: DEMO_API_KEY, plan: 'business' })).id
    } else if (existing?.baseUrl !== service.url) {
      await this.profiles.updateProfile(id, { baseUrl: service.url })
    }
    for (const listener of this.#opening) await listener(id, service)
    return this.profiles.setActive(id)
  }

  /** At start-up: when the demo is the active workspace, bring its service back. */
  async resumeIfActive(): Promise<void> {
    const active = await this.profiles.active()
    if (active && isDemoProfile(active) && this.available) await this.open()
  }

  async stop(): Promise<void> {
    const service = this.#service
    this.#service = null
    this.#starting = null
    await service?.stop()
  }

  async #ensureRunning(): Promise<DemoService> {
    if (this.#service) return this.#service
    if (!this.startService) {
      throw new CoreError('not_supported', 'This host cannot start the demo workspace.')
    }
    this.#starting ??= this.startService()
    try {
      this.#service = await this.#starting
      return this.#service
    } finally {
      this.#starting = null
    }
  }
}
