import { expect, test, type Page } from '@playwright/test'
import { AccessToken } from 'livekit-server-sdk'
import type { ActiveCall } from '../../src/shared/api'
import { startDemoConsole, type DemoConsole } from './fixtures/demo-console'
import { startObserverPage } from './fixtures/observer-page'

// Listening end to end: the demo workspace's media server setting points at the
// simulator's media rooms, the console's real livekit-client joins them over
// LiveKit signalling and WebRTC, and the page receives the call's speech.

let demo: DemoConsole

interface MediaStatus {
  url: string
  running: boolean
  rooms: { name: string; participants: { identity: string; hidden: boolean }[] }[]
}

const card = (page: Page, customer: string) => page.getByRole('article', { name: `Call with ${customer}` })
const panel = (page: Page) => page.getByRole('region', { name: 'Listening' })

/** Selects the call's card and presses L, as a supervisor does. */
async function listenTo(page: Page, customer: string): Promise<void> {
  await card(page, customer).getByRole('button', { name: customer }).focus()
  await page.keyboard.press('l')
  await expect(panel(page).getByRole('status')).toHaveText('Connected', { timeout: 15_000 })
}

interface SpeechFigures {
  windows: number
  loud: number
  meanRms: number
  maxRms: number
}

/**
 * Measured in the page: the subscribed tracks (the srcObject of the audio
 * elements livekit-client plays) through a Web Audio AnalyserNode, RMS of each
 * 100 ms window for 5 s.
 */
function measureSpeech(page: Page, threshold: number): Promise<SpeechFigures> {
  return page.evaluate(async (threshold) => {
    const elements = [...document.querySelectorAll('audio')].filter((element) => element.srcObject instanceof MediaStream)
    if (elements.length === 0) throw new Error('no audio element plays a subscribed track')
    const context = new AudioContext()
    await context.resume()
    const analyser = context.createAnalyser()
    analyser.fftSize = 2048
    for (const element of elements) context.createMediaStreamSource(element.srcObject as MediaStream).connect(analyser)
    const samples = new Float32Array(analyser.fftSize)
    const rms: number[] = []
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      analyser.getFloatTimeDomainData(samples)
      rms.push(Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length))
    }
    await context.close()
    return {
      windows: rms.length,
      loud: rms.filter((value) => value > threshold).length,
      meanRms: rms.reduce((sum, value) => sum + value, 0) / rms.length,
      maxRms: Math.max(...rms),
    }
  }, threshold)
}

/** A visible participant with its own token, with livekit-client's default options. */
async function joinAsObserver(page: Page, pageUrl: string, roomName: string, media: { url: string }): Promise<void> {
  const token = new AccessToken('APIswitchboarddemo', 'switchboard-demo-media-secret-0123456789abcdef', { identity: 'observer', name: 'Observer', ttl: '10m' })
  token.addGrant({ roomJoin: true, room: roomName, canSubscribe: true, canPublish: false })
  await page.goto(pageUrl)
  await page.evaluate(
    async ({ url, jwt }) => {
      const { Room, RoomEvent } = (window as unknown as { LivekitClient: typeof import('livekit-client') }).LivekitClient
      const room = new Room()
      const state = window as unknown as { observer: { room: typeof room; disconnectReason: number | null } }
      state.observer = { room, disconnectReason: null }
      room.on(RoomEvent.Disconnected, (reason) => (state.observer.disconnectReason = reason ?? -1))
      await room.connect(url, jwt)
    },
    { url: media.url, jwt: await token.toJwt() },
  )
}

const observerSees = (page: Page) =>
  page.evaluate(() => {
    const { room } = (window as unknown as { observer: { room: import('livekit-client').Room } }).observer
    return [...room.remoteParticipants.values()].map((participant) => participant.identity).sort()
  })

test.describe.configure({ mode: 'serial' })

let listened: ActiveCall

test.beforeAll(async () => {
  demo = await startDemoConsole()
  // Only the calls these tests start: held calls keep their fields and last until ended.
  await demo.sim('PUT', '/activity/target', { activeCalls: 0 })
  listened = await demo.sim<ActiveCall>('POST', '/calls', { hold: true, agentId: 'agt_support', customerName: 'Lia Listen', duration: 30 })
})

test.afterAll(async () => {
  await demo.stop()
})

test('the demo workspace is configured to listen to the simulator’s media rooms', async () => {
  const media = await demo.sim<MediaStatus>('GET', '/media')
  expect(await demo.invoke('calls.mediaServer', {})).toMatchObject({ configured: true, url: media.url, mode: 'keys' })
})

