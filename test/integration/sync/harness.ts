import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PERIODIC_RESOURCES, type EventName, type EventPayload, type SyncResource } from '../../../src/shared/bridge'
import { createApiClient, createRateLimiter, type ApiClient, type FetchLike } from '../../../src/core/api'
import { SwitchboardConsole } from '../../../src/core/console'
import { createMemorySecretStore } from '../../../src/core/secrets'
import type { SyncServiceOptions } from '../../../src/core/sync'
import type { RunningSimulator } from '../../../src/simulator/server'

export const WORKSPACE = 'ws_demo'
/** A fixed origin of the simulated clock: a restarted simulator has the very same records. */
export const START_TIME = Date.parse('2025-05-01T12:00:00Z')

export interface SentRequest {
  method: string
  path: string
  status: number | null
  at: number
}

/**
 * The console's fetch: real HTTP, with a log of every request and a gate that,
 * closed, fails requests the way an unplugged network does.
 */
export function recordingFetch() {
  const requests: SentRequest[] = []
  const gate = { open: true }
  const fetchImpl: FetchLike = async (input, init) => {
    const url = new URL(input)
    const entry: SentRequest = { method: init.method ?? 'GET', path: url.pathname + url.search, status: null, at: Date.now() }
    requests.push(entry)
    if (!gate.open) {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ENETUNREACH'), { code: 'ENETUNREACH' }) })
    }
    const response = await fetch(input, init)
    entry.status = response.status
    return response
  }
  return { fetch: fetchImpl, requests, gate }
}

export interface ConsoleUnderTest {
  console: SwitchboardConsole
  events: { name: EventName; payload: unknown; at: number }[]
  of<K extends EventName>(name: K): EventPayload<K>[]
  cleanup(): Promise<void>
}

/** A console on a temp data directory with the memory key store, its demo profile added and active. */
export async function startConsole(
  sim: RunningSimulator,
  options: { fetch?: FetchLike; sync?: SyncServiceOptions; plan?: 'developer' | 'business'; requestsPerMinute?: number } = {},
): Promise<ConsoleUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-sync-test-'))
  const console_ = new SwitchboardConsole({
    host: 'web',
    dataDir,
    version: '0.0.0-test',
    platform: process.platform,
    secrets: createMemorySecretStore(),
    fetch: options.fetch,
    sync: options.sync,
  })
  const events: ConsoleUnderTest['events'] = []
  console_.events.subscribe((name, payload) => events.push({ name, payload, at: Date.now() }))
  await console_.start()
  await console_.profiles.addProfile({
    baseUrl: sim.url,
    workspaceId: WORKSPACE,
    apiKey: 'demo-owner-key',
    plan: options.plan ?? 'business',
    requestsPerMinute: options.requestsPerMinute,
  })
  await waitFor(() => console_.sync.status().workspaceId === WORKSPACE)
  return {
    console: console_,
    events,
    of: <K extends EventName>(name: K) => events.filter((e) => e.name === name).map((e) => e.payload as EventPayload<K>),
    cleanup: async () => {
      await console_.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Polls `check` until it answers something truthy. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 20_000, what = 'the condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The service as another supervisor sees it: the member key, its own budget. */
export function otherClient(sim: RunningSimulator): ApiClient {
  return createApiClient({
    baseUrl: sim.url,
    workspaceId: WORKSPACE,
    apiKey: 'demo-member-key',
    limiter: createRateLimiter({ requestsPerMinute: 60_000 }),
  })
}

/** A `/_sim` control request (test-only endpoints of the simulator). */
export async function simControl(sim: RunningSimulator, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${sim.url}/_sim${path}`, {
    method,
    headers: { 'x-api-key': 'demo-owner-key', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} /_sim${path}: HTTP ${response.status} ${await response.text()}`)
  return response.json()
}

/** Each of `resources` (default: every periodic one) has finished a sync after `since` (ISO). */
export function syncedSince(console_: SwitchboardConsole, since: string, resources: readonly SyncResource[] = PERIODIC_RESOURCES): boolean {
  const states = console_.sync.status().resources
  return resources.every((resource) => {
    const state = states.find((s) => s.resource === resource)
    return state !== undefined && state.lastSuccessAt !== null && state.lastSuccessAt >= since && !state.running
  })
}
