import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../../../src/core/log'
import type { SecretStore } from '../../../../src/core/secrets'
import { createWorkspaceProfiles, type WorkspaceProfiles } from '../../../../src/core/workspaces'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { realKeychain } from '../../../support/keychain'
import { activeCallsNow } from '../../../support/polls'

const OWNER = 'demo-owner-key'
const MEMBER = 'demo-member-key'
const OUTSIDER = 'demo-outsider-key'

let sim: RunningSimulator
let secrets: SecretStore
let dataDir: string
let profiles: WorkspaceProfiles
const logLines: string[] = []
/** Everything the Settings view would be handed: views and error messages. */
const shown: unknown[] = []

beforeAll(async () => {
  sim = await startSimulator({ port: 0, plan: 'enterprise', activeCalls: 2 })
  dataDir = await mkdtemp(join(tmpdir(), 'switchboard-keys-'))
})

/** Built in the first test, so a missing keychain fails the tests instead of skipping them. */
async function setup(): Promise<WorkspaceProfiles> {
  secrets = await realKeychain()
  profiles ??= createWorkspaceProfiles({ dataDir, secrets, logger: createLogger((line) => logLines.push(line)) })
  return profiles
}
afterAll(async () => {
  for (const profile of (await profiles?.list().catch(() => [])) ?? []) await profiles.removeProfile(profile.id)
  await sim?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const show = async <T>(action: Promise<T>): Promise<T | Error> => {
  const outcome = await action.catch((error: Error) => error)
  shown.push(outcome instanceof Error ? { message: outcome.message, details: (outcome as { details?: unknown }).details } : outcome)
  return outcome
}

describe('workspace profiles with the real keychain and the simulator', () => {
  it('adds the demo workspace with its key in the keychain only', async () => {
    await setup()
    const profile = await show(profiles.addProfile({ baseUrl: sim.url, workspaceId: 'ws_demo', apiKey: OWNER, plan: 'enterprise' }))
    if (profile instanceof Error) throw profile
    expect(profile).toMatchObject({ label: 'Demo Workspace', maskedKey: '••••-key', active: true })
    expect(await secrets.get(profile.id)).toBe(OWNER)
    const client = await profiles.clientFor(profile.id)
    // The key from the keychain is accepted: the service answers the workspace's list (a wrong key is a 401).
    expect(await activeCallsNow(client)).toMatchObject({ count: expect.any(Number), data: expect.any(Array) })
    await client.agents.get('agt_missing').catch(() => undefined)
    shown.push(await profiles.list())
  })

  it('refuses a key that cannot see the workspace, and an unknown key, saying which', async () => {
    await setup()
    const outsider = await show(profiles.addProfile({ baseUrl: sim.url, workspaceId: 'ws_demo', apiKey: OUTSIDER }))
    expect(outsider).toMatchObject({ code: 'wrong_workspace', status: 404 })
    const unknown = await show(profiles.addProfile({ baseUrl: sim.url, workspaceId: 'ws_demo', apiKey: 'typo-demo-owner-key' }))
    expect(unknown).toMatchObject({ code: 'unknown_key', status: 401 })
  })

  it('rotates the key in the keychain after testing it', async () => {
    await setup()
    const [profile] = await profiles.list()
    if (!profile) throw new Error('no profile')
    await show(profiles.rotateKey(profile.id, MEMBER))
    expect(await secrets.get(profile.id)).toBe(MEMBER)
    const rotated = await show(profiles.rotateKey(profile.id, OUTSIDER))
    expect(rotated).toMatchObject({ code: 'wrong_workspace' })
    expect(await secrets.get(profile.id)).toBe(MEMBER)
  })

  it('removes the profile and its keychain entry', async () => {
    await setup()
    const [profile] = await profiles.list()
    if (!profile) throw new Error('no profile')
    await show(profiles.removeProfile(profile.id))
    expect(await secrets.get(profile.id)).toBeNull()
    expect(await profiles.list()).toEqual([])
  })

  it('never wrote a key to the data directory, the logs or anything the UI was shown', async () => {
    await setup()
    const files = await readdir(dataDir)
    expect(files.length).toBeGreaterThan(0)
    const written = (await Promise.all(files.map((f) => readFile(join(dataDir, f), 'utf8')))).join('\n')
    const logs = logLines.join('\n')
    const ui = JSON.stringify(shown)
    expect(logs.length).toBeGreaterThan(0)
    for (const key of [OWNER, MEMBER, OUTSIDER, 'typo-demo-owner-key']) {
      expect(written).not.toContain(key)
      expect(logs).not.toContain(key)
      expect(ui).not.toContain(key)
    }
  })
})
