import type { ServerResponse } from 'node:http'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { words } from '../../../../src/core/errors/core-error'
import { createMemorySecretStore, type SecretStoreStatus } from '../../../../src/core/secrets'
import type { ActiveWorkspace } from '../../../../src/core/console'
import { checkBaseUrl, createWorkspaceProfiles, listWorkspaces, PROFILES_FILE, summarizeProfile, type ProfileChange, type WorkspaceProfiles } from '../../../../src/core/workspaces'
import { DEMO_API_KEY, DEMO_MEMBER_API_KEY } from '../../../../src/core/workspaces/demo-keys'
import { workspacesModule, type WorkspacesPorts } from '../../../../src/core/workspaces/handlers'
import { KeyPermissionsCache } from '../../../../src/core/workspaces/key-permissions'
import type { KeyPermissions } from '../../../../src/shared/permissions'
import { commandsOf, TestWorkspace } from '../../../support/feature-ports'
import { json, startLocalServer, type LocalServer, type RecordedRequest } from '../../../support/local-server'

const NOW = '2025-05-01T12:00:00.000Z'
const GOOD_KEY = 'good-key-aaaa1b2c'
const NEW_KEY = 'rotated-key-ffff9z8y'
const NO_ACCESS_KEY = 'viewer-key-0000d4e5'

/**
 * Answers like the service for workspace ws_a: the good and rotated keys own it; the viewer may read it but not act in it.
 * The demo's two fixture keys are known too, as the simulator knows them.
 */
function serviceLike(req: RecordedRequest, res: ServerResponse) {
  const key = req.headers['x-api-key']
  if (key !== GOOD_KEY && key !== NEW_KEY && key !== NO_ACCESS_KEY && key !== DEMO_API_KEY && key !== DEMO_MEMBER_API_KEY) {
    return json(res, 401, { error: 'Unauthorized', details: 'unknown API key', code: 'UNAUTHORIZED' })
  }
  if (req.url === '/v1/api/workspaces/ws_a') {
    return json(res, 200, { _id: 'ws_a', name: 'Acme Support', initials: 'AS', teamMembers: [], createdAt: NOW, updatedAt: NOW })
  }
  if (req.url === '/v1/api/workspaces/ws_busy') return json(res, 429, { error: 'Too many requests' }, { 'retry-after': '0' })
  if (req.url === '/v1/api/workspaces/ws_bad') return json(res, 400, { error: 'Bad Request', details: 'malformed id', code: 'BAD_REQUEST' })
  if (req.url === '/v1/api/workspaces/ws_odd') return json(res, 200, { hello: 'world' })
  if (req.url === '/v1/api/workspaces/ws_moved') {
    res.writeHead(302, { location: 'https://elsewhere.example.com/' })
    return void res.end()
  }
  if (req.url === '/v1/api/workspaces/ws_silent') return
  if (req.url.startsWith('/v1/api/workspaces/')) return json(res, 404, { error: 'Not found', details: 'workspace', code: 'NOT_FOUND' })
  if (req.url === '/v1/api/roles-and-permissions/me') return json(res, 200, { role: key === GOOD_KEY ? 'owner' : 'member', permissions: [] })
  if (req.url === '/v1/api/roles-and-permissions/permissions') {
    if (key === NO_ACCESS_KEY) return json(res, 403, { error: 'Forbidden', details: 'not a member', code: 'FORBIDDEN' })
    return json(res, 200, [{ key: 'agent_view', name: 'View agents', description: '', category: 'agents' }])
  }
  return json(res, 404, { error: 'Not found', details: req.url, code: 'NOT_FOUND' })
}

let server: LocalServer
let dataDir: string

