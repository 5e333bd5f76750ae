import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dispatch, SwitchboardConsole } from '../../../src/core/console'
import { createMemorySecretStore } from '../../../src/core/secrets'
import { RendererPolicy, renewOnChange } from '../../../src/main/renderer-policy'
import { startSimulator, type RunningSimulator } from '../../../src/simulator/server'

let dataDir: string
let sim: RunningSimulator | null = null
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'switchboard-policy-'))
})
afterEach(async () => {
  await sim?.stop()
  sim = null
  rmSync(dataDir, { recursive: true, force: true })
})

const connectSrc = (policy: RendererPolicy) => /connect-src ([^;]*)/.exec(policy.header())![1]

describe("the renderer's Content-Security-Policy in the desktop app", () => {
  it('lets the page connect only to itself until a media server is configured', async () => {
    const policy = new RendererPolicy(async () => [])
    expect(await policy.refresh()).toBe(false)
    expect(connectSrc(policy)).toBe("'self'")
    expect(policy.header()).toContain("script-src 'self'")
    expect(policy.header()).toContain("object-src 'none'")
    expect(policy.header()).not.toMatch(/connect-src[^;]*(\s|^)(wss?:|https?:)(\s|;|$)/)
  })

  it('follows the media servers saved in Settings, and reloads the window only when one was added', async () => {
    sim = await startSimulator({ port: 0, activeCalls: 0, plan: 'business' })
    const reload = vi.fn()
    const console_ = new SwitchboardConsole({
      secrets: createMemorySecretStore(),
      host: 'electron',
      dataDir,
      version: '1',
      platform: 'linux',
      startDemoService: async () => sim!,
      onMediaServersChanged: () => renew(),
    })
    const policy = new RendererPolicy(() => console_.mediaServerOrigins())
    const renew = renewOnChange(policy, reload, (error) => {
      throw error
    })
    await console_.start()
    await policy.refresh()
    await console_.demo.open()

    const save = (url: string) => dispatch(console_.handlers, 'calls.saveMediaServer', { mode: 'endpoint', url, tokenEndpoint: 'https://tokens.example.com/t' })
    expect(await save('wss://media.example.com')).toMatchObject({ ok: true })
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(connectSrc(policy)).toBe("'self' https://media.example.com wss://media.example.com")

    expect(await dispatch(console_.handlers, 'calls.clearMediaServer', {})).toMatchObject({ ok: true })
    await vi.waitFor(() => expect(connectSrc(policy)).toBe("'self'"))
    expect(reload).toHaveBeenCalledTimes(1)
    await console_.stop()
  })
})
