import { TokenVerifier } from 'livekit-server-sdk'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dispatch, SwitchboardConsole } from '../../../../src/core/console'
import { credentialsAccount } from '../../../../src/core/calls'
import type { ActiveCall } from '../../../../src/shared/api'
import type { CallsCurrent, ListenGrant, Result } from '../../../../src/shared/bridge'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { realKeychain } from '../../../support/keychain'
import type { TestConsole } from '../../../support/console'
import { waitFor } from '../../../support/wait'
import { isRefusal, SignalClient } from '../../simulator/media/signal-client'
import { startCallsConsole } from './console'

let sim: RunningSimulator
let app: TestConsole
/** A call on the wall: tokens are only for those. */
let roomName: string
const apiKey = 'APIintegration1'
const apiSecret = 'integration-secret-long-enough-to-sign-tokens'

beforeAll(async () => {
  sim = await startSimulator({ port: 0, activeCalls: 0, plan: 'business', paused: true })
  app = await startCallsConsole(sim)
  const answer = await fetch(`${sim.url}/_sim/calls`, {
    method: 'POST',
    headers: { 'x-api-key': 'demo-owner-key', 'content-type': 'application/json' },
    body: JSON.stringify({ hold: true, customerName: 'Lena Listen' }),
  })
  roomName = ((await answer.json()) as ActiveCall).roomName
  await waitFor(async () => (await app.invoke('calls.current', {})).calls.some((call) => call.roomName === roomName), 10_000, 'the call on the wall')
})

afterAll(async () => {
  await app?.cleanup()
  await sim?.stop()
})

describe('listening in through the console, real keychain', () => {
  it('without a media server, calls.listenToken says what to configure', async () => {
    expect(await app.dispatch('calls.mediaServer', {})).toMatchObject({ ok: true, value: { profileId: app.profileId, configured: false } })
    expect(await app.dispatch('calls.listenToken', { roomName })).toMatchObject({
      ok: false,
      error: { code: 'not_configured', message: expect.stringContaining('Settings → Media server') },
    })
  })

  it('stores the secret in the keychain under livekit:<profile>, shows only the masked key, and mints listen-only tokens', async () => {
    const saved = await app.dispatch('calls.saveMediaServer', { mode: 'keys', url: 'wss://media.example.com', apiKey, apiSecret })
    expect(saved).toMatchObject({ ok: true, value: { configured: true, maskedApiKey: '••••ion1' } })
    expect(JSON.stringify(saved)).not.toContain(apiSecret)
    const keychain = await realKeychain()
    expect(await keychain.get(credentialsAccount(app.profileId))).toContain(apiSecret)

    const grant = await app.dispatch('calls.listenToken', { roomName })
    if (!grant.ok) throw new Error(grant.error.message)
    expect(grant.value.url).toBe('wss://media.example.com')
    const claims = await new TokenVerifier(apiKey, apiSecret).verify(grant.value.token)
    expect(claims.video).toMatchObject({ room: roomName, roomJoin: true, canSubscribe: true, canPublish: false, canPublishData: false, hidden: true })
    expect(claims.sub).toBe(grant.value.identity)
  })

  it('clearing removes the secret from the keychain', async () => {
    expect(await app.dispatch('calls.clearMediaServer', {})).toMatchObject({ ok: true, value: { configured: false } })
    expect(await (await realKeychain()).get(credentialsAccount(app.profileId))).toBeNull()
  })

  it('removing the workspace forgets its media server and its secret', async () => {
    await app.dispatch('calls.saveMediaServer', { mode: 'keys', url: 'wss://media.example.com', apiKey, apiSecret })
    await app.console.profiles.removeProfile(app.profileId)
    const keychain = await realKeychain()
    await waitFor(async () => (await keychain.get(credentialsAccount(app.profileId))) === null, 5_000, 'the secret to leave the keychain')
    // The keychain entry may go before the console has closed the removed workspace.
    await waitFor(async () => (await app.console.handlers['calls.mediaServer']({})).profileId === null, 5_000, 'the workspace to close')
    expect(await app.console.handlers['calls.mediaServer']({})).toMatchObject({ profileId: null, configured: false })
  })
})

describe('the demo workspace listens to the simulator’s media rooms', () => {
  it('opening the demo configures its media server, and calls.listenToken joins the call’s room', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-demo-listen-'))
    const demoSim = await startSimulator({ port: 0, activeCalls: 0, plan: 'business', paused: true })
    const console_ = new SwitchboardConsole({
      host: 'web',
      dataDir,
      version: '0.0.0-test',
      platform: process.platform,
      secrets: await realKeychain(),
      startDemoService: async () => demoSim,
    })
    try {
      await console_.start()
      const profile = await console_.demo.open()
      const settings = await dispatch(console_.handlers, 'calls.mediaServer', {})
      expect(settings).toMatchObject({ ok: true, value: { profileId: profile.id, configured: true, url: demoSim.media.url, mode: 'keys' } })

      const answer = await fetch(`${demoSim.url}/_sim/calls`, {
        method: 'POST',
        headers: { 'x-api-key': 'demo-owner-key', 'content-type': 'application/json' },
        body: JSON.stringify({ hold: true, customerName: 'Dana Demo' }),
      })
      const call = (await answer.json()) as ActiveCall
      await waitFor(async () => {
        const current = (await dispatch(console_.handlers, 'calls.current', {})) as Result<CallsCurrent>
        return current.ok && current.value.calls.some((live) => live.roomName === call.roomName)
      }, 10_000, 'the call on the wall')
      const grant = (await dispatch(console_.handlers, 'calls.listenToken', { roomName: call.roomName })) as Result<ListenGrant>
      if (!grant.ok) throw new Error(grant.error.message)
      const listener = await SignalClient.connect(grant.value.url, grant.value.token)
      if (isRefusal(listener)) throw new Error(`refused: ${listener.body}`)
      const joined = await listener.next('join')
      expect(joined.room?.name).toBe(call.roomName)
      expect(joined.participant).toMatchObject({ identity: grant.value.identity, permission: { hidden: true, canPublish: false } })
      await listener.leave()
    } finally {
      await console_.stop()
      await demoSim.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
