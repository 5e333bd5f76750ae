import type { ServerResponse } from 'node:http'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMemorySecretStore } from '../../../../src/core/secrets'
import { checkBaseUrl, createWorkspaceProfiles, PROFILES_FILE, type ProfileChange } from '../../../../src/core/workspaces'
import { json, startLocalServer, type LocalServer, type RecordedRequest } from '../../../support/local-server'

const NOW = '2025-05-01T12:00:00.000Z'
const GOOD_KEY = 'good-key-aaaa1b2c'
const NEW_KEY = 'rotated-key-ffff9z8y'
const NO_ACCESS_KEY = 'viewer-key-0000d4e5'

/** Answers like the service for workspace ws_a: the good and rotated keys own it; the viewer may read it but not act in it. */
function serviceLike(req: RecordedRequest, res: ServerResponse) {
  const key = req.headers['x-api-key']
  if (key !== GOOD_KEY && key !== NEW_KEY && key !== NO_ACCESS_KEY) {
    return json(res, 401, { error: 'Unauthorized', details: 'unknown API key', code: 'UNAUTHORIZED' })
  }
  if (req.url === '/v1/api/workspaces/ws_a') {
    return json(res, 200, { _id: 'ws_a', name: 'Acme Support', initials: 'AS', teamMembers: [], createdAt: NOW, updatedAt: NOW })
  }
  if (req.url.startsWith('/v1/api/workspaces/')) return json(res, 404, { error: 'Not found', details: 'workspace', code: 'NOT_FOUND' })
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
    await expect(profiles.updateProfile(second.id, { label: '  ' })).rejects.toMatchObject({ code: 'invalid_profile' })
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
  })

  it('writes atomically: no temporary file is left behind', async () => {
    const { profiles } = setup()
    await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: GOOD_KEY, ...FAST })
    await profiles.addProfile({ baseUrl: server.url, workspaceId: 'ws_a', apiKey: NEW_KEY, ...FAST })
    expect(await readdir(dataDir)).toEqual([PROFILES_FILE])
  })
})

describe('base URL rule', () => {
  it('allows https anywhere and http only to this computer', () => {
    expect(checkBaseUrl('https://api.example.com/')).toBe('https://api.example.com')
    expect(checkBaseUrl('https://gw.example.com/voice/')).toBe('https://gw.example.com/voice')
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
})
