import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MEDIA_SERVERS_FILE, MediaServers, mediaServerConnectOrigins, mediaServerOrigins } from '../../../../src/core/calls'
import { isConfiguredMediaServer } from '../../../../src/core/calls/media-server-origins'
import { createMemorySecretStore } from '../../../../src/core/secrets'

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'switchboard-origins-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the origins of a media server', () => {
  it('are its WebSocket and the same server over HTTPS, which livekit-client requests too', () => {
    expect(mediaServerConnectOrigins('wss://media.example.com')).toEqual(['wss://media.example.com', 'https://media.example.com'])
    expect(mediaServerConnectOrigins('https://Media.Example.com:7443/rtc')).toEqual(['wss://media.example.com:7443', 'https://media.example.com:7443'])
    expect(mediaServerConnectOrigins('wss://media.example.com:443/')).toEqual(['wss://media.example.com', 'https://media.example.com'])
  })

  it('are unencrypted for a server on this computer', () => {
    expect(mediaServerConnectOrigins('ws://127.0.0.1:7880')).toEqual(['ws://127.0.0.1:7880', 'http://127.0.0.1:7880'])
  })

  it("include LiveKit Cloud's region servers for a Cloud project", () => {
    expect(mediaServerConnectOrigins('wss://acme-x1y2.livekit.cloud')).toEqual([
      'wss://acme-x1y2.livekit.cloud',
      'https://acme-x1y2.livekit.cloud',
      'wss://*.livekit.cloud',
      'https://*.livekit.cloud',
    ])
  })

  it('are none for something that is not a media server address', () => {
    expect(mediaServerConnectOrigins('not a url')).toEqual([])
    expect(mediaServerConnectOrigins('ftp://media.example.com')).toEqual([])
  })

  it('tell a token endpoint’s server apart from the configured one', () => {
    expect(isConfiguredMediaServer('wss://media.example.com/edge', 'wss://media.example.com')).toBe(true)
    expect(isConfiguredMediaServer('https://media.example.com', 'wss://media.example.com')).toBe(true)
    expect(isConfiguredMediaServer('wss://acme-x1y2.oregon1b.production.livekit.cloud', 'wss://acme-x1y2.livekit.cloud')).toBe(true)
    expect(isConfiguredMediaServer('wss://media.example.com.evil.net', 'wss://media.example.com')).toBe(false)
    expect(isConfiguredMediaServer('ws://media.example.com', 'wss://media.example.com')).toBe(false)
    expect(isConfiguredMediaServer('wss://livekit.cloud.evil.net', 'wss://acme.livekit.cloud')).toBe(false)
  })
})

describe("every workspace's media server origins", () => {
  it('gather the servers of all profiles, once each, and none when nothing is configured', async () => {
    expect(await mediaServerOrigins(dataDir)).toEqual([])
    const servers = new MediaServers({ dataDir, secrets: createMemorySecretStore(), confirmReach: async () => true })
    await servers.save('p1', { mode: 'keys', url: 'wss://one.example.com', apiKey: 'APIkey1', apiSecret: 'secret-1-long-enough-to-sign-tokens' })
    await servers.save('p2', { mode: 'endpoint', url: 'wss://two.example.com', tokenEndpoint: 'https://tokens.example.com/t' })
    await servers.save('p3', { mode: 'endpoint', url: 'wss://one.example.com', tokenEndpoint: 'https://tokens.example.com/t' })
    expect(await mediaServerOrigins(dataDir)).toEqual([
      'https://one.example.com',
      'https://two.example.com',
      'wss://one.example.com',
      'wss://two.example.com',
    ])
    await servers.clear('p2')
    expect(await mediaServerOrigins(dataDir)).not.toContain('wss://two.example.com')
  })

  it('are none when the settings file is damaged', async () => {
    writeFileSync(join(dataDir, MEDIA_SERVERS_FILE), '{oops')
    expect(await mediaServerOrigins(dataDir)).toEqual([])
  })
})
