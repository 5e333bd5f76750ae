import { CoreError, words } from '../errors/core-error'
import type { ProfileView } from './profile'
import type { WorkspaceProfiles } from './workspace-profiles'

/** The built-in demo: the simulator's fixture workspace (docs/simulator.md); its keys are in demo-keys.ts. */
export const DEMO_WORKSPACE_ID = 'ws_demo'
export const DEMO_LABEL = 'Demo Workspace'
export const DEMO_MEMBER_LABEL = 'Demo (member)'

/** Who opens the demo: its owner, or a member whose key may not end calls or create agents. */
export type DemoRole = 'owner' | 'member'

/** A local service the host starts for the demo (the simulator, in-process). */
export interface DemoService {
  url: string
  /** Its media rooms (a LiveKit server subset) and the key and secret that sign their tokens. */
  media?: { url: string; apiKey: string; apiSecret: string }
  stop(): Promise<void>
}
type OpeningListener = (profileId: string, service: DemoService) => Promise<void>
export type StartDemoService = () => Promise<DemoService>

/** The demo's profile is marked when it is added (`WorkspaceProfile.demo`), never recognised by its workspace id. */
export function isDemoProfile(profile: { demo?: true }): boolean {
  return profile.demo === true
}

/**
 * Opens the demo workspace: starts the local service on a free port and points
 * the demo profile at it (adding the profile the first time). The port changes
 * every start, so the profile's base URL follows it.
 */
export class DemoWorkspace {
  #service: DemoService | null = null
  #starting: Promise<DemoService> | null = null
  /** Opens one at a time: two at once (a double click, a resume) would each add a demo profile. */
  #opened: Promise<unknown> = Promise.resolve()
  readonly #opening = new Set<OpeningListener>()

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
   * their new origin (the CSP) does so before the demo shows. Returns the
   * unsubscribe function.
   */
  onOpening(listener: OpeningListener): () => void {
    this.#opening.add(listener)
    return () => this.#opening.delete(listener)
  }

  /** Each role has its own demo profile (`demoRole`). */
  open(role: DemoRole = 'owner'): Promise<ProfileView> {
    const run = this.#opened.then(() => this.#open(role))
    this.#opened = run.catch(() => undefined)
    return run
  }

  async #open(role: DemoRole): Promise<ProfileView> {
    const service = await this.#ensureRunning()
    const member = role === 'member'
    const existing = (await this.profiles.list()).filter(isDemoProfile).find((profile) => (profile.demoRole === 'member') === member)
    let id = existing?.id
    if (!id) {
      const label = member ? DEMO_MEMBER_LABEL : DEMO_LABEL
      id = (await this.profiles.addDemoProfile({ label, baseUrl: service.url, workspaceId: DEMO_WORKSPACE_ID, plan: 'business', ...(member ? { demoRole: 'member' as const } : {}) })).id
    } else if (existing?.baseUrl !== service.url) {
      await this.profiles.updateProfile(id, { baseUrl: service.url })
    }
    for (const listener of this.#opening) await listener(id, service)
    return this.profiles.setActive(id)
  }

  /** At start-up: when the demo is the active workspace, bring its service back. */
  async resumeIfActive(): Promise<void> {
    const active = await this.profiles.active()
    if (active && isDemoProfile(active) && this.available) await this.open(active.demoRole === 'member' ? 'member' : 'owner')
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
      throw new CoreError('not_supported', words('errors.workspaces.noDemo'))
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