beforeEach(async () => {
  server = await startLocalServer(serviceLike)
  dataDir = await mkdtemp(join(tmpdir(), 'switchboard-profiles-'))
})
afterEach(async () => {
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** A fast limit, so the two test requests of each add do not wait a second apart. */
const FAST = { requestsPerMinute: 6000 }

function setup(secrets = createMemorySecretStore()) {
  let n = 0
  const profiles = createWorkspaceProfiles({ dataDir, secrets, newId: () => `wsp_${++n}`, timeoutMs: 2_000 })
  return { profiles, secrets }
}

describe('workspace profiles', () => {
  it('adds a tested profile: key in the secret store only, masked in the list, first one active', async () => {
    const { profiles, secrets } = setup()
    const changes: ProfileChange[] = []
    profiles.subscribe((c) => changes.push(c))
    const added = await profiles.addProfile({ baseUrl: `${server.url}/`, workspaceId: 'ws_a', apiKey: ` ${GOOD_KEY} ` })
    expect(added).toMatchObject({
      id: 'wsp_1',
      label: 'Acme Support',
      baseUrl: server.url,
      plan: 'developer',
      requestsPerMinute: 60,
      active: true,
      maskedKey: '••••1b2c',
    })
    expect(secrets.entries.get('wsp_1')).toBe(GOOD_KEY)
    const file = await readFile(join(dataDir, PROFILES_FILE), 'utf8')
    expect(file).not.toContain(GOOD_KEY)
    expect(JSON.stringify(await profiles.list())).not.toContain(GOOD_KEY)
    expect(changes).toEqual([{ kind: 'added', profileId: 'wsp_1' }])
    expect(server.requests.map((r) => r.url)).toEqual(['/v1/api/workspaces/ws_a', '/v1/api/roles-and-permissions/permissions'])
  })

  it('says precisely what is wrong and saves nothing', async () => {
    const { profiles, secrets } = setup()
    const base = { baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST }
    await expect(profiles.addProfile({ ...base, apiKey: 'nobody-knows-this' })).rejects.toMatchObject({
      code: 'unknown_key',
      status: 401,
      message: expect.stringContaining('401'),
    })
    await expect(profiles.addProfile({ ...base, workspaceId: 'ws_b' })).rejects.toMatchObject({
      code: 'wrong_workspace',
      status: 404,
      message: expect.stringContaining('"ws_b"'),
    })
    await expect(profiles.addProfile({ ...base, apiKey: NO_ACCESS_KEY })).rejects.toMatchObject({
      code: 'wrong_workspace',
      status: 403,
    })
    const closed = await startLocalServer(() => undefined)
    await closed.close()
    await expect(profiles.addProfile({ ...base, baseUrl: closed.url })).rejects.toMatchObject({
      code: 'unreachable',
      message: expect.stringContaining(closed.url),
    })
    await expect(profiles.addProfile({ ...base, baseUrl: 'http://api.example.com' })).rejects.toMatchObject({
      code: 'insecure_url',
    })
    expect(secrets.entries.size).toBe(0)
    expect(await profiles.list()).toEqual([])
  })

  it("words each way the key test can fail, naming the address and what the service said", async () => {
    const { profiles } = setup()
    const base = { baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST }
    await expect(profiles.addProfile({ ...base, workspaceId: 'ws_b' })).rejects.toMatchObject({
      message: 'This key cannot see workspace "ws_b" (404). Check the workspace id, or ask the workspace owner to add you to its team.',
      details: 'Not found: workspace',
    })
    await expect(profiles.addProfile({ ...base, apiKey: NO_ACCESS_KEY })).rejects.toMatchObject({
      message: 'This key can see workspace "ws_a" but may not work in it (403). Ask the workspace owner for access.',
    })
    await expect(profiles.addProfile({ ...base, apiKey: 'nobody-knows-this' })).rejects.toMatchObject({
      message: expect.stringMatching(/^The service does not know this API key \(401\)\. Copy the whole key again/),
    })
    await expect(profiles.addProfile({ ...base, workspaceId: 'ws_busy' })).rejects.toMatchObject({
      code: 'verification_failed',
      status: 429,
      message: "The service is limiting this key's requests (429). Try again in a minute.",
    })
    await expect(profiles.addProfile({ ...base, workspaceId: 'ws_bad' })).rejects.toMatchObject({
      code: 'verification_failed',
      status: 400,
      message: 'Checking the workspace failed (HTTP 400): Bad Request: malformed id.',
      details: 'Bad Request: malformed id',
    })
    await expect(profiles.addProfile({ ...base, workspaceId: 'ws_odd' })).rejects.toMatchObject({
      code: 'unexpected_response',
      message: expect.stringMatching(new RegExp(`^${server.url} answered, but not like the Voice Agent API \\(GET /v1/api/workspaces/ws_odd: .+\\)\\. Check the base URL\\.$`)),
    })
    await expect(profiles.addProfile({ ...base, workspaceId: 'ws_moved' })).rejects.toMatchObject({
      code: 'unexpected_response',
      status: 302,
      message: `${server.url}: The service redirected to https://elsewhere.example.com/; the API key is not sent there. Update the workspace address.`,
    })
    const closed = await startLocalServer(() => undefined)
    await closed.close()
    await expect(profiles.addProfile({ ...base, baseUrl: closed.url })).rejects.toMatchObject({
      code: 'unreachable',
      message: `Could not reach ${closed.url} (Could not connect (ECONNREFUSED)). Check the address and the network connection.`,
    })
    const impatient = createWorkspaceProfiles({ dataDir, secrets: createMemorySecretStore(), timeoutMs: 100, newId: () => 'wsp_x' })
    await expect(impatient.addProfile({ ...base, workspaceId: 'ws_silent' })).rejects.toMatchObject({
      code: 'unreachable',
      message: `${server.url} did not answer in time. Check the address; the service may be down.`,
    })
    const cancelled = new AbortController()
    cancelled.abort()
    await expect(profiles.addProfile(base, cancelled.signal)).rejects.toMatchObject({ code: 'aborted' })
    expect(await profiles.list()).toEqual([])
  })

  it('takes the label, plan and limit as given, trimmed, or from the plan and the workspace', async () => {
    const { profiles } = setup()
    const base = { baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY }
    expect(await profiles.addProfile({ ...base, label: ' Day ', plan: ' business ' })).toMatchObject({ label: 'Day', plan: 'business', requestsPerMinute: 600 })
    expect(await profiles.addProfile({ ...base, label: '  ', plan: '  ', requestsPerMinute: 6000 })).toMatchObject({
      label: 'Acme Support',
      plan: 'developer',
      requestsPerMinute: 6000,
    })
    expect(await profiles.addProfile({ ...base, plan: 'custom', ...FAST })).toMatchObject({ plan: 'custom', requestsPerMinute: 6000 })
    for (const requestsPerMinute of [0, 1.5]) {
      await expect(profiles.addProfile({ ...base, requestsPerMinute })).rejects.toMatchObject({
        code: 'invalid_profile',
        message: 'Requests per minute must be a whole number of at least 1.',
      })
    }
    await expect(profiles.addProfile({ ...base, workspaceId: ' ' })).rejects.toMatchObject({ message: 'The workspace id must not be empty.' })
    await expect(profiles.addProfile({ ...base, apiKey: '' })).rejects.toMatchObject({ message: 'The API key must not be empty.' })
    expect((await profiles.list()).map((p) => p.label)).toEqual(['Day', 'Acme Support', 'Acme Support'])
  })

  it('edits a profile: a new plan brings its limit unless one is given, a new address is tested first', async () => {
    const { profiles } = setup()
    const profile = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    expect(await profiles.updateProfile(profile.id, { plan: 'enterprise', requestsPerMinute: 100 })).toMatchObject({ plan: 'enterprise', requestsPerMinute: 100 })
    expect(await profiles.updateProfile(profile.id, { requestsPerMinute: 120 })).toMatchObject({ plan: 'enterprise', requestsPerMinute: 120 })
    expect(await profiles.updateProfile(profile.id, { label: ' Late ' })).toMatchObject({ label: 'Late', plan: 'enterprise', requestsPerMinute: 120 })
    await expect(profiles.updateProfile(profile.id, { plan: ' ' })).rejects.toMatchObject({ message: 'The plan must not be empty.' })
    await expect(profiles.updateProfile(profile.id, { requestsPerMinute: 0 })).rejects.toMatchObject({ code: 'invalid_profile' })
    expect(await profiles.updateProfile(profile.id, { requestsPerMinute: 1 })).toMatchObject({ requestsPerMinute: 1 })
    await profiles.updateProfile(profile.id, { requestsPerMinute: 120 })
    await expect(profiles.updateProfile(profile.id, { baseUrl: 'http://api.example.com' })).rejects.toMatchObject({ code: 'insecure_url' })

    const before = await profiles.clientFor(profile.id)
    const moved = await startLocalServer(serviceLike)
    try {
      await expect(profiles.updateProfile(profile.id, { baseUrl: `${moved.url}/` })).resolves.toMatchObject({ baseUrl: moved.url })
      expect(moved.requests.map((r) => r.url)).toEqual(['/v1/api/workspaces/ws_a', '/v1/api/roles-and-permissions/permissions'])
      const after = await profiles.clientFor(profile.id)
      expect(after).not.toBe(before)
      expect(after.baseUrl).toBe(moved.url)
    } finally {
      await moved.close()
    }
    const closed = await startLocalServer(() => undefined)
    await closed.close()
    await expect(profiles.updateProfile(profile.id, { baseUrl: closed.url })).rejects.toMatchObject({ code: 'unreachable' })
    expect(await profiles.list()).toMatchObject([{ label: 'Late', baseUrl: moved.url, requestsPerMinute: 120 }])
    await expect(profiles.setActive('wsp_none')).rejects.toMatchObject({
      code: 'profile_not_found',
      message: 'This workspace profile no longer exists.',
    })
  })

  it('tells each change to its listeners until they unsubscribe', async () => {
    const { profiles } = setup()
    const changes: ProfileChange[] = []
    const unsubscribe = profiles.subscribe((c) => changes.push(c))
    const a = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    const b = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: NEW_KEY, ...FAST })
    await profiles.setActive(b.id)
    await profiles.updateProfile(a.id, { label: 'A' })
    await profiles.rotateKey(a.id, NEW_KEY)
    await profiles.removeProfile(a.id)
    unsubscribe()
    await profiles.removeProfile(b.id)
    expect(changes).toEqual([
      { kind: 'added', profileId: a.id },
      { kind: 'added', profileId: b.id },
      { kind: 'activated', profileId: b.id },
      { kind: 'updated', profileId: a.id },
      { kind: 'key-rotated', profileId: a.id },
      { kind: 'removed', profileId: a.id },
    ])
    expect(await profiles.list()).toEqual([])
    expect(await profiles.active()).toBeNull()
  })

  it('lists the profiles as the renderer sees them: masked keys, the active one, what is wrong with the keychain', async () => {
    const secrets = createMemorySecretStore()
    const { profiles } = setup(secrets)
    expect(await listWorkspaces({ profiles, secrets })).toEqual({ profiles: [], activeId: null, keychainProblem: null })
    await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, label: 'Day', ...FAST })
    const night = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: NEW_KEY, label: 'Night', ...FAST })
    await profiles.setActive(night.id)
    const summary = { baseUrl: server.url, workspaceId: 'ws_a', plan: 'developer', requestsPerMinute: 6000, createdAt: expect.any(String), demo: false }
    expect(await listWorkspaces({ profiles, secrets })).toEqual({
      profiles: [
        { id: 'wsp_1', label: 'Day', ...summary, active: false, maskedKey: '••••1b2c' },
        { id: 'wsp_2', label: 'Night', ...summary, active: true, maskedKey: '••••9z8y' },
      ],
      activeId: 'wsp_2',
      keychainProblem: null,
    })
    const locked = createMemorySecretStore({ ok: false, reason: 'The keychain is locked.', fix: 'Unlock it.' })
    const unreadable = createWorkspaceProfiles({ dataDir, secrets: locked })
    expect(await listWorkspaces({ profiles: unreadable, secrets: locked })).toMatchObject({
      profiles: [{ id: 'wsp_1', maskedKey: null }, { id: 'wsp_2', maskedKey: null }],
      keychainProblem: { reason: 'The keychain is locked.', fix: 'Unlock it.' },
    })
  })

  it('asks for the key again when the keychain lost it', async () => {
    const { profiles, secrets } = setup()
    const profile = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    await secrets.delete(profile.id)
    await expect(profiles.clientFor(profile.id)).rejects.toMatchObject({
      code: 'key_missing',
      message: 'The API key of this workspace is missing from the keychain. Enter it again with "Rotate key".',
    })
  })

  it('refuses to add when the keychain is unavailable, with the fix, and never writes the key elsewhere', async () => {
    const { profiles } = setup(createMemorySecretStore({ ok: false, reason: 'no Secret Service', fix: 'Install gnome-keyring.' }))
    await expect(profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY })).rejects.toMatchObject({
      code: 'keychain_unavailable',
      message: expect.stringContaining('Install gnome-keyring.'),
    })
    expect(await readdir(dataDir)).toEqual([])
  })

  it('switches the active profile, edits label and plan, and updates the shared limiter', async () => {
    const { profiles } = setup()
    const first = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, label: 'Day shift', ...FAST })
    const second = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: NEW_KEY, label: 'Night', ...FAST })
    expect((await profiles.active())?.id).toBe(first.id)
    await profiles.setActive(second.id)
    expect((await profiles.active())?.id).toBe(second.id)
    const client = await profiles.clientFor(second.id)
    expect(await profiles.clientFor(second.id)).toBe(client)
    const updated = await profiles.updateProfile(second.id, { label: 'Night shift', plan: 'business' })
    expect(updated).toMatchObject({ label: 'Night shift', plan: 'business', requestsPerMinute: 600 })
    expect(client.limiter.metrics().requestsPerMinute).toBe(600)
    await expect(profiles.updateProfile(second.id, { label: '  ' })).rejects.toMatchObject({ code: 'invalid_profile', message: 'The label must not be empty.' })
  })

  it('shares one limiter between profiles that use the same key', async () => {
    const { profiles } = setup()
    const a = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    const b = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, label: 'Copy', ...FAST })
    expect((await profiles.clientFor(a.id)).limiter).toBe((await profiles.clientFor(b.id)).limiter)
  })

  it('rotates the key only after testing the new one', async () => {
    const { profiles, secrets } = setup()
    const profile = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    const before = await profiles.clientFor(profile.id)
    await expect(profiles.rotateKey(profile.id, 'revoked-key')).rejects.toMatchObject({ code: 'unknown_key' })
    expect(secrets.entries.get(profile.id)).toBe(GOOD_KEY)
    const rotated = await profiles.rotateKey(profile.id, NEW_KEY)
    expect(rotated.maskedKey).toBe('••••9z8y')
    expect(secrets.entries.get(profile.id)).toBe(NEW_KEY)
    expect(await profiles.clientFor(profile.id)).not.toBe(before)
  })

  it('removes a profile with its keychain entry and activates the next one', async () => {
    const { profiles, secrets } = setup()
    const first = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    const second = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: NEW_KEY, ...FAST })
    await expect(profiles.removeProfile(first.id)).resolves.toMatchObject({ id: first.id })
    expect(secrets.entries.has(first.id)).toBe(false)
    expect(await profiles.list()).toMatchObject([{ id: second.id, active: true }])
    await expect(profiles.clientFor(first.id)).rejects.toMatchObject({ code: 'profile_not_found' })
  })

  it('reports a damaged profiles file and leaves it untouched', async () => {
    const { profiles } = setup()
    const path = join(dataDir, PROFILES_FILE)
    await writeFile(path, '{"version":1,"profiles":[')
    await expect(profiles.list()).rejects.toMatchObject({ code: 'profiles_file_corrupt', message: expect.stringContaining(path) })
    await expect(profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY })).rejects.toMatchObject({
      code: 'profiles_file_corrupt',
    })
    expect(await readFile(path, 'utf8')).toBe('{"version":1,"profiles":[')
    await writeFile(path, JSON.stringify({ version: 1, activeProfileId: null, profiles: [{ id: 'x' }] }))
    await expect(profiles.list()).rejects.toMatchObject({ code: 'profiles_file_corrupt', message: expect.stringContaining('profiles.0') })
    const twin = { id: 'wsp_1', label: 'A', baseUrl: server.url, workspaceId: 'ws_a', plan: 'developer', requestsPerMinute: 60, createdAt: NOW }
    await writeFile(path, JSON.stringify({ version: 1, activeProfileId: null, profiles: [twin, { ...twin, label: 'B' }] }))
    await expect(profiles.list()).rejects.toMatchObject({
      code: 'profiles_file_corrupt',
      message: `The workspace list ${path} is damaged (two profiles share an id). Switchboard left it unchanged: repair it or move it away, then try again.`,
    })
  })

  it('names each new profile apart', async () => {
    const profiles = createWorkspaceProfiles({ dataDir, secrets: createMemorySecretStore(), timeoutMs: 2_000 })
    const a = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    const b = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: NEW_KEY, ...FAST })
    expect(a.id).toMatch(/^wsp_[0-9a-f-]{36}$/)
    expect(b.id).toMatch(/^wsp_[0-9a-f-]{36}$/)
    expect(a.id).not.toBe(b.id)
  })

  it('adds the demo with its fixture key, owner or member, and never puts that key in the keychain', async () => {
    const { profiles, secrets } = setup()
    const demo = { label: 'Demo', baseUrl: server.url, workspaceId: 'ws_a', plan: 'developer' }
    const owner = await profiles.addDemoProfile(demo)
    expect(owner).toMatchObject({ label: 'Demo', demo: true, requestsPerMinute: 60, maskedKey: `••••${DEMO_API_KEY.slice(-4)}` })
    expect(owner).not.toHaveProperty('demoRole')
    expect(server.requests.at(-1)?.headers['x-api-key']).toBe(DEMO_API_KEY)
    const member = await profiles.addDemoProfile({ ...demo, demoRole: 'member' })
    expect(member).toMatchObject({ demo: true, demoRole: 'member', maskedKey: `••••${DEMO_MEMBER_API_KEY.slice(-4)}` })
    expect(server.requests.at(-1)?.headers['x-api-key']).toBe(DEMO_MEMBER_API_KEY)
    expect(secrets.entries.size).toBe(0)

    const sent = server.requests.length
    await (await profiles.clientFor(member.id)).workspaces.get('ws_a')
    await (await profiles.clientFor(owner.id)).workspaces.get('ws_a')
    expect(server.requests.slice(sent).map((r) => r.headers['x-api-key'])).toEqual([DEMO_MEMBER_API_KEY, DEMO_API_KEY])
    await expect(profiles.rotateKey(owner.id, NEW_KEY)).rejects.toMatchObject({
      code: 'demo_key',
      message: "The demo workspace's key is the simulator's and cannot be replaced.",
    })
    expect(server.requests.length).toBe(sent + 2)
  })

  it('removes the demo even while the keychain is locked: its key was never there', async () => {
    const status: SecretStoreStatus = { ok: true }
    const { profiles } = setup(createMemorySecretStore(status))
    const demo = await profiles.addDemoProfile({ label: 'Demo', baseUrl: server.url, workspaceId: 'ws_a', plan: 'developer' })
    Object.assign(status, { ok: false, reason: 'The keychain is locked.', fix: 'Unlock it.' })
    await expect(profiles.removeProfile(demo.id)).resolves.toMatchObject({ id: demo.id })
    expect(await profiles.list()).toEqual([])
  })

  it('keeps the workspace in use, and its masked key, when the keychain locks later', async () => {
    const status: SecretStoreStatus = { ok: true }
    const { profiles } = setup(createMemorySecretStore(status))
    const profile = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    const client = await profiles.clientFor(profile.id)
    Object.assign(status, { ok: false, reason: 'The keychain is locked.', fix: 'Unlock it.' })
    expect(await profiles.clientFor(profile.id)).toBe(client)
    expect(await profiles.list()).toMatchObject([{ id: profile.id, maskedKey: '••••1b2c' }])
  })

  it('sends no key to the service while the keychain could not keep it', async () => {
    const locked = { ok: false, reason: 'The keychain is locked.', fix: 'Unlock it.' } as const
    const status: SecretStoreStatus = { ok: true }
    const { profiles } = setup(createMemorySecretStore(status))
    const profile = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    Object.assign(status, locked)
    const sent = server.requests.length
    await expect(profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: NEW_KEY, ...FAST })).rejects.toMatchObject({
      code: 'keychain_unavailable',
    })
    await expect(profiles.rotateKey(profile.id, NEW_KEY)).rejects.toMatchObject({ code: 'keychain_unavailable' })
    expect(server.requests.length).toBe(sent)
  })

  it('asks for a new key that is not blank', async () => {
    const { profiles } = setup()
    const profile = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    await expect(profiles.rotateKey(profile.id, '   ')).rejects.toMatchObject({ message: 'The new API key must not be empty.' })
  })

  it('keeps the active profile when another one is removed', async () => {
    const { profiles } = setup()
    await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    const second = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: NEW_KEY, ...FAST })
    const third = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, label: 'Third', ...FAST })
    await profiles.setActive(third.id)
    await profiles.removeProfile(second.id)
    expect((await profiles.active())?.id).toBe(third.id)
  })

  it("says the keychain's problem in the console's language only when it has both its words", async () => {
    const reasonWords = words('errors.keychain.locked')
    const fixWords = words('errors.keychain.fixLinux')
    const problem = { ok: false, reason: 'The keychain is locked.', fix: 'Unlock it.' } as const
    const listed = (status: SecretStoreStatus) => {
      const secrets = createMemorySecretStore(status)
      return listWorkspaces({ profiles: createWorkspaceProfiles({ dataDir, secrets }), secrets })
    }
    expect((await listed({ ...problem, reasonWords, fixWords })).keychainProblem).toEqual({ reason: problem.reason, fix: problem.fix, reasonWords, fixWords })
    expect((await listed({ ...problem, reasonWords })).keychainProblem).toEqual({ reason: problem.reason, fix: problem.fix })
    expect((await listed({ ...problem, fixWords })).keychainProblem).toEqual({ reason: problem.reason, fix: problem.fix })
  })

  it('writes atomically: no temporary file is left behind', async () => {
    const { profiles } = setup()
    await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: NEW_KEY, ...FAST })
    expect(await readdir(dataDir)).toEqual([PROFILES_FILE])
  })
})

