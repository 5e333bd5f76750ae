import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ActivityLog } from '../../src/core/activity'
import type { ApiClient } from '../../src/core/api'
import { openCache, type Cache } from '../../src/core/cache'
import { dispatch, type ActiveWorkspace, type WorkspaceWatch } from '../../src/core/console'
import { noWorkspace } from '../../src/core/errors/core-error'
import { createOutboundGuard, type OutboundGuard } from '../../src/core/outbound'
import { systemClock, type SyncClock } from '../../src/core/sync'
import type {
  BridgeError,
  BridgeHandlers,
  CommandArgs,
  CommandName,
  CommandResult,
  ConnectionStatus,
  EmitEvent,
  EventName,
  EventPayload,
  PeriodicResource,
  Result,
  SyncProgress,
} from '../../src/shared/bridge'
import { onTestFinished } from 'vitest'
import { DEMO, demoClient } from './simulator'

/** The active workspace a test sets: `set(null)` closes it; listeners hear each change. */
export class TestWorkspace implements WorkspaceWatch {
  #current: ActiveWorkspace | null
  readonly #listeners = new Set<(workspace: ActiveWorkspace | null) => void>()

  constructor(current: ActiveWorkspace | null) {
    this.#current = current
  }

  get current(): ActiveWorkspace | null {
    return this.#current
  }

  require(): ActiveWorkspace {
    if (!this.#current) throw noWorkspace()
    return this.#current
  }

  subscribe(listener: (workspace: ActiveWorkspace | null) => void): () => void {
    this.#listeners.add(listener)
    listener(this.#current)
    return () => this.#listeners.delete(listener)
  }

  set(workspace: ActiveWorkspace | null): void {
    this.#current = workspace
    for (const listener of this.#listeners) listener(workspace)
  }
}

/** The demo workspace of the simulator as the console's active workspace, with `client` (real HTTP). */
export function demoWorkspace(client: ApiClient, label = 'Demo Workspace'): ActiveWorkspace {
  return {
    profile: {
      id: 'profile-demo',
      label,
      baseUrl: 'http://127.0.0.1',
      workspaceId: DEMO.workspaceId,
      plan: 'business',
      requestsPerMinute: 600,
      createdAt: '2025-05-01T12:00:00.000Z',
      active: true,
      maskedKey: '••••-key',
      demo: false,
    },
    client,
  }
}

/**
 * The ports most feature modules declare, built from real small parts (a
 * SQLite cache in a temp folder, the activity log and the outbound guard on
 * it) and plain stand-ins for the console's state: the active workspace and
 * the connection (set by the test), the sync (its requests recorded), the
 * events (collected).
 */
export interface FeaturePorts {
  readonly dataDir: string
  readonly activeWorkspace: TestWorkspace
  cache(): Cache
  connection(): ConnectionStatus
  readonly clock: SyncClock
  readonly emit: EmitEvent
  readonly activity: ActivityLog
  readonly outbound: OutboundGuard
  readonly sync: { pollNow(): void; syncNow(resource: PeriodicResource): void; status(): { progress: SyncProgress | null } }
  displayZone(): string
  /** What the sync was asked, in order: `poll`, or the resource of a `syncNow`. */
  readonly syncRequests: string[]
  /** The connection `connection()` answers. */
  setConnection(status: ConnectionStatus): void
  /** The sync's round in progress `sync.status()` answers (none at first). */
  setSyncProgress(progress: SyncProgress | null): void
  of<K extends EventName>(name: K): EventPayload<K>[]
  /** Closes the cache and removes the folder. */
  close(): void
}

export function featurePorts(workspace: ActiveWorkspace | null, options: { clock?: SyncClock; displayZone?: string } = {}): FeaturePorts {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-ports-'))
  const db = openCache(join(dataDir, 'cache.sqlite'))
  const cache = () => db
  const clock = options.clock ?? systemClock
  const events: { name: EventName; payload: unknown }[] = []
  const emit: EmitEvent = (name, payload) => {
    events.push({ name, payload })
  }
  const syncRequests: string[] = []
  let connection: ConnectionStatus = { state: 'online' }
  let progress: SyncProgress | null = null
  return {
    dataDir,
    activeWorkspace: new TestWorkspace(workspace),
    cache,
    connection: () => connection,
    clock,
    emit,
    activity: new ActivityLog({ cache, now: () => clock.now(), recorded: (entry) => emit('history.activity', entry) }),
    outbound: createOutboundGuard({ cache, displayZone: () => options.displayZone ?? 'UTC' }),
    displayZone: () => options.displayZone ?? 'UTC',
    sync: {
      pollNow: () => syncRequests.push('poll'),
      syncNow: (resource) => syncRequests.push(resource),
      status: () => ({ progress }),
    },
    syncRequests,
    setConnection: (status) => {
      connection = status
    },
    setSyncProgress: (next) => {
      progress = next
    },
    of: <K extends EventName>(name: K) => events.filter((e) => e.name === name).map((e) => e.payload as EventPayload<K>),
    close: () => {
      db.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** `featurePorts` for one test, closed when it finishes. */
export function featurePortsForTest(...args: Parameters<typeof featurePorts>): FeaturePorts {
  const ports = featurePorts(...args)
  onTestFinished(() => ports.close())
  return ports
}

/** A client of the demo workspace for a test in which nothing may be sent: every request fails, and is kept in `sent`. */
export function clientSendingNothing(): { client: ApiClient; sent: string[] } {
  const sent: string[] = []
  const client = demoClient('http://127.0.0.1:9', {
    fetch: async (input) => {
      sent.push(String(input))
      throw new Error('nothing is sent in this test')
    },
  })
  return { client, sent }
}

/** A module's commands as a host runs them (validated, errors as values), throwing or answering the refusal. */
export function commandsOf(handlers: Partial<BridgeHandlers>) {
  const run = <K extends CommandName>(name: K, args: CommandArgs<K>) => dispatch(handlers, name, args) as Promise<Result<CommandResult<K>>>
  return {
    dispatch: run,
    async invoke<K extends CommandName>(name: K, args: CommandArgs<K>): Promise<CommandResult<K>> {
      const result = await run(name, args)
      if (!result.ok) throw Object.assign(new Error(`${name}: ${result.error.message}`), { bridgeError: result.error })
      return result.value
    },
    async refusal<K extends CommandName>(name: K, args: CommandArgs<K>): Promise<BridgeError> {
      const result = await run(name, args)
      if (result.ok) throw new Error(`${name} succeeded: ${JSON.stringify(result.value)}`)
      return result.error
    },
  }
}
