import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FetchLike } from '../../../src/core/api'
import { dispatch, SwitchboardConsole } from '../../../src/core/console'
import type { CallDisposition } from '../../../src/shared/api'
import type { BridgeError, CommandArgs, CommandName, CommandResult, EventName, EventPayload } from '../../../src/shared/bridge'
import type { RunningSimulator } from '../../../src/simulator/server'
import { realKeychain } from '../secrets/keychain'

export const WORKSPACE = 'ws_demo'
const HEADERS = { 'x-api-key': 'demo-owner-key', 'x-workspace-id': WORKSPACE }

export interface CallbacksConsole {
  console: SwitchboardConsole
  dataDir: string
  /** Every event the console emitted, oldest first. */
  events: { name: EventName; payload: unknown }[]
  of<K extends EventName>(name: K): EventPayload<K>[]
  /** A command as a host runs it; throws with the Bridge error on a failure. */
  invoke<K extends CommandName>(name: K, args: CommandArgs<K>): Promise<CommandResult<K>>
  /** A command expected to fail: its Bridge error. */
  refusal<K extends CommandName>(name: K, args: CommandArgs<K>): Promise<BridgeError>
  cleanup(): Promise<void>
}

/**
 * A console on a temp data directory (real SQLite file, real keychain) with the
 * simulator's demo workspace active, returned once agents and dispositions
 * have synced.
 */
export async function startCallbacksConsole(sim: RunningSimulator, fetchImpl?: FetchLike): Promise<CallbacksConsole> {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-callbacks-'))
  const console_ = new SwitchboardConsole({
    host: 'web',
    dataDir,
    version: '0.0.0-test',
    platform: process.platform,
    secrets: await realKeychain(),
    fetch: fetchImpl,
    sync: { visiblePollMs: 300, maxBackoffMs: 500 },
  })
  const events: CallbacksConsole['events'] = []
  console_.events.subscribe((name, payload) => events.push({ name, payload }))
  await console_.start()
  const startedAt = new Date().toISOString()
  const profile = await console_.profiles.addProfile({ baseUrl: sim.url, workspaceId: WORKSPACE, apiKey: 'demo-owner-key', plan: 'enterprise' })
  await console_.profiles.setActive(profile.id)
  await waitFor(
    () =>
      ['agents', 'dispositions'].every((name) => {
        const resource = console_.sync.status().resources.find((r) => r.resource === name)
        return resource && (resource.lastSuccessAt ?? '') >= startedAt
      }),
    30_000,
    'agents and dispositions to sync',
  )
  return {
    console: console_,
    dataDir,
    events,
    of: <K extends EventName>(name: K) => events.filter((e) => e.name === name).map((e) => e.payload as EventPayload<K>),
    async invoke(name, args) {
      const result = await dispatch(console_.handlers, name, args)
      if (!result.ok) throw Object.assign(new Error(`${name}: ${result.error.message}`), { bridgeError: result.error })
      return result.value as CommandResult<typeof name>
    },
    async refusal(name, args) {
      const result = await dispatch(console_.handlers, name, args)
      if (result.ok) throw new Error(`${name} succeeded: ${JSON.stringify(result.value)}`)
      return result.error
    },
    async cleanup() {
      await console_.profiles.removeProfile(profile.id)
      await console_.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 15_000, what = 'the condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The service's copy, as another client reads it. */
export async function serviceDisposition(sim: RunningSimulator, id: string): Promise<CallDisposition> {
  for (let page = 1; ; page++) {
    const response = await fetch(`${sim.url}/v1/api/call-dispositions?limit=200&page=${page}`, { headers: HEADERS })
    const body = (await response.json()) as { data: { dispositions: CallDisposition[]; totalPages: number } }
    const found = body.data.dispositions.find((d) => d._id === id)
    if (found) return found
    if (page >= body.data.totalPages) throw new Error(`disposition ${id} not in the service`)
  }
}

export async function liveCalls(sim: RunningSimulator): Promise<{ roomName: string; customerPhone: string; aiAgentName: string }[]> {
  const response = await fetch(`${sim.url}/v2/api/active-calls`, { headers: HEADERS })
  return ((await response.json()) as { data: { roomName: string; customerPhone: string; aiAgentName: string }[] }).data
}

export async function endCall(sim: RunningSimulator, roomName: string): Promise<void> {
  const response = await fetch(`${sim.url}/v2/api/active-calls/${encodeURIComponent(roomName)}/end-call`, { method: 'POST', headers: HEADERS })
  if (!response.ok) throw new Error(`end-call ${roomName}: HTTP ${response.status}`)
}

/** The console's fetch over real HTTP, with a switch that fails requests the way an unplugged network does. */
export function switchableFetch() {
  const network = { up: true }
  const fetchImpl: FetchLike = async (input, init) => {
    if (!network.up) {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ENETUNREACH'), { code: 'ENETUNREACH' }) })
    }
    return fetch(input, init)
  }
  return { fetch: fetchImpl, network }
}
