import { TokenVerifier } from 'livekit-server-sdk'
import { describe, expect, it } from 'vitest'
import { LISTEN_TOKEN_TTL_SECONDS, mintListenToken } from '../../../../src/core/calls'

const apiKey = 'APIlistentest'
const apiSecret = 'a-livekit-secret-that-is-long-enough-for-hs256'

describe('the listening token', () => {
  it('admits one room, subscribe-only, hidden, with a per-session identity and a 10-minute lifetime', async () => {
    const before = Math.floor(Date.now() / 1000)
    const minted = await mintListenToken({ apiKey, apiSecret, roomName: 'room-42' })
    const claims = await new TokenVerifier(apiKey, apiSecret).verify(minted.token)
    expect(claims.video).toEqual({
      roomJoin: true,
      room: 'room-42',
      canSubscribe: true,
      canPublish: false,
      canPublishData: false,
      hidden: true,
    })
    expect(claims.sub).toBe(minted.identity)
    expect(claims.name).toBe('Supervisor')
    expect(claims.attributes).toEqual({ 'switchboard.role': 'supervisor', 'switchboard.mode': 'listening' })
    expect(minted.identity).toMatch(/^supervisor-[0-9a-f]{12}$/)
    expect(claims.iss).toBe(apiKey)
    expect(LISTEN_TOKEN_TTL_SECONDS).toBe(600)
    expect(claims.exp! - claims.nbf!).toBe(600)
    expect(claims.exp).toBeGreaterThanOrEqual(before + 600)
    expect(Date.parse(minted.expiresAt) / 1000).toBeCloseTo(claims.exp!, -1)
  })

  it("carries the supervisor's display name", async () => {
    const minted = await mintListenToken({ apiKey, apiSecret, roomName: 'r', name: 'Ana' })
    expect((await new TokenVerifier(apiKey, apiSecret).verify(minted.token)).name).toBe('Ana')
  })

  it('gives each listening session a new identity', async () => {
    const a = await mintListenToken({ apiKey, apiSecret, roomName: 'r' })
    const b = await mintListenToken({ apiKey, apiSecret, roomName: 'r' })
    expect(a.identity).not.toBe(b.identity)
  })

  it('is refused by a server holding another secret', async () => {
    const minted = await mintListenToken({ apiKey, apiSecret, roomName: 'r' })
    await expect(new TokenVerifier(apiKey, `${apiSecret}-other`).verify(minted.token)).rejects.toThrow()
  })
})
