import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config'
import type { ActiveCall } from '../../src/shared/api'
import { DEMO_WORKSPACE } from '../../src/simulator/fixture/demo'
import { DEMO_MEDIA_API_KEY, DEMO_MEDIA_API_SECRET } from '../../src/simulator/media/demo-keys'
import { fakeMicrophoneArgs, speechWav } from './fixtures/audio'
import { startDemoConsole, type DemoConsole } from './fixtures/demo-console'
import { invoke, startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

// Two supervisors step into one call of the demo, each on a console of their own (as on two
// computers): Ana's is the demo's host, Ben's another host on the same simulator and media rooms.
// Both pages' fake microphone plays espeak-ng speech; only the one who barges publishes it.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
test.use({ launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs(speechWav())] } })
test.describe.configure({ mode: 'serial' })

/** RMS of a 100 ms window above this is speech (the listen e2e's threshold). */
const SPEECH_RMS = 0.01

interface MediaStatus {
  url: string
}

let demo: DemoConsole
let benHost: RunningWebHost
let call: ActiveCall
let agentIdentity: string
let anaContext: BrowserContext
let benContext: BrowserContext
let ana: Page
let ben: Page

const card = (page: Page) => page.getByRole('article', { name: 'Call with Sam Stepin' })
const panel = (page: Page) => page.getByRole('region', { name: 'Listening' })
const banner = (page: Page) => page.getByRole('region', { name: 'Speaking in a call' })

async function listen(page: Page): Promise<void> {
  await card(page).getByRole('button', { name: 'Sam Stepin' }).focus()
  await page.keyboard.press('l')
  await expect(panel(page).getByRole('status').first()).toHaveText('Connected', { timeout: 15_000 })
}

/** Confirms a take-over from the listening panel, as a supervisor does. */
async function takeOver(page: Page): Promise<void> {
  await panel(page).getByRole('button', { name: 'Take over…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Take over the call with Sam Stepin?' })
  await expect(dialog).toContainText('Support Agent stops speaking')
  await dialog.getByRole('button', { name: 'Take over' }).click()
}

interface Voices {
  /** Per voice (the participant identity its audio element names): how many 100 ms windows were speech. */
  loud: Record<string, number>
  windows: number
}

/**
 * Measured in the page: each subscribed voice through its own Web Audio
 * AnalyserNode, RMS of each 100 ms window for `seconds`, per participant.
 */
function measureVoices(page: Page, seconds: number): Promise<Voices> {
  return page.evaluate(
    async ({ seconds, threshold }) => {
      const elements = [...document.querySelectorAll<HTMLAudioElement>('audio[data-participant]')].filter((e) => e.srcObject instanceof MediaStream)
      const context = new AudioContext()
      await context.resume()
      const voices = elements.map((element) => {
        const analyser = context.createAnalyser()
        analyser.fftSize = 2048
        context.createMediaStreamSource(element.srcObject as MediaStream).connect(analyser)
        return { identity: element.dataset.participant!, analyser, samples: new Float32Array(analyser.fftSize), loud: 0 }
      })
      const windows = seconds * 10
      for (let i = 0; i < windows; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        for (const voice of voices) {
          voice.analyser.getFloatTimeDomainData(voice.samples)
          const rms = Math.sqrt(voice.samples.reduce((sum, x) => sum + x * x, 0) / voice.samples.length)
          if (rms > threshold) voice.loud++
        }
      }
      await context.close()
      const loud: Record<string, number> = {}
      for (const voice of voices) loud[voice.identity] = (loud[voice.identity] ?? 0) + voice.loud
      return { loud, windows }
    },
    { seconds, threshold: SPEECH_RMS },
  )
}

/** The speech windows of the supervisors' voices (identities `supervisor-…`), summed. */
const supervisorsLoud = (voices: Voices) =>
  Object.entries(voices.loud)
    .filter(([identity]) => identity.startsWith('supervisor-'))
    .reduce((sum, [, loud]) => sum + loud, 0)