describe('the workspaces.* commands', () => {
  async function activeOf(profiles: WorkspaceProfiles, id: string): Promise<ActiveWorkspace> {
    const view = (await profiles.list()).find((p) => p.id === id)!
    return { profile: summarizeProfile(view), client: await profiles.clientFor(id) }
  }

  it("publish the active key's permissions at each switch, and the new key's at once after its rotation", async () => {
    const { profiles, secrets } = setup()
    const a = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    const b = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: NEW_KEY, ...FAST })
    const watch = new TestWorkspace(null)
    let refreshes = 0
    const published: KeyPermissions[] = []
    const opened: string[] = []
    const module = workspacesModule({
      profiles,
      secrets,
      demo: {
        open: async (role) => {
          opened.push(role ?? 'none')
          return (await profiles.list())[0]!
        },
      },
      activeWorkspace: Object.assign(watch, {
        metrics: () => null,
        refresh: async () => {
          refreshes++
          watch.set(await activeOf(profiles, watch.current!.profile.id))
        },
      }),
      keyPermissions: new KeyPermissionsCache(() => new Date(NOW)),
      emit: (name, payload) => {
        if (name === 'workspaces.keyPermissions') published.push(payload as KeyPermissions)
      },
      forgetWorkspaceData: async () => undefined,
      confirmServiceReach: async () => undefined,
    })
    const commands = commandsOf(module.handlers)
    const stop = module.start!()
    expect(published).toEqual([])
    watch.set(await activeOf(profiles, a.id))
    await expect.poll(() => published.at(-1)).toMatchObject({ state: 'known', role: 'owner' })

    const asked = () => server.requests.filter((r) => r.url.endsWith('/me')).length
    const before = asked()
    expect(await commands.invoke('workspaces.keyPermissions', {})).toMatchObject({ role: 'owner' })
    expect(asked()).toBe(before)
    expect(await commands.invoke('workspaces.keyPermissions', { refresh: true })).toMatchObject({ role: 'owner' })
    expect(asked()).toBe(before + 1)

    await commands.invoke('workspaces.rotateKey', { id: b.id, apiKey: GOOD_KEY })
    expect(refreshes).toBe(0)
    await commands.invoke('workspaces.rotateKey', { id: a.id, apiKey: NEW_KEY })
    expect(refreshes).toBe(1)
    expect(published.at(-1)).toMatchObject({ state: 'known', role: 'member' })

    await commands.invoke('workspaces.openDemo', {})
    await commands.invoke('workspaces.openDemo', { as: 'member' })
    expect(opened).toEqual(['owner', 'member'])

    watch.set(null)
    await expect.poll(() => published.at(-1)).toMatchObject({ state: 'unknown', reason: 'Open a workspace first.' })
    stop()
  })
})

