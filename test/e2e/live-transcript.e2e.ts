import { expect, test, type Page } from '@playwright/test'
import { AccessToken } from 'livekit-server-sdk'
import { CHROMIUM_ARGS } from '../../playwright.config'
import type { ActiveCall } from '../../src/shared/api'
import { DEMO_MEDIA_API_KEY, DEMO_MEDIA_API_SECRET } from '../../src/simulator/media/demo-keys'
import type { SpokenSegment } from '../../src/simulator/media/transcription'
import { fakeMicrophoneArgs, speechWav } from './fixtures/audio'
import { startDemoConsole, type DemoConsole } from './fixtures/demo-console'
import { startObserverPage } from './fixtures/observer-page'

// The live transcript end to end: the demo's media rooms transcribe what they
// say (lk.transcription text streams), the console's real livekit-client
// receives them while listening, and the page shows each line with its
// speaker, measured against the simulator's own schedule of what it said.

// The second test's visible participant speaks into the room through Chromium's fake microphone.
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs(speechWav())] } })
test.describe.configure({ mode: 'serial' })

let demo: DemoConsole
let call: ActiveCall

/** How late a line may appear after it was spoken (its first words, and its end for the final text). */
const WITHIN_MS = 1_000

interface MediaStatus {
  url: string
  rooms: { name: string; spoken: SpokenSegment[] }[]
}

/** A line as the page showed it: when it first appeared, and when and how it read once final, by the page's clock. */
interface Seen {
  speaker: string
  text: string
  firstSeenAt: number
  finalAt: number | null
}

const card = (page: Page, customer: string) => page.getByRole('article', { name: `Call with ${customer}` })
const panel = (page: Page) => page.getByRole('region', { name: 'Listening' })

/** Records, in the page, each line of the listening panel's transcript as it appears and becomes final. */
function recordTranscript(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen = new Map<Element, Seen>()
    const record = () => {
      const now = Date.now()
      for (const item of document.querySelectorAll('[aria-label="Live transcript"] li')) {
        const entry = seen.get(item) ?? { speaker: '', text: '', firstSeenAt: now, finalAt: null }
        seen.set(item, entry)
        entry.speaker = item.querySelector('strong')?.textContent ?? ''
        entry.text = item.querySelector('.text')?.textContent ?? ''
        if (entry.finalAt === null && !item.classList.contains('interim')) entry.finalAt = now
      }
    }
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
    ;(window as unknown as { transcriptSeen: () => Seen[] }).transcriptSeen = () => [...seen.values()]
  })
}

/** Opens the console, records its transcript and listens to Tess Transcript's call until the panel says Connected. */
async function listenRecording(page: Page): Promise<void> {
  await page.goto(demo.host.url)
  await recordTranscript(page)
  await card(page, 'Tess Transcript').getByRole('button', { name: 'Tess Transcript' }).focus()
  await page.keyboard.press('l')
  await expect(panel(page).getByRole('status')).toHaveText('Connected', { timeout: 15_000 })
}

const seenLines = (page: Page) => page.evaluate(() => (window as unknown as { transcriptSeen: () => Seen[] }).transcriptSeen())

test.beforeAll(async () => {
  demo = await startDemoConsole()
  await demo.sim('PUT', '/activity/target', { activeCalls: 0 })
  call = await demo.sim<ActiveCall>('POST', '/calls', { hold: true, agentId: 'agt_billing', customerName: 'Tess Transcript', duration: 30 })
})

test.afterAll(async () => {
  await demo.stop()
})

test('listening, the transcript shows each line with its speaker, in order, within 1 s of being spoken', async ({ page }) => {
  // Eight lines: enough to measure, and more than the panel shows without scrolling.
  test.setTimeout(120_000)
  await listenRecording(page)

  await expect.poll(async () => (await seenLines(page)).filter((line) => line.finalAt !== null).length, { timeout: 80_000 }).toBeGreaterThanOrEqual(8)
  const seen = (await seenLines(page)).filter((line) => line.finalAt !== null)
  const spoken = (await demo.sim<MediaStatus>('GET', '/media')).rooms.find((room) => room.name === call.roomName)!.spoken

  // The page's lines are the lines the room said, in its order, none missing after the first.
  const said = spoken.filter((segment) => segment.endedAtMs !== null)
  const first = said.findIndex((segment) => segment.text === seen[0]!.text)
  expect(first).toBeGreaterThanOrEqual(0)
  const expected = said.slice(first, first + seen.length)
  expect(seen.map((line) => [line.speaker, line.text])).toEqual(
    expected.map((segment) => [segment.speaker === 'agent' ? 'Billing Agent' : 'Customer', segment.text]),
  )
  const lateness = seen.map((line, n) => ({
    firstWords: line.firstSeenAt - expected[n]!.startedAtMs,
    final: line.finalAt! - expected[n]!.endedAtMs!,
  }))
  console.warn(`transcript lateness (ms), first words and final: ${lateness.map((late) => `${late.firstWords}/${late.final}`).join(', ')}`)
  // The first line may have begun before the room's data channel opened: its first words are not measured.
  for (const [n, late] of lateness.entries()) {
    if (n > 0) expect(late.firstWords).toBeLessThanOrEqual(WITHIN_MS)
    expect(late.final).toBeLessThanOrEqual(WITHIN_MS)
  }
  expect(new Set(seen.map((line) => line.speaker))).toEqual(new Set(['Billing Agent', 'Customer']))

  // The call detail shows the same lines with their speakers; the line the polls saw (the call's last message) is the room's
  // first, shown once. It is partial only when the room's first line ended before the listener's data channel opened.
  await card(page, 'Tess Transcript').getByRole('button', { name: 'Tess Transcript' }).click()
  const detail = page.getByRole('log', { name: 'Transcript of the call' })
  await expect(detail.locator('li').filter({ hasText: seen[1]!.text })).toContainText(seen[1]!.speaker)
  expect(call.lastMessage).toBe(said[0]!.text)
  await expect(detail.locator('li').filter({ hasText: said[0]!.text })).toHaveCount(1)
  const heardFirst = seen[0]!.text === said[0]!.text
  await expect(page.getByText(heardFirst ? "Heard in the call's room while you listened." : 'Partial: lines spoken between two updates may be missing')).toBeVisible()

  // Scrolled back, the panel stops following and offers to jump to now.
  const live = panel(page).getByRole('log', { name: 'Live transcript' })
  await live.evaluate((element) => element.scrollTo({ top: 0 }))
  const jump = panel(page).getByRole('button', { name: 'Jump to now' })
  await expect(jump).toBeVisible()
  await jump.press('Enter')
  await expect(jump).toBeHidden()
  await expect.poll(() => live.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)).toBeLessThanOrEqual(24)
})