function report(what: string, voices: Voices): void {
  console.warn(`${what}: ${JSON.stringify(voices.loud)} of ${voices.windows} windows of 100 ms above RMS ${SPEECH_RMS}`)
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000)
  demo = await startDemoConsole()
  // Only the call these tests start: a held call keeps its fields and lasts until ended.
  await demo.sim('PUT', '/activity/target', { activeCalls: 0 })
  call = await demo.sim<ActiveCall>('POST', '/calls', { hold: true, agentId: 'agt_support', customerName: 'Sam Stepin', duration: 20, transferRequested: true })
  agentIdentity = call.participants.find((participant) => participant.isAgent)!.identity
  await demo.invoke('calls.saveSupervisorProfile', { displayName: 'Ana', pushToTalk: false })

  // Ben's console: another host on the demo's simulator and media rooms, with the same keys as the demo's
  // (its terminal is no one's, so it is told to allow the media server it is given).
  benHost = await startWebHostProcess(['--allow-new-servers'])
  const added = await invoke(benHost, 'workspaces.add', { label: 'Demo, second console', baseUrl: demo.simUrl, workspaceId: DEMO_WORKSPACE, apiKey: 'demo-owner-key' })
  await invoke(benHost, 'workspaces.setActive', { id: added.id })
  const media = await demo.sim<MediaStatus>('GET', '/media')
  await invoke(benHost, 'calls.saveMediaServer', { mode: 'keys', url: media.url, apiKey: DEMO_MEDIA_API_KEY, apiSecret: DEMO_MEDIA_API_SECRET })
  await invoke(benHost, 'calls.saveSupervisorProfile', { displayName: 'Ben', pushToTalk: false })

  anaContext = await browser.newContext({ permissions: ['microphone'] })
  benContext = await browser.newContext({ permissions: ['microphone'] })
  ana = await anaContext.newPage()
  ben = await benContext.newPage()
  await ana.goto(demo.host.url)
  await ben.goto(benHost.url)
  await expect(card(ana)).toBeVisible({ timeout: 15_000 })
  await expect(card(ben)).toBeVisible({ timeout: 15_000 })
})

test.afterAll(async () => {
  await anaContext?.close()
  await benContext?.close()
  await benHost?.stop()
  await demo?.stop()
})

test('Ana barges in: Ben, listening to the same call, hears her and sees that she is barging', async () => {
  await listen(ben)
  await listen(ana)
  await ana.keyboard.press('b')
  await expect(banner(ana)).toContainText('Live: the customer hears you')
  await expect(banner(ana)).toContainText("Sam Stepin's call with Support Agent")
  await expect(banner(ana).getByRole('meter')).toBeVisible()

  // Her voice reaches Ben's page once the room offers him her track.
  await expect.poll(async () => supervisorsLoud(await measureVoices(ben, 1)), { timeout: 20_000 }).toBeGreaterThan(0)
  const heard = await measureVoices(ben, 3)
  report('Ana barging, in Ben’s page', heard)
  expect(supervisorsLoud(heard) / heard.windows).toBeGreaterThan(0.5)

  // The call asks for a human, so it is pinned: its card says who is in it.
  await expect(card(ben)).toContainText('Ana is barging', { timeout: 10_000 })
})

test('Ana takes over: the agent falls silent in Ben’s page while her speech goes on; Ben’s take-over is refused naming her', async () => {
  await takeOver(ana)
  await expect(banner(ana)).toContainText('you took over from Support Agent', { timeout: 15_000 })
  await expect(card(ben)).toContainText('Ana took over', { timeout: 10_000 })

  const during = await measureVoices(ben, 3)
  report('taken over, in Ben’s page', during)
  expect(during.loud[agentIdentity] ?? 0).toBe(0)
  expect(supervisorsLoud(during) / during.windows).toBeGreaterThan(0.5)

  await takeOver(ben)
  await expect(panel(ben).getByRole('alert')).toContainText('Ana has taken over this call.')
  await expect(banner(ben)).toHaveCount(0)
})

test('Ana hands back: the agent speaks again', async () => {
  await banner(ana).getByRole('button', { name: 'Hand back' }).click()
  await expect(banner(ana)).toHaveCount(0)
  await expect(panel(ana)).toContainText('handed back to Support Agent')
  await expect.poll(async () => (await measureVoices(ben, 2)).loud[agentIdentity] ?? 0, { timeout: 15_000 }).toBeGreaterThan(2)
})

test('Ana closes her page while she has the call taken over: the agent speaks again within 5 s', async () => {
  await ana.keyboard.press('b')
  await expect(banner(ana)).toBeVisible({ timeout: 15_000 })
  await takeOver(ana)
  await expect(banner(ana)).toContainText('you took over from Support Agent', { timeout: 15_000 })
  const silent = await measureVoices(ben, 2)
  expect(silent.loud[agentIdentity] ?? 0).toBe(0)

  await ana.close()
  const closedAt = Date.now()
  const after = await measureVoices(ben, 5)
  report('after Ana closed her page, in Ben’s page', after)
  expect(Date.now() - closedAt).toBeLessThan(7_000)
  expect(after.loud[agentIdentity] ?? 0).toBeGreaterThan(2)
})
