import { isLoopback, type ProfileView, type WorkspaceProfiles } from '../workspaces'

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
type OpenedListener = (profileId: string, service: DemoService) => Promise<void>
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
  readonly #opened: OpenedListener[] = []

  constructor(
    private readonly profiles: WorkspaceProfiles,
    private readonly startService: StartDemoService | undefined,
  ) {}

  get available(): boolean {
    return this.startService !== undefined
  }

  /** Runs each time the demo opens, after its profile is active (listening points it at the demo's media rooms). */
  onOpened(listener: OpenedListener): void {
    this.#opened.push(listener)
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
    const profile = await this.profiles.setActive(id)
    for (const listener of this.#opened) await listener(id, service)
    return profile
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
      throw Object.assign(new Error('This host cannot start the demo workspace.'), { code: 'not_supported' })
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
