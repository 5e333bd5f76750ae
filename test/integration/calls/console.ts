import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FetchLike } from '../../../src/core/api'
import { dispatch, SwitchboardConsole } from '../../../src/core/console'
import type { CommandArgs, CommandName, CommandResult, Result } from '../../../src/shared/bridge'
import type { RunningSimulator } from '../../../src/simulator/server'
import { realKeychain } from '../secrets/keychain'

export interface CallsConsole {
  console: SwitchboardConsole
  profileId: string
  invoke<K extends CommandName>(name: K, args: CommandArgs<K>): Promise<Result<CommandResult<K>>>
  cleanup(): Promise<void>
}

/** A console on a temp data directory and the real keychain, with the simulator's demo workspace active. */
export async function startCallsConsole(sim: RunningSimulator, fetchImpl?: FetchLike): Promise<CallsConsole> {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-calls-'))
  const console_ = new SwitchboardConsole({
    host: 'web',
    dataDir,
    version: '0.0.0-test',
    platform: process.platform,
    secrets: await realKeychain(),
    fetch: fetchImpl,
    sync: { visiblePollMs: 500 },
  })
  await console_.start()
  const profile = await console_.profiles.addProfile({ baseUrl: sim.url, workspaceId: 'ws_demo', apiKey: 'demo-owner-key', plan: 'business' })
  await console_.profiles.setActive(profile.id)
  await waitFor(() => console_.activeWorkspace.current?.profile.id === profile.id)
  return {
    console: console_,
    profileId: profile.id,
    invoke: (name, args) => dispatch(console_.handlers, name, args) as never,
    async cleanup() {
      if ((await console_.profiles.list()).some((p) => p.id === profile.id)) {
        await dispatch(console_.handlers, 'listen.clearSettings', {})
        await console_.profiles.removeProfile(profile.id)
      }
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

export async function simControl<T>(sim: RunningSimulator, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sim.url}/_sim${path}`, {
    method,
    headers: { 'x-api-key': 'demo-owner-key', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} /_sim${path}: HTTP ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** What the service itself lists, as another client would see it. */
export async function liveRoomNames(sim: RunningSimulator): Promise<string[]> {
  const response = await fetch(`${sim.url}/v2/api/active-calls`, { headers: { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' } })
  const body = (await response.json()) as { data: { roomName: string }[] }
  return body.data.map((call) => call.roomName)
}
