import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TokenVerifier } from 'livekit-server-sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { credentialsAccount, MEDIA_SERVERS_FILE, MediaServers, mintListenToken } from '../../../../src/core/calls'
import { createMemorySecretStore } from '../../../../src/core/secrets'
import { startLocalServer, type LocalServer } from '../../../support/local-server'

const apiKey = 'APImediakey1234'
const apiSecret = 'media-secret-that-is-long-enough-for-signing'
let dataDir: string
let secrets: ReturnType<typeof createMemorySecretStore>
let servers: MediaServers
let endpoint: LocalServer | null = null
/** The supervisor allows each new origin the host asks about. */
const allowed = async () => true

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'switchboard-listen-'))
  secrets = createMemorySecretStore()
  servers = new MediaServers({ dataDir, secrets, confirmReach: allowed })
})

afterEach(async () => {
  await endpoint?.close()
  endpoint = null
  rmSync(dataDir, { recursive: true, force: true })
})

describe('media server settings', () => {
  it('keep the key and secret in the keychain only, and show the key masked', async () => {
    const saved = await servers.save('p1', { mode: 'keys', url: 'wss://media.example.com/', apiKey, apiSecret })
    expect(saved).toEqual({
      profileId: 'p1',
      configured: true,
      url: 'wss://media.example.com',
      mode: 'keys',
      maskedApiKey: '••••1234',
      tokenEndpoint: null,
    })
    const file = readFileSync(join(dataDir, MEDIA_SERVERS_FILE), 'utf8')
    expect(file).not.toContain(apiSecret)
    expect(file).not.toContain(apiKey)
    expect(secrets.entries.get(credentialsAccount('p1'))).toContain(apiSecret)
    expect(JSON.stringify(await servers.settings('p1'))).not.toContain(apiSecret)
  })

  it('are per workspace profile', async () => {
    await servers.save('p1', { mode: 'keys', url: 'wss://one.example.com', apiKey, apiSecret })
    expect(await servers.settings('p2')).toMatchObject({ profileId: 'p2', configured: false, url: null })
    expect(await servers.settings(null)).toMatchObject({ profileId: null, configured: false })
  })

  it('keep the stored key and secret for their own address only, and refuse half a pair', async () => {
    await servers.save('p1', { mode: 'keys', url: 'wss://one.example.com', apiKey, apiSecret })
    await servers.save('p1', { mode: 'keys', url: 'wss://one.example.com/' })
    const grant = await servers.grant('p1', 'room-1', 'Ana')
    expect(grant.url).toBe('wss://one.example.com')
    await expect(new TokenVerifier(apiKey, apiSecret).verify(grant.token)).resolves.toMatchObject({ video: { room: 'room-1' } })
    await expect(servers.save('p1', { mode: 'keys', url: 'wss://two.example.com' })).rejects.toMatchObject({
      code: 'missing_credentials',
      message: expect.stringContaining('belong to wss://one.example.com: enter them again to use them with wss://two.example.com'),
    })
    expect(await servers.settings('p1')).toMatchObject({ url: 'wss://one.example.com' })
    await expect(servers.save('p1', { mode: 'keys', url: 'wss://two.example.com', apiKey: 'APInew' })).rejects.toMatchObject({ code: 'missing_credentials' })
    await expect(servers.save('p9', { mode: 'keys', url: 'wss://x.example.com' })).rejects.toMatchObject({ code: 'missing_credentials' })
  })

  it('ask the host once for each new origin, and store nothing it does not allow', async () => {
    const asked: string[] = []
    servers = new MediaServers({ dataDir, secrets, confirmReach: async (origin) => (asked.push(origin), origin !== 'https://tokens.example.net') })
    await servers.save('p1', { mode: 'keys', url: 'wss://one.example.com', apiKey, apiSecret })
    await servers.save('p2', { mode: 'keys', url: 'wss://one.example.com', apiKey, apiSecret })
    await servers.save('p2', { mode: 'endpoint', url: 'wss://one.example.com', tokenEndpoint: 'https://tokens.example.com/t' })
    await expect(servers.save('p2', { mode: 'endpoint', url: 'wss://one.example.com', tokenEndpoint: 'https://tokens.example.net/t' })).rejects.toMatchObject({
      code: 'reach_not_confirmed',
      message: expect.stringContaining('https://tokens.example.net was not confirmed'),
    })
    expect(asked).toEqual(['wss://one.example.com', 'https://tokens.example.com', 'https://tokens.example.net'])
    expect(await servers.settings('p2')).toMatchObject({ mode: 'endpoint', tokenEndpoint: 'https://tokens.example.com/t' })
  })

  it('refuse every new origin when the host cannot ask', async () => {
    servers = new MediaServers({ dataDir, secrets })
    await expect(servers.save('p1', { mode: 'keys', url: 'wss://one.example.com', apiKey, apiSecret })).rejects.toMatchObject({ code: 'reach_not_confirmed' })
    expect(secrets.entries.size).toBe(0)
    expect(await servers.settings('p1')).toMatchObject({ configured: false, url: null })
  })

  it('refuse unencrypted addresses except to this computer, and non-addresses', async () => {
    await expect(servers.save('p1', { mode: 'keys', url: 'ws://media.example.com', apiKey, apiSecret })).rejects.toMatchObject({ code: 'insecure_url' })
    await expect(servers.save('p1', { mode: 'keys', url: 'ftp://media.example.com', apiKey, apiSecret })).rejects.toMatchObject({ code: 'invalid_url' })
    await expect(servers.save('p1', { mode: 'keys', url: 'not an address', apiKey, apiSecret })).rejects.toMatchObject({ code: 'invalid_url' })
    await expect(servers.save('p1', { mode: 'endpoint', url: 'wss://m.example.com', tokenEndpoint: 'http://tokens.example.com' })).rejects.toMatchObject({ code: 'insecure_url' })
    await expect(servers.save('p1', { mode: 'keys', url: 'ws://127.0.0.1:7880', apiKey, apiSecret })).resolves.toMatchObject({ configured: true })
    // Nothing was stored by the refused attempts before the accepted one.
    expect(await servers.settings('p1')).toMatchObject({ url: 'ws://127.0.0.1:7880' })
  })

  it('clearing forgets the address and deletes the secret from the keychain', async () => {
    await servers.save('p1', { mode: 'keys', url: 'wss://media.example.com', apiKey, apiSecret })
    expect(await servers.clear('p1')).toMatchObject({ configured: false, url: null })
    expect(secrets.entries.has(credentialsAccount('p1'))).toBe(false)
    await expect(servers.grant('p1', 'r', 'Ana')).rejects.toMatchObject({ code: 'not_configured' })
  })

  it('a damaged settings file is reported and left alone', async () => {
    writeFileSync(join(dataDir, MEDIA_SERVERS_FILE), '{oops')
    await expect(servers.settings('p1')).rejects.toMatchObject({ code: 'settings_file_corrupt' })
    expect(readFileSync(join(dataDir, MEDIA_SERVERS_FILE), 'utf8')).toBe('{oops')
  })
})

