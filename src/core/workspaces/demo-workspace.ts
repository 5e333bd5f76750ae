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
  stop(): Promise<void>
}
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

  constructor(
    private readonly profiles: WorkspaceProfiles,
    private readonly startService: StartDemoService | undefined,
  ) {}

  get available(): boolean {
    return this.startService !== undefined
  }

  async open(): Promise<ProfileView> {
    const { url } = await this.#ensureRunning()
    const existing = (await this.profiles.list()).find(isDemoProfile)
    if (!existing) {
      const added = await this.profiles.addProfile({ label: DEMO_LABEL, baseUrl: url, workspaceId: DEMO_WORKSPACE_ID, apiKey: DEMO_API_KEY, plan: 'business' })
      return this.profiles.setActive(added.id)
    }
    if (existing.baseUrl !== url) await this.profiles.updateProfile(existing.id, { baseUrl: url })
    return this.profiles.setActive(existing.id)
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