test('another participant who publishes (the room offers the listener its track again) leaves the transcript flowing, and hears it too', async ({ page, context }) => {
  test.setTimeout(120_000)
  const console_ = await context.newPage()
  await listenRecording(console_)
  const finals = async () => (await seenLines(console_)).filter((line) => line.finalAt !== null).length
  await expect.poll(finals, { timeout: 30_000 }).toBeGreaterThanOrEqual(1)

  const observer = await startObserverPage()
  try {
    const token = new AccessToken(DEMO_MEDIA_API_KEY, DEMO_MEDIA_API_SECRET, { identity: 'observer', name: 'Observer', ttl: '10m' })
    token.addGrant({ roomJoin: true, room: call.roomName, canSubscribe: true, canPublish: true })
    const media = await demo.sim<MediaStatus>('GET', '/media')
    await page.goto(observer.url)
    await page.evaluate(
      async ({ url, jwt }) => {
        const { Room } = (window as unknown as { LivekitClient: typeof import('livekit-client') }).LivekitClient
        const room = new Room()
        const heard: { identity: string; text: string }[] = []
        ;(window as unknown as { heard: typeof heard }).heard = heard
        room.registerTextStreamHandler('lk.transcription', (reader, { identity }) => {
          void reader.readAll().then((text) => {
            if (reader.info.attributes?.['lk.transcription_final'] === 'true') heard.push({ identity, text })
          })
        })
        await room.connect(url, jwt)
        await room.localParticipant.setMicrophoneEnabled(true)
      },
      { url: media.url, jwt: await token.toJwt() },
    )
    // The listener's subscriber connection was offered the observer's track, with its data channel kept.
    const before = await finals()
    await expect.poll(finals, { timeout: 30_000 }).toBeGreaterThanOrEqual(before + 2)
    const heard = () => page.evaluate(() => (window as unknown as { heard: { identity: string; text: string }[] }).heard)
    await expect.poll(async () => (await heard()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    const spoken = (await demo.sim<MediaStatus>('GET', '/media')).rooms.find((room) => room.name === call.roomName)!.spoken
    for (const line of await heard()) {
      const segment = spoken.find((s) => s.text === line.text)!
      expect(line.identity).toBe(segment.identity)
    }
  } finally {
    await observer.close()
  }
})

test('the lines heard are kept with the call: once it has ended, History finds one and shows who said it', async ({ page }) => {
  test.setTimeout(120_000)
  await listenRecording(page)
  // A line heard now, that the polls did not see: only the room's transcript carries it.
  await expect.poll(async () => (await seenLines(page)).filter((line) => line.finalAt !== null && line.text !== call.lastMessage).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1)
  const heard = (await seenLines(page)).find((line) => line.finalAt !== null && line.text !== call.lastMessage)!
  await demo.invoke('calls.end', { roomName: call.roomName })
  await expect(card(page, 'Tess Transcript')).toBeHidden({ timeout: 20_000 })

  await page.keyboard.press('Control+4')
  const history = page.getByRole('main', { name: 'History' })
  await page.keyboard.press('/')
  // Its first words: the search matches the start of each word as typed.
  const phrase = heard.text.split(/\s+/).slice(0, 3).join(' ').replace(/[^\p{L}\p{N}' ]/gu, '')
  await history.getByRole('searchbox', { name: 'Search history' }).pressSequentially(phrase, { delay: 20 })
  const hit = history.getByRole('region', { name: 'Search results' }).getByRole('button', { name: new RegExp(`Tess Transcript.*${heard.speaker}`) })
  await expect(hit.first()).toBeVisible({ timeout: 10_000 })
})