describe('the workspaces.* commands, each answered once the console works on its result', () => {
  /** The commands over real profiles; the active workspace follows the profiles only when refreshed, as the console's. */
  function commandsOver(profiles: WorkspaceProfiles, secrets: WorkspacesPorts['secrets']) {
    const watch = new TestWorkspace(null)
    const seen = { refreshes: 0, reached: [] as string[], forgotten: [] as string[], published: [] as KeyPermissions[] }
    const ports: WorkspacesPorts = {
      profiles,
      secrets,
      demo: { open: async () => (await profiles.list())[0]! },
      activeWorkspace: Object.assign(watch, {
        metrics: () => watch.current?.client.limiter.metrics() ?? null,
        refresh: async () => {
          seen.refreshes++
          const active = await profiles.active()
          watch.set(active && { profile: summarizeProfile(active), client: await profiles.clientFor(active.id) })
        },
      }),
      keyPermissions: new KeyPermissionsCache(() => new Date(NOW)),
      emit: (name, payload) => {
        if (name === 'workspaces.keyPermissions') seen.published.push(payload as KeyPermissions)
      },
      forgetWorkspaceData: async (workspaceId) => void seen.forgotten.push(workspaceId),
      confirmServiceReach: async (baseUrl) => {
        seen.reached.push(baseUrl)
        if (baseUrl.includes('refused')) throw new Error('The supervisor did not allow it.')
      },
    }
    const module = workspacesModule(ports)
    return { module, commands: commandsOf(module.handlers), watch, seen, ports }
  }

  it('add, update, switch and remove: each answer finds the console on its result', async () => {
    const { profiles, secrets } = setup()
    const { commands, watch, seen, ports } = commandsOver(profiles, secrets)
    const refusal = await commands.refusal('workspaces.add', { baseUrl: 'http://refused.localhost:1', workspaceId: 'ws_a', apiKey: GOOD_KEY })
    expect(refusal.message).toContain('The supervisor did not allow it.')
    expect(await profiles.list()).toEqual([])

    const day = await commands.invoke('workspaces.add', { baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, label: 'Day', ...FAST })
    expect(seen.reached).toEqual(['http://refused.localhost:1', server.url])
    expect(day).toMatchObject({ label: 'Day', active: true, maskedKey: '••••1b2c', demo: false })
    expect(watch.current?.profile.label).toBe('Day')
    const night = await commands.invoke('workspaces.add', { baseUrl: server.url, workspaceId: 'ws_a', apiKey: NEW_KEY, label: 'Night', ...FAST })

    expect(await commands.invoke('workspaces.update', { id: day.id, label: 'Day shift' })).toMatchObject({ id: day.id, label: 'Day shift' })
    expect(watch.current?.profile.label).toBe('Day shift')
    expect(await commands.invoke('workspaces.setActive', { id: night.id })).toMatchObject({ id: night.id, active: true })
    expect(watch.current?.profile.id).toBe(night.id)
    expect(seen.refreshes).toBe(4)

    expect(await commands.invoke('workspaces.list', {})).toEqual(await listWorkspaces(ports))
    expect(await commands.invoke('workspaces.metrics', {})).toEqual(watch.current!.client.limiter.metrics())

    expect(await commands.invoke('workspaces.remove', { id: day.id })).toEqual({ removedId: day.id })
    expect(seen.forgotten).toEqual(['ws_a'])
    expect((await profiles.list()).map((p) => p.id)).toEqual([night.id])
  })

  it("publish a switch's permissions once, read once per key, and nothing before the first workspace", async () => {
    const { profiles, secrets } = setup()
    const a = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    const b = await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: NEW_KEY, ...FAST })
    const { module, commands, watch, seen } = commandsOver(profiles, secrets)
    // A key rotated while no workspace is open changes no console's permissions.
    expect(await commands.invoke('workspaces.rotateKey', { id: b.id, apiKey: NEW_KEY })).toMatchObject({ id: b.id, maskedKey: '••••9z8y' })
    expect(seen.refreshes).toBe(0)
    const activeA = { profile: summarizeProfile((await profiles.list())[0]!), client: await profiles.clientFor(a.id) }
    const activeB = { profile: summarizeProfile((await profiles.list())[1]!), client: await profiles.clientFor(b.id) }
    const stop = module.start!()
    // The console starts with no workspace, and reads the profiles before it opens one.
    await profiles.list()
    watch.set(activeA)
    await expect.poll(() => seen.published.length).toBe(1)
    expect(seen.published).toMatchObject([{ state: 'known', role: 'owner' }])
    watch.set(activeB)
    await expect.poll(() => seen.published.length).toBe(2)
    watch.set(activeA)
    await expect.poll(() => seen.published.length).toBe(3)
    expect(seen.published.map((p) => p.state === 'known' && p.role)).toEqual(['owner', 'member', 'owner'])
    expect(server.requests.filter((r) => r.url.endsWith('/me'))).toHaveLength(2)

    // Asked while the workspace changes: the answer is the caller's; the console hears only the new workspace's.
    const asked = commands.invoke('workspaces.keyPermissions', { refresh: true })
    stop()
    watch.set(activeB)
    expect(await asked).toMatchObject({ state: 'known', role: 'owner' })
    expect(seen.published).toHaveLength(3)
  })
})

