import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListenGrant } from '../../src/shared/bridge'
import type { RunningSimulator } from '../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../support/console'
import { startSim } from '../support/simulator'
import { waitFor } from '../support/wait'

/**
 * A compromised page (one script in a transcript or a customer name) trying to
 * widen what the console reaches: point listening at its own server, get a
 * token for a room that is not on the wall, or use a token that never expires.
 * The supervisor's answer to the host's question is `allow`.
 */
let sim: RunningSimulator
let app: TestConsole
let allow = true
const asked: string[] = []

beforeAll(async () => {
  sim = await startSim({ activeCalls: 3, plan: 'business' })
  app = await startTestConsole(sim, {
    sync: { visiblePollMs: 500 },
    confirmReach: async (origin) => {
      asked.push(origin)
      return allow
    },
  })
  // The supervisor configures the simulator's media rooms, and confirms them.
  await app.invoke('calls.saveMediaServer', { mode: 'keys', url: sim.media.url, apiKey: sim.media.apiKey, apiSecret: sim.media.apiSecret })
}, 60_000)
afterAll(async () => {
  await app.cleanup()
  await sim.stop()
})

async function liveRoom(): Promise<string> {
  const current = await waitFor(async () => {
    const answer = await app.invoke('calls.current', {})
    return answer.calls[0]
  }, 20_000, 'a call on the wall')
  return current.roomName
}

/** What the page may reach: the CSP's connect-src and the external-link allow-list. */
async function reach(): Promise<string[]> {
  return [...(await app.console.mediaServerOrigins()), ...(await app.console.externalLinkOrigins())]
}

describe('the page cannot widen its own reach', () => {
  it('saving another address without the key and secret is refused: the stored key never signs a token for it', async () => {
    const before = await reach()
    const refusal = await app.refusal('calls.saveMediaServer', { mode: 'keys', url: 'wss://evil.example' })
    expect(refusal).toMatchObject({ code: 'missing_credentials', message: expect.stringContaining('enter them again') })
    const grant: ListenGrant = await app.invoke('calls.listenToken', { roomName: await liveRoom() })
    expect(grant.url).toBe(sim.media.url)
    expect(await reach()).toEqual(before)
  })

  it('a new address or token endpoint the supervisor does not confirm is not saved, in either mode', async () => {
    allow = false
    asked.length = 0
    try {
      const before = await reach()
      expect(await app.refusal('calls.saveMediaServer', { mode: 'endpoint', url: 'wss://evil.example', tokenEndpoint: 'https://evil.example/token' })).toMatchObject({
        code: 'reach_not_confirmed',
      })
      expect(await app.refusal('calls.saveMediaServer', { mode: 'endpoint', url: sim.media.url, tokenEndpoint: 'https://tokens.evil.example/t' })).toMatchObject({
        code: 'reach_not_confirmed',
      })
      expect(await app.refusal('calls.saveMediaServer', { mode: 'keys', url: 'wss://evil.example', apiKey: 'APIevil', apiSecret: 'evil-secret-long-enough-to-sign-tokens' })).toMatchObject({
        code: 'reach_not_confirmed',
      })
      expect(asked).toEqual(['wss://evil.example', 'https://tokens.evil.example', 'wss://evil.example'])
      expect(await app.invoke('calls.mediaServer', {})).toMatchObject({ url: sim.media.url, mode: 'keys', configured: true })
      expect(await reach()).toEqual(before)
    } finally {
      allow = true
    }
  })

  it('a workspace on a new https service the supervisor does not confirm is not added: links to it never open', async () => {
    allow = false
    asked.length = 0
    try {
      const before = await reach()
      const refusal = await app.refusal('workspaces.add', { label: 'Evil', baseUrl: 'https://api.evil.example/v1', workspaceId: 'ws_evil', apiKey: 'sk_evil' })
      expect(refusal).toMatchObject({ code: 'reach_not_confirmed', message: expect.stringContaining('https://api.evil.example') })
      expect(asked).toEqual(['https://api.evil.example'])
      expect((await app.invoke('workspaces.list', {})).profiles.map((profile) => profile.label)).not.toContain('Evil')
      expect(await reach()).toEqual(before)
    } finally {
      allow = true
    }
  })

  it('saving the same address again needs no key and no question', async () => {
    asked.length = 0
    expect(await app.invoke('calls.saveMediaServer', { mode: 'keys', url: sim.media.url })).toMatchObject({ url: sim.media.url, configured: true })
    expect(asked).toEqual([])
  })
})

describe('listening tokens', () => {
  it('are refused for a room that is not a live call of the active workspace', async () => {
    await liveRoom()
    expect(await app.refusal('calls.listenToken', { roomName: 'room_of_another_workspace' })).toMatchObject({
      code: 'not_a_current_call',
      message: expect.stringContaining('only for the live calls of this workspace'),
    })
  })

  it('without an expiry are refused by the media server', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ iss: sim.media.apiKey, sub: 'forever', video: { roomJoin: true, room: await liveRoom() } })}`
    const jwt = `${head}.${createHmac('sha256', sim.media.apiSecret).update(head).digest('base64url')}`
    const answer = await fetch(`${sim.media.url.replace('ws:', 'http:')}/rtc/validate?access_token=${jwt}`)
    expect({ status: answer.status, text: await answer.text() }).toEqual({ status: 401, text: 'invalid authorization token: token has no expiry (exp)' })
  })
})
