import { TokenVerifier } from 'livekit-server-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credentialsAccount } from '../../../../src/core/calls'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { realKeychain } from '../../../support/keychain'
import type { TestConsole } from '../../../support/console'
import { waitFor } from '../../../support/wait'
import { startCallsConsole } from './console'

let sim: RunningSimulator
let app: TestConsole
const apiKey = 'APIintegration1'
const apiSecret = 'integration-secret-long-enough-to-sign-tokens'

beforeAll(async () => {
  sim = await startSimulator({ port: 0, activeCalls: 0, plan: 'business', paused: true })
  app = await startCallsConsole(sim)
})

afterAll(async () => {
  await app?.cleanup()
  await sim?.stop()
})

describe('listen.* through the console, real keychain', () => {
  it('without a media server, listen.token says what to configure', async () => {
    expect(await app.dispatch('calls.mediaServer', {})).toMatchObject({ ok: true, value: { profileId: app.profileId, configured: false } })
    expect(await app.dispatch('calls.listenToken', { roomName: 'room-1' })).toMatchObject({
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

    const grant = await app.dispatch('calls.listenToken', { roomName: 'room-1' })
    if (!grant.ok) throw new Error(grant.error.message)
    expect(grant.value.url).toBe('wss://media.example.com')
    const claims = await new TokenVerifier(apiKey, apiSecret).verify(grant.value.token)
    expect(claims.video).toMatchObject({ room: 'room-1', roomJoin: true, canSubscribe: true, canPublish: false, canPublishData: false, hidden: true })
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
    expect(await app.console.handlers['calls.mediaServer']({})).toMatchObject({ profileId: null, configured: false })
  })
})