test('the page may connect to the demo’s media rooms on their own port, as WebSocket and HTTP, and nowhere else', async ({ page }) => {
  const media = new URL((await demo.sim<MediaStatus>('GET', '/media')).url)
  const response = await page.goto(demo.host.url)
  const csp = (await response!.allHeaders())['content-security-policy']!
  expect(/connect-src ([^;]*)/.exec(csp)![1]).toBe(`'self' http://127.0.0.1:${media.port} ws://127.0.0.1:${media.port}`)
  await expect(card(page, 'Lia Listen')).toBeVisible()

  // What the CSP refuses, reported by the page: livekit-client's HTTP requests to the rooms pass, the service's port does not.
  const refused = (url: string) =>
    page.evaluate(async (target) => {
      const violation = new Promise<boolean>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.blockedURI.startsWith(new URL(target).origin)), { once: true })
      })
      const sent = fetch(target, { mode: 'no-cors' }).then(
        () => false,
        () => null,
      )
      return (await sent) ?? (await violation)
    }, url)
  expect(await refused(`http://127.0.0.1:${media.port}/rtc/validate`)).toBe(false)
  expect(await refused(`${demo.simUrl}/v2/api/active-calls`)).toBe(true)
})

test('L on a call connects, the active speaker alternates between agent and customer, and the page receives speech', async ({ page }) => {
  await page.goto(demo.host.url)
  await listenTo(page, 'Lia Listen')

  const speakers = panel(page).locator('.speakers')
  await expect(speakers).toHaveText('Speaking: Support Agent', { timeout: 15_000 })
  await expect(speakers).toHaveText('Speaking: Lia Listen', { timeout: 15_000 })
  await expect(speakers).toHaveText('Speaking: Support Agent', { timeout: 15_000 })

  const figures = await measureSpeech(page, 0.01)
  console.warn(`speech in the page: ${figures.loud}/${figures.windows} windows of 100 ms above RMS 0.01; mean RMS ${figures.meanRms.toFixed(4)}, max ${figures.maxRms.toFixed(4)}`)
  expect(figures.loud / figures.windows).toBeGreaterThan(0.6)
})

test('a second, visible participant sees the agent and the customer, not the hidden listener', async ({ page, context }) => {
  const console = await context.newPage()
  await console.goto(demo.host.url)
  await listenTo(console, 'Lia Listen')
  const media = await demo.sim<MediaStatus>('GET', '/media')
  const room = media.rooms.find((r) => r.name === listened.roomName)!
  expect(room.participants).toEqual([expect.objectContaining({ hidden: true, identity: expect.stringMatching(/^supervisor-/) })])

  const observerPage = await startObserverPage()
  try {
    await joinAsObserver(page, observerPage.url, listened.roomName, media)
    expect(await observerSees(page)).toEqual(listened.participants.map((p) => p.identity).sort())
    // The listener is in the room all the same.
    const after = await demo.sim<MediaStatus>('GET', '/media')
    expect(after.rooms.find((r) => r.name === listened.roomName)!.participants.map((p) => p.identity)).toEqual(
      expect.arrayContaining(['observer', expect.stringMatching(/^supervisor-/)]),
    )

    // Ending the call from the wall: the panel closes the session with "call ended", and the room tells its participants why.
    await card(console, 'Lia Listen').getByRole('button', { name: 'Lia Listen' }).focus()
    await console.keyboard.press('e')
    await console.getByRole('dialog', { name: 'End the call with Lia Listen?' }).getByRole('button', { name: 'End call' }).click()
    await expect(panel(console)).toContainText(/call ended/i)
    await expect(panel(console).getByRole('status')).toHaveText('Disconnected')
    // livekit-client's DisconnectReason.ROOM_DELETED
    await expect.poll(() => page.evaluate(() => (window as unknown as { observer: { disconnectReason: number | null } }).observer.disconnectReason)).toBe(5)
  } finally {
    await observerPage.close()
  }
})

test('stopping the media server shows reconnecting, then why the session ended', async ({ page }) => {
  test.setTimeout(120_000)
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Rex Reconnect', duration: 10 })
  await page.goto(demo.host.url)
  await listenTo(page, 'Rex Reconnect')
  try {
    await demo.sim('POST', '/media/stop')
    await expect(panel(page).getByRole('status')).toHaveText('Reconnecting…', { timeout: 20_000 })
    await expect(panel(page).getByRole('status')).toHaveText('Disconnected', { timeout: 90_000 })
    await expect(panel(page).locator('.reason')).toHaveText('The connection to the media server was lost and could not be restored.')
  } finally {
    await demo.sim('POST', '/media/start')
  }
})
