import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dispatch, RendererPolicy, renewOnChange, SwitchboardConsole } from '../../../../src/core/console'
import { createMemorySecretStore } from '../../../../src/core/secrets'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'

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

describe("the renderer's Content-Security-Policy in both hosts", () => {
  it('lets the page connect only to itself until a media server is configured', async () => {
    const policy = new RendererPolicy(async () => [])
    expect(await policy.refresh()).toBe(false)
    expect(connectSrc(policy)).toBe("'self'")
    expect(policy.header()).toContain("script-src 'self'")
    expect(policy.header()).toContain("object-src 'none'")
    expect(policy.header()).not.toMatch(/connect-src[^;]*(\s|^)(wss?:|https?:)(\s|;|$)/)
  })

  it("follows the media servers saved in Settings and the demo's, reloading the page before the answer only when one was added", async () => {
    sim = await startSimulator({ port: 0, activeCalls: 0, plan: 'business' })
    const demoMedia = new URL(sim.media.url)
    const steps: string[] = []
    const console_ = new SwitchboardConsole({
      secrets: createMemorySecretStore(),
      host: 'electron',
      dataDir,
      version: '1',
      platform: 'linux',
      startDemoService: async () => sim!,
      onMediaServersChanged: () => renew(),
      confirmReach: async () => true,
    })
    const policy = new RendererPolicy(() => console_.mediaServerOrigins())
    const renew = renewOnChange(
      policy,
      () => steps.push('reload'),
      (error) => {
        throw error
      },
    )
    await console_.start()
    await policy.refresh()

    // The demo's media rooms on loopback: exactly their port, as WebSocket and as HTTP (livekit-client's validate).
    await console_.demo.open()
    expect(steps).toEqual(['reload'])
    expect(connectSrc(policy)).toBe(`'self' http://127.0.0.1:${demoMedia.port} ws://127.0.0.1:${demoMedia.port}`)
    // Opening it again changes nothing the page may reach.
    await console_.demo.open()
    expect(steps).toEqual(['reload'])

    const save = (url: string) =>
      dispatch(console_.handlers, 'calls.saveMediaServer', { mode: 'endpoint', url, tokenEndpoint: 'https://tokens.example.com/t' }).then((result) => {
        steps.push('answer')
        return result
      })
    expect(await save('wss://media.example.com')).toMatchObject({ ok: true })
    expect(steps).toEqual(['reload', 'reload', 'answer'])
    expect(connectSrc(policy)).toBe("'self' https://media.example.com wss://media.example.com")

    expect(await dispatch(console_.handlers, 'calls.clearMediaServer', {})).toMatchObject({ ok: true })
    expect(connectSrc(policy)).toBe("'self'")
    expect(steps).toEqual(['reload', 'reload', 'answer'])
    await console_.stop()
  })

  it("keeps the page's policy, and the command working, when the settings cannot be read again", async () => {
    const failures: unknown[] = []
    let fail = false
    const policy = new RendererPolicy(async () => {
      if (fail) throw new Error('disk gone')
      return ['wss://media.example.com']
    })
    const renew = renewOnChange(policy, vi.fn(), (error) => failures.push(error))
    await policy.refresh()
    fail = true
    await renew()
    expect(failures).toHaveLength(1)
    expect(connectSrc(policy)).toBe("'self' wss://media.example.com")
  })
})
