import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onTestFinished } from 'vitest'
import type { FetchLike } from '../../src/core/api'
import { SwitchboardConsole } from '../../src/core/console'
import type { Logger } from '../../src/core/log'
import { createMemorySecretStore } from '../../src/core/secrets'
import type { SyncServiceOptions } from '../../src/core/sync'
import {
  PERIODIC_RESOURCES,
  type BridgeError,
  type CommandArgs,
  type CommandName,
  type CommandResult,
  type EventName,
  type EventPayload,
  type Result,
  type SyncResource,
} from '../../src/shared/bridge'
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../src/simulator/server'
import { commandsOf } from './feature-ports'
import { realKeychain } from './keychain'
import { DEMO } from './simulator'
import { waitFor } from './wait'

export interface TestConsoleOptions {
  /** Where the API key goes: the OS keychain, as in the app, or memory (the default). */
  secrets?: 'keychain' | 'memory'
  fetch?: FetchLike
  sync?: SyncServiceOptions
  plan?: string
  requestsPerMinute?: number
  /** Resources that must have finished a sync before the console is handed over. */
  synced?: readonly SyncResource[]
  /** The demo key the workspace is added with; the owner's unless told. */
  apiKey?: string
  /** The profile's label (who the activity log says made the writes); the workspace's name unless told. */
  label?: string
  /** The host's log; silent unless told. */
  logger?: Logger
  /** Where the cache file goes (a small disk of its own); the data directory unless told. */
  cacheDir?: string
}

export interface TestConsole {
  console: SwitchboardConsole
  dataDir: string
  profileId: string
  /** Every event the console emitted, oldest first. */
  events: { name: EventName; payload: unknown; at: number }[]
  of<K extends EventName>(name: K): EventPayload<K>[]
  /** A command as a host runs it (validated, errors as values). */
  dispatch<K extends CommandName>(name: K, args: CommandArgs<K>): Promise<Result<CommandResult<K>>>
  /** The same, throwing with the Bridge error on a failure. */
  invoke<K extends CommandName>(name: K, args: CommandArgs<K>): Promise<CommandResult<K>>
  /** A command expected to fail: its Bridge error. */
  refusal<K extends CommandName>(name: K, args: CommandArgs<K>): Promise<BridgeError>
  cleanup(): Promise<void>
}

/**
 * A console on a temp data directory (real SQLite file) with the simulator's
 * demo workspace (owner key) added and active, returned once the workspace is
 * open and the `synced` resources have synced.
 */
export async function startTestConsole(sim: Pick<RunningSimulator, 'url'>, options: TestConsoleOptions = {}): Promise<TestConsole> {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-test-'))
  const console_ = new SwitchboardConsole({
    host: 'web',
    dataDir,
    version: '0.0.0-test',
    platform: process.platform,
    secrets: options.secrets === 'keychain' ? await realKeychain() : createMemorySecretStore(),
    fetch: options.fetch,
    sync: options.sync,
    logger: options.logger,
    cacheDir: options.cacheDir,
  })
  const events: TestConsole['events'] = []
  console_.events.subscribe((name, payload) => events.push({ name, payload, at: Date.now() }))
  await console_.start()
  const startedAt = new Date().toISOString()
  const profile = await console_.profiles.addProfile({
    label: options.label,
    baseUrl: sim.url,
    workspaceId: DEMO.workspaceId,
    apiKey: options.apiKey ?? DEMO.owner,
    plan: options.plan ?? 'business',
    requestsPerMinute: options.requestsPerMinute,
  })
  await waitFor(
    () =>
      console_.activeWorkspace.current?.profile.id === profile.id &&
      console_.sync.status().workspaceId === DEMO.workspaceId &&
      syncedSince(console_, startedAt, options.synced ?? []),
    60_000,
    'the workspace to open and sync',
  )
  const commands = commandsOf(console_.handlers)
  return {
    console: console_,
    dataDir,
    profileId: profile.id,
    events,
    of: <K extends EventName>(name: K) => events.filter((e) => e.name === name).map((e) => e.payload as EventPayload<K>),
    ...commands,
    async cleanup() {
      // Leaves nothing in the keychain: the key and the media server's credentials go with the profile.
      if ((await console_.profiles.list()).some((p) => p.id === profile.id)) {
        await commands.dispatch('calls.clearMediaServer', {})
        await console_.profiles.removeProfile(profile.id)
      }
      await console_.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A simulator and a console on it for one test; both stop when the test finishes. */
export async function consoleForTest(
  simulator: Partial<SimulatorOptions>,
  options: TestConsoleOptions = {},
): Promise<{ sim: RunningSimulator; app: TestConsole }> {
  const sim = await startSimulator({ port: 0, ...simulator })
  const app = await startTestConsole(sim, options).catch(async (error: unknown) => {
    await sim.stop()
    throw error
  })
  onTestFinished(async () => {
    await app.cleanup()
    await sim.stop()
  })
  return { sim, app }
}

/** Each of `resources` (default: every periodic one) has finished a sync after `since` (ISO). */
export function syncedSince(console_: SwitchboardConsole, since: string, resources: readonly SyncResource[] = PERIODIC_RESOURCES): boolean {
  const states = console_.sync.status().resources
  return resources.every((resource) => {
    const state = states.find((s) => s.resource === resource)
    return state !== undefined && state.lastSuccessAt !== null && state.lastSuccessAt >= since && !state.running
  })
}