describe("the demo's media rooms", () => {
  const demo = { url: 'ws://127.0.0.1:40123', apiKey, apiSecret }

  it("configure the demo profile, and follow the rooms' port to the next start", async () => {
    await servers.adoptDemo('demo', demo)
    expect(await servers.settings('demo')).toMatchObject({ configured: true, url: demo.url, mode: 'keys' })
    await servers.adoptDemo('demo', { ...demo, url: 'ws://127.0.0.1:40999' })
    expect(await servers.settings('demo')).toMatchObject({ url: 'ws://127.0.0.1:40999' })
  })

  it('leave alone a media server elsewhere that the supervisor chose for the demo', async () => {
    await servers.save('demo', { mode: 'endpoint', url: 'wss://media.example.com', tokenEndpoint: 'https://tokens.example.com/t' })
    await servers.adoptDemo('demo', demo)
    expect(await servers.settings('demo')).toMatchObject({ url: 'wss://media.example.com', mode: 'endpoint' })
  })
})

describe('listening tokens', () => {
  it('are refused with "not configured" until a media server is set', async () => {
    await expect(servers.grant('p1', 'room', 'Ana')).rejects.toMatchObject({ code: 'not_configured', message: expect.stringContaining('Settings → Media server') })
  })

  it("come from the token endpoint in LiveKit's standard shape when one is configured", async () => {
    const token = (await mintListenToken({ apiKey, apiSecret, roomName: 'room-7' })).token
    endpoint = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ participant_token: token, server_url: 'wss://configured.example.com/rtc-edge' }))
    })
    servers = new MediaServers({ dataDir, secrets, confirmReach: allowed, fetch: (input, init) => fetch(input, init) })
    await servers.save('p1', { mode: 'endpoint', url: 'wss://configured.example.com', tokenEndpoint: `${endpoint.url}/token` })
    const grant = await servers.grant('p1', 'room-7', 'Ana')
    expect(grant).toMatchObject({ url: 'wss://configured.example.com/rtc-edge', token })
    const sent = JSON.parse(endpoint.requests[0]!.body) as Record<string, string>
    expect(sent).toMatchObject({
      room_name: 'room-7',
      participant_identity: grant.identity,
      participant_name: 'Ana',
      participant_attributes: { 'switchboard.role': 'supervisor', 'switchboard.mode': 'listening' },
    })
    expect(sent).not.toHaveProperty('switchboard_grant')
    expect(endpoint.requests[0]!.method).toBe('POST')
  })

  it('are refused, naming both addresses, when the endpoint sends the supervisor to another media server', async () => {
    const token = (await mintListenToken({ apiKey, apiSecret, roomName: 'room-7' })).token
    endpoint = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ participant_token: token, server_url: 'wss://elsewhere.example.net' }))
    })
    servers = new MediaServers({ dataDir, secrets, confirmReach: allowed, fetch: (input, init) => fetch(input, init) })
    await servers.save('p1', { mode: 'endpoint', url: 'wss://configured.example.com', tokenEndpoint: `${endpoint.url}/token` })
    await expect(servers.grant('p1', 'room-7', 'Ana')).rejects.toMatchObject({
      code: 'server_mismatch',
      message: expect.stringMatching(/wss:\/\/elsewhere\.example\.net.*wss:\/\/configured\.example\.com/),
    })
  })

  it('tell the host after each save and clear, and wait for it before answering, so both hosts renew their CSP first', async () => {
    const steps: string[] = []
    servers = new MediaServers({
      dataDir,
      secrets,
      confirmReach: allowed,
      onChange: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        steps.push('renewed')
      },
    })
    await servers.save('p1', { mode: 'keys', url: 'wss://media.example.com', apiKey, apiSecret })
    steps.push('saved')
    expect(steps).toEqual(['renewed', 'saved'])
    await expect(servers.save('p1', { mode: 'keys', url: 'ftp://media.example.com' })).rejects.toMatchObject({ code: 'invalid_url' })
    expect(steps).toEqual(['renewed', 'saved'])
    await servers.clear('p1')
    steps.push('cleared')
    expect(steps).toEqual(['renewed', 'saved', 'renewed', 'cleared'])
  })

  it('report an endpoint that fails or answers something else', async () => {
    endpoint = await startLocalServer((request, response) => {
      response.writeHead(request.url === '/broken' ? 500 : 200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ hello: 'world' }))
    })
    await servers.save('p1', { mode: 'endpoint', url: 'wss://m.example.com', tokenEndpoint: `${endpoint.url}/broken` })
    await expect(servers.grant('p1', 'r', 'Ana')).rejects.toMatchObject({ code: 'token_endpoint_failed', message: expect.stringContaining('HTTP 500') })
    await servers.save('p1', { mode: 'endpoint', url: 'wss://m.example.com', tokenEndpoint: `${endpoint.url}/odd` })
    await expect(servers.grant('p1', 'r', 'Ana')).rejects.toMatchObject({ code: 'token_endpoint_failed', message: expect.stringContaining('participant_token') })
  })
})
