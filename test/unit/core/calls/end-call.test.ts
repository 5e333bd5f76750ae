import type { ServerResponse } from 'node:http'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient, createRateLimiter } from '../../../../src/core/api'
import { openCache, type Cache } from '../../../../src/core/cache'
import { endCall } from '../../../../src/core/calls/end-call'
import { startLocalServer, type LocalServer } from '../../../support/local-server'
import { tempDirPerTest } from '../../../support/temp-dir'

const dir = tempDirPerTest('switchboard-end-call-')
let server: LocalServer | undefined
let db: Cache | undefined

afterEach(async () => {
  db?.close()
  db = undefined
  await server?.close()
  server = undefined
})

function clientOf(baseUrl: string) {
  return createApiClient({
    baseUrl,
    workspaceId: 'ws_test',
    apiKey: 'key-under-test-1234',
    limiter: createRateLimiter({ requestsPerMinute: 1_000_000 }),
    timeoutMs: 200,
  })
}

describe('ending a call when the service does not answer', () => {
  it('says the call may or may not have ended when the request went out and no answer came in time', async () => {
    // A service that takes the request and stays silent: it may have ended the call.
    server = await startLocalServer(() => undefined)
    db = openCache(join(dir(), 'cache.sqlite'))
    const ending = endCall(clientOf(server.url), db, 'room_silent')
    await expect(ending).rejects.toMatchObject({
      code: 'timeout',
      message: expect.stringContaining('the call may or may not have ended'),
      // What happened, for the supervisor who opens the detail.
      details: 'No answer within 0.2 s',
    })
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /v2/api/active-calls/room_silent/end-call'])
  })

  it('does not say "may or may not" when the connection was refused: nothing was sent', async () => {
    server = await startLocalServer(() => undefined)
    const { url } = server
    await server.close()
    server = undefined
    db = openCache(join(dir(), 'cache.sqlite'))
    const refused = await endCall(clientOf(url), db, 'room_refused').then(
      () => null,
      (error: unknown) => error,
    )
    expect(refused).toMatchObject({ code: 'offline' })
    expect((refused as Error).message).not.toContain('may or may not')
  })
})

describe('ending a call the service ends', () => {
  const answering = (message: string) => (_request: unknown, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ success: true, message, roomName: 'room_a', endTime: '2026-11-28T05:00:00.000Z' }))
  }

  it("tells the supervisor the service's own words", async () => {
    server = await startLocalServer(answering('Call ended by supervisor.'))
    db = openCache(join(dir(), 'cache.sqlite'))
    expect(await endCall(clientOf(server.url), db, 'room_a')).toEqual({
      roomName: 'room_a',
      outcome: 'ended',
      endedAt: '2026-11-28T05:00:00.000Z',
      message: 'Call ended by supervisor.',
    })
  })

  it('says "Call ended." when the service answers without a message', async () => {
    server = await startLocalServer(answering(''))
    db = openCache(join(dir(), 'cache.sqlite'))
    expect(await endCall(clientOf(server.url), db, 'room_a')).toMatchObject({ outcome: 'ended', message: 'Call ended.' })
  })
})
