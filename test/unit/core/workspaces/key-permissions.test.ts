import type { ServerResponse } from 'node:http'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient, createRateLimiter } from '../../../../src/core/api'
import type { ActiveWorkspace } from '../../../../src/core/console/context'
import { KeyPermissionsCache } from '../../../../src/core/workspaces/key-permissions'
import { json, startLocalServer, type LocalServer, type RecordedRequest } from '../../../support/local-server'

const NOW = new Date('2025-05-01T12:00:00.000Z')

/** `/me` as the service answers each key: the owner's role, a service without the endpoint, an answer it cannot read, a revoked key. */
function service(req: RecordedRequest, res: ServerResponse) {
  const key = req.headers['x-api-key']
  if (key === 'owner-key') return json(res, 200, { role: 'owner', permissions: ['call_end', { key: 'agent_view' }] })
  if (key === 'old-service-key') return json(res, 404, { error: 'Not found', details: req.url, code: 'NOT_FOUND' })
  if (key === 'odd-key') return json(res, 200, { role: 'owner' })
  return json(res, 401, { error: 'Unauthorized', details: 'unknown API key', code: 'UNAUTHORIZED' })
}

let server: LocalServer
beforeEach(async () => {
  server = await startLocalServer(service)
})
afterEach(() => server.close())

function workspace(apiKey: string, id = 'wsp_1', limiter = createRateLimiter({ requestsPerMinute: 6000 })): ActiveWorkspace {
  const client = createApiClient({ baseUrl: server.url, workspaceId: 'ws_a', apiKey, limiter })
  const profile = { id, label: 'A', baseUrl: server.url, workspaceId: 'ws_a', plan: 'developer', requestsPerMinute: 60, createdAt: NOW.toISOString(), active: true, maskedKey: null, demo: false }
  return { profile, client }
}

describe("the active key's permissions", () => {
  it('reads them once per workspace and key, again when asked to refresh or after the key changed', async () => {
    const cache = new KeyPermissionsCache(() => NOW)
    const owner = workspace('owner-key')
    const known = { state: 'known', workspaceId: 'ws_a', role: 'owner', permissions: ['call_end', 'agent_view'], fetchedAt: NOW.toISOString() }
    expect(await cache.of(owner)).toEqual(known)
    expect(await cache.of(owner)).toEqual(known)
    expect(server.requests).toHaveLength(1)
    await cache.of(owner, true)
    expect(server.requests).toHaveLength(2)
    await cache.of(workspace('owner-key'))
    expect(server.requests).toHaveLength(3)
    await cache.of(workspace('owner-key', 'wsp_2'))
    await cache.of(owner)
    expect(server.requests).toHaveLength(5)
    expect(server.requests.map((r) => r.url)).toEqual(Array(5).fill('/v1/api/roles-and-permissions/me'))
  })

  it("are read ahead of the key's background requests: the console waits on them", async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 60 })
    await limiter.acquire('background')
    const background = limiter.acquire('background').then(() => server.requests.length)
    const known = new KeyPermissionsCache(() => NOW).of(workspace('owner-key', 'wsp_1', limiter))
    expect(await background).toBe(1)
    expect(await known).toMatchObject({ state: 'known' })
  })

  it('says why they are unknown, and asks again next time', async () => {
    const cache = new KeyPermissionsCache(() => NOW)
    expect(await cache.of(null)).toEqual({
      state: 'unknown',
      workspaceId: null,
      reason: 'Open a workspace first.',
      reasonWords: { key: 'errors.workspaces.noWorkspace' },
    })
    const notSaid = {
      state: 'unknown',
      workspaceId: 'ws_a',
      reason: 'The service does not say which permissions this key has; it refuses what the key may not do.',
      reasonWords: { key: 'errors.workspaces.permissionsNotSaid' },
    }
    const old = workspace('old-service-key')
    expect(await cache.of(old)).toEqual(notSaid)
    expect(await cache.of(old)).toEqual(notSaid)
    expect(server.requests).toHaveLength(2)
    expect(await cache.of(workspace('odd-key', 'wsp_2'))).toEqual(notSaid)
    expect(await cache.of(workspace('revoked-key', 'wsp_3'))).toEqual({
      state: 'unknown',
      workspaceId: 'ws_a',
      reason: "This key's permissions could not be read: The service did not accept the API key. Check the key or rotate it in Settings.",
      reasonWords: { key: 'errors.workspaces.permissionsUnread', params: { reason: { key: 'errors.api.unauthorized' } } },
    })
  })
})
