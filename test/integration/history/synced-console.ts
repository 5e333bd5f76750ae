import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PERIODIC_RESOURCES, type CommandArgs, type CommandName, type CommandResult } from '../../../src/shared/bridge'
import { createApiClient, createRateLimiter, type ApiClient } from '../../../src/core/api'
import { dispatch, SwitchboardConsole } from '../../../src/core/console'
import { createMemorySecretStore } from '../../../src/core/secrets'
import type { RunningSimulator } from '../../../src/simulator/server'

export const WORKSPACE = 'ws_demo'

export interface SyncedConsole {
  console: SwitchboardConsole
  /** A Bridge command as a host runs it (validated, errors as values); throws on a failure. */
  invoke<K extends CommandName>(name: K, args: CommandArgs<K>): Promise<CommandResult<K>>
  cleanup(): Promise<void>
}

/**
 * A console on a temp data directory (memory key store), the simulator's demo
 * workspace added and active, returned once every resource has synced once.
 */
export async function startSyncedConsole(sim: RunningSimulator): Promise<SyncedConsole> {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-history-test-'))
  const console_ = new SwitchboardConsole({
    host: 'web',
    dataDir,
    version: '0.0.0-test',
    platform: process.platform,
    secrets: createMemorySecretStore(),
  })
  await console_.start()
  const startedAt = new Date().toISOString()
  await console_.profiles.addProfile({ baseUrl: sim.url, workspaceId: WORKSPACE, apiKey: 'demo-owner-key', plan: 'enterprise' })
  await waitFor(() => {
    const resources = console_.sync.status().resources
    return PERIODIC_RESOURCES.every((name) => {
      const resource = resources.find((r) => r.resource === name)
      return resource && (resource.lastSuccessAt ?? '') >= startedAt && !resource.running
    })
  }, 60_000, 'the first full sync')
  return {
    console: console_,
    async invoke(name, args) {
      const result = await dispatch(console_.handlers, name, args)
      if (!result.ok) throw Object.assign(new Error(`${name}: ${result.error.message}`), { bridgeError: result.error })
      return result.value as CommandResult<typeof name>
    },
    async cleanup() {
      await console_.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The service as another supervisor sees it, to compare the console's copy with. */
export function serviceClient(sim: RunningSimulator): ApiClient {
  return createApiClient({
    baseUrl: sim.url,
    workspaceId: WORKSPACE,
    apiKey: 'demo-member-key',
    limiter: createRateLimiter({ requestsPerMinute: 60_000 }),
  })
}

export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 20_000, what = 'the condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** RFC 4180 records of a CSV text (quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += char
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
}