describe('base URL rule', () => {
  it('allows https anywhere and http only to this computer', () => {
    expect(checkBaseUrl('https://api.example.com/')).toBe('https://api.example.com')
    expect(checkBaseUrl('https://gw.example.com/voice/')).toBe('https://gw.example.com/voice')
    expect(checkBaseUrl('https://gw.example.com/voice//')).toBe('https://gw.example.com/voice')
    expect(checkBaseUrl('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010')
    expect(checkBaseUrl('http://localhost:4010')).toBe('http://localhost:4010')
    expect(checkBaseUrl('http://[::1]:4010')).toBe('http://[::1]:4010')
    expect(() => checkBaseUrl('http://api.example.com')).toThrow(expect.objectContaining({ code: 'insecure_url' }))
    expect(() => checkBaseUrl('http://10.0.0.5:8080')).toThrow(expect.objectContaining({ code: 'insecure_url' }))
    expect(() => checkBaseUrl('http://127.0.0.1.example.com')).toThrow(expect.objectContaining({ code: 'insecure_url' }))
    expect(() => checkBaseUrl('ftp://api.example.com')).toThrow(expect.objectContaining({ code: 'invalid_url' }))
    expect(() => checkBaseUrl('api.example.com')).toThrow(expect.objectContaining({ code: 'invalid_url' }))
    expect(() => checkBaseUrl('https://user:pw@api.example.com')).toThrow(expect.objectContaining({ code: 'invalid_url' }))
  })

  it('says what is wrong with an address and how to write it', () => {
    expect(() => checkBaseUrl('api.example.com')).toThrow('"api.example.com" is not a web address. Enter it like https://api.example.com.')
    expect(() => checkBaseUrl('ftp://api.example.com')).toThrow('The address must start with https:// (it starts with ftp://).')
    const parts = 'The address must not contain a user name, password, query or fragment.'
    for (const url of ['https://user@api.example.com', 'https://:pw@api.example.com', 'https://api.example.com/?plan=1', 'https://api.example.com/#top']) {
      expect(() => checkBaseUrl(url), url).toThrow(parts)
    }
    expect(() => checkBaseUrl('http://api.example.com')).toThrow(
      'The address must use https:// for api.example.com: the API key would travel unencrypted. Plain http is only allowed to this computer (localhost, 127.0.0.1, ::1).',
    )
  })
})
