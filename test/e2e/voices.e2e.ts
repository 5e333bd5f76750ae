import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config'
import { fakeMicrophoneArgs, silentWav, speechWav } from './fixtures/audio'
import { invoke, startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Enough of the looped espeak-ng speech to pass the real 10 s minimum of speech. */
const RECORD_SECONDS = 13
/**
 * The live counter cuts frames from when the microphone opened, the check from
 * the recording's first sample: a pause near 200 ms can be bridged in one cut
 * and not the other (0.2 s each), and both read to 0.1 s.
 */
const SPEECH_AGREEMENT_SECONDS = 0.5

interface SimUpload {
  filename: string
  contentType: string
  bytes: number
  wav: { sampleRate: number; channels: number; bitsPerSample: number; durationSeconds: number } | null
  voiceId: string | null
}

/** The demo workspace's service is the simulator the web host started; its address is the profile's base URL. */
async function simulatorUrl(host: RunningWebHost): Promise<string> {
  const list = await invoke(host, 'workspaces.list', {})
  const active = list.profiles.find((profile) => profile.active)
  expect(active).toBeDefined()
  return active!.baseUrl
}

async function openVoiceLab(page: Page, host: RunningWebHost): Promise<void> {
  await page.goto(host.url)
  await page.getByRole('button', { name: 'Voice lab' }).click()
  await expect(page.getByRole('heading', { name: 'Voice lab', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/#\/voices$/)
  const turnOn = page.getByRole('button', { name: 'Turn on microphone' })
  const meter = page.getByTestId('level-meter')
  // Permission may already count as granted, in which case the meter starts by itself.
  await expect(meter.or(turnOn)).toBeVisible()
  if (await turnOn.isVisible()) await turnOn.click()
  await expect(meter).not.toHaveAttribute('aria-valuetext', 'Microphone off')
}

async function meterReadings(page: Page, count: number): Promise<number[]> {
  const readings: number[] = []
  for (let i = 0; i < count; i++) {
    readings.push(Number(await page.getByTestId('level-meter').getAttribute('aria-valuenow')))
    await page.waitForTimeout(100)
  }
  return readings
}

/** Pixels wavesurfer drew into its canvases (inside its shadow root). */
function drawnPixels(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((element) => {
    let drawn = 0
    for (const host of element.querySelectorAll('div')) {
      for (const canvas of host.shadowRoot?.querySelectorAll('canvas') ?? []) {
        if (canvas.width === 0 || canvas.height === 0) continue
        const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? []
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) drawn++
      }
    }
    return drawn
  })
}

/** Bars of the live trace above its floor: frames the input was heard in. */
function tracedFrames(page: Page): Promise<number> {
  return page
    .getByTestId('live-waveform')
    .locator('path')
    .evaluate((path) => [...(path.getAttribute('d') ?? '').matchAll(/M[\d.]+ ([\d.]+)V([\d.]+)/g)].filter((bar) => Number(bar[2]) - Number(bar[1]) > 1).length)
}

/** Seconds of speech, as "12.3 s of speech" says it. */
function secondsOf(text: string | null): number {
  return Number(/(\d+\.\d) s of speech/.exec(text ?? '')?.[1])
}

async function record(page: Page, seconds: number): Promise<void> {
  await page.getByRole('button', { name: 'Record' }).click()
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible()
  await expect(page.getByTestId('record-timer')).toHaveText(new RegExp(`^0:${String(seconds).padStart(2, '0')}`), { timeout: (seconds + 10) * 1000 })
  await page.getByRole('button', { name: 'Stop' }).click()
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible({ timeout: 15_000 })
}

// The fake microphone plays espeak-ng speech; the silent case launches its own browser (launch options are per file).
test.use({ launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs(speechWav())] } })

test.describe('the voice lab with a fake microphone', () => {
  let host: RunningWebHost
  test.beforeAll(async () => {
    host = await startWebHostProcess(['--demo'])
  })
  test.afterAll(async () => host.stop())

  test('records, passes the checks, uploads and creates a voice the simulator received as WAV', async ({ page }) => {
    test.setTimeout(90_000)
    await openVoiceLab(page, host)
    const before = await meterReadings(page, 15)
    expect(Math.max(...before)).toBeGreaterThan(-40)
    expect(new Set(before).size).toBeGreaterThan(3)

    await page.getByRole('button', { name: 'Record' }).click()
    await expect(page.getByTestId('record-timer')).toHaveText(/^0:0[2-9]/, { timeout: 10_000 })
    expect(await tracedFrames(page)).toBeGreaterThan(50)
    expect(new Set(await meterReadings(page, 10)).size).toBeGreaterThan(3)
    await expect(page.getByTestId('record-timer')).toHaveText(new RegExp(`^0:${RECORD_SECONDS}`), { timeout: 20_000 })
    await page.getByRole('button', { name: 'Stop' }).click()

    await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('The take passes the checks.')).toBeVisible()
    await expect(page.locator('[data-check]')).toHaveCount(4)
    await expect(page.locator('[data-check][data-status="fail"]')).toHaveCount(0)
    // The live counter's last value and the check measure the same audio the same way (docs/voices.md, "One measure").
    const counted = secondsOf(await page.getByTestId('speech-counter').getAttribute('aria-valuetext'))
    const checked = secondsOf(await page.locator('[data-check="length"]').textContent())
    expect(checked).toBeGreaterThan(10)
    expect(Math.abs(counted - checked)).toBeLessThanOrEqual(SPEECH_AGREEMENT_SECONDS)
    const seconds = Number((await page.getByTestId('take-duration').textContent())?.replace(' s', ''))
    // The recording keeps the input's own rate (Chromium's fake device runs at 44.1 or 48 kHz).
    const format = (await page.getByText(/^Uploads as WAV/).textContent()) ?? ''
    const rate = Number(/mono, (\d+) Hz/.exec(format)?.[1])
    expect([44_100, 48_000]).toContain(rate)
    expect(seconds).toBeGreaterThan(RECORD_SECONDS - 0.5)
    expect(seconds).toBeLessThan(RECORD_SECONDS + 3)
    await expect.poll(() => drawnPixels(page, 'take-waveform')).toBeGreaterThan(100)

    await page.getByLabel('Voice name').fill('E2E narrator')
    await page.getByLabel('Description').fill('Recorded by the end-to-end test')
    await expect(page.getByLabel('Language')).toHaveValue('en')
    await page.getByRole('button', { name: 'Upload and create voice' }).click()
    await expect(page.getByText('Voice “E2E narrator” created.')).toBeVisible({ timeout: 20_000 })
    const created = page.getByRole('table', { name: 'Voices created from this console' })
    const row = created.getByRole('row').filter({ hasText: 'E2E narrator' })
    await expect(row).toContainText('Recorded by the end-to-end test')
    await expect(page.getByRole('heading', { name: 'Review' })).toBeHidden()

    const sim = await simulatorUrl(host)
    const uploads = ((await (await fetch(`${sim}/_sim/voice-uploads`, { headers: { 'x-api-key': 'demo-owner-key' } })).json()) as { data: SimUpload[] }).data
    expect(uploads).toHaveLength(1)
    const [upload] = uploads
    expect(upload).toMatchObject({ contentType: 'audio/wav', voiceId: expect.stringMatching(/^voice_/) })
    expect(upload!.filename).toMatch(/^recording .*\.wav$/)
    expect(upload!.wav).toMatchObject({ sampleRate: rate, channels: 1, bitsPerSample: 16 })
    expect(Math.abs(upload!.wav!.durationSeconds - seconds)).toBeLessThan(0.06)
    expect(Math.abs(upload!.bytes - (44 + upload!.wav!.durationSeconds * rate * 2))).toBeLessThan(4)

    const voices = ((await (await fetch(`${sim}/v1/api/voices?limit=200`, { headers: { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' } })).json()) as { data: { name: string; language: string }[] }).data
    expect(voices).toContainEqual(expect.objectContaining({ name: 'E2E narrator', language: 'en' }))

    // The list is the console's own cache: it survives a reload.
    await page.reload()
    await expect(created.getByRole('row').filter({ hasText: 'E2E narrator' })).toBeVisible()
    await expect(page.getByTestId('pending-recording')).toBeHidden()
  })

  test('a recording core kept from before (a failed upload, a restart) can be played and saved from its card', async ({ page }) => {
    // What an upload leaves behind when the service call fails: the whole file in core, no voice.
    const wav = readFileSync(speechWav())
    const { uploadId, chunkBytes } = await invoke(host, 'voices.beginUpload', { totalBytes: wav.length, fileName: 'desk.wav', source: 'import' })
    for (let index = 0; index * chunkBytes < wav.length; index++) {
      await invoke(host, 'voices.uploadChunk', { uploadId, index, dataBase64: wav.subarray(index * chunkBytes, (index + 1) * chunkBytes).toString('base64') })
    }

    await openVoiceLab(page, host)
    const card = page.getByTestId('pending-recording')
    await expect(card).toContainText('15.1 s, 48000 Hz, imported (desk.wav)')
    await card.getByRole('button', { name: 'Listen' }).click()
    await expect.poll(() => card.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration)).toBeCloseTo(15.1, 1)
    await card.getByLabel('Voice name').fill('Desk voice')
    await card.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText('Voice “Desk voice” created.')).toBeVisible()
    await expect(card).toBeHidden()
    await expect(page.getByRole('table', { name: 'Voices created from this console' })).toContainText('Desk voice')
  })

  test('a silent take fails "too quiet" and can only be used when the supervisor says so; an imported file replaces it', async ({ playwright }) => {
    const browser = await playwright.chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs(silentWav())] })
    try {
      const page = await browser.newPage()
      await openVoiceLab(page, host)
      expect(Math.max(...(await meterReadings(page, 5)))).toBeLessThanOrEqual(-60)
      await record(page, 3)
      const level = page.locator('[data-check="level"]')
      await expect(level).toHaveAttribute('data-status', 'fail')
      await expect(level).toContainText('Too quiet')
      await expect(level).toContainText('Move closer to the microphone')

      await page.getByLabel('Voice name').fill('Silence')
      const upload = page.getByRole('button', { name: 'Upload and create voice' })
      await expect(upload).toBeDisabled()
      await page.getByLabel('Use this take anyway').check()
      await expect(upload).toBeEnabled()

      // Importing a file instead replaces the take, after asking: it was never uploaded.
      await page.getByLabel('Choose a file…').setInputFiles(speechWav())
      const dialog = page.getByRole('dialog', { name: 'Discard this take?' })
      await dialog.getByRole('button', { name: 'Discard it' }).click()
      await expect(page.getByText('imported from speech.wav')).toBeVisible()
      await expect(page.getByText(/^Uploads as WAV \(16-bit, mono, 48000 Hz\)/)).toBeVisible()
      await expect(page.getByTestId('take-duration')).toHaveText('15.1 s')
      await expect(page.locator('[data-check][data-status="fail"]')).toHaveCount(0)
    } finally {
      await browser.close()
    }
  })

  test('after a voice is created the lab starts over, and a second voice with the same name is warned about', async ({ page }) => {
    test.setTimeout(90_000)
    await openVoiceLab(page, host)
    await page.getByLabel('Choose a file…').setInputFiles(speechWav())
    await expect(page.getByText('imported from speech.wav')).toBeVisible()
    await page.getByLabel('Voice name').fill('Front desk')
    await page.getByLabel('Description').fill('The first one')
    await page.getByRole('button', { name: 'Upload and create voice' }).click()
    await expect(page.getByText('Voice “Front desk” created.')).toBeVisible({ timeout: 20_000 })

    // Reset: no take under review, and a new file is taken without asking to discard anything.
    await expect(page.getByRole('heading', { name: 'Review' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Record' })).toBeEnabled()
    await page.getByLabel('Choose a file…').setInputFiles(speechWav())
    await expect(page.getByText('imported from speech.wav')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Discard this take?' })).toHaveCount(0)
    await expect(page.getByLabel('Voice name')).toHaveValue('')
    await expect(page.getByLabel('Description')).toHaveValue('')
    await expect(page.getByText(/already has a voice named/)).toHaveCount(0)

    await page.getByLabel('Voice name').fill('front desk ')
    await expect(page.getByText('The workspace already has a voice named “Front desk”.', { exact: false })).toBeVisible()
    await page.getByLabel('Voice name').fill('Front desk 2')
    await expect(page.getByText(/already has a voice named/)).toHaveCount(0)
  })

  test("when the operating system refuses the microphone (the desktop app on macOS), the view says where to allow it and never records", async ({ page }) => {
    // The desktop app answers voices.microphoneAccess from macOS's privacy settings; here the Bridge's answer is replaced.
    let status = 'denied'
    const asked: boolean[] = []
    await page.routeWebSocket(/\/bridge/, (ws) => {
      const server = ws.connectToServer()
      ws.onMessage((message) => {
        const parsed = JSON.parse(String(message)) as { id: number; name: string; args: { ask: boolean } }
        if (parsed.name !== 'voices.microphoneAccess') return server.send(message)
        asked.push(parsed.args.ask)
        ws.send(JSON.stringify({ type: 'result', id: parsed.id, result: { ok: true, value: { status } } }))
      })
    })
    await page.goto(host.url)
    await page.getByRole('button', { name: 'Voice lab' }).click()
    const help = page.getByRole('alert').filter({ hasText: 'Switchboard may not use the microphone.' })
    await expect(help).toContainText('System Settings → Privacy & Security → Microphone')
    await expect(page.getByTestId('level-meter')).toBeHidden()
    // Opening the view only reads the status; "Try again" may let macOS ask (it will not, once refused).
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => asked).toEqual([false, true])
    await expect(help).toBeVisible()
    await expect(page.getByTestId('level-meter')).toBeHidden()
    // The rest of the voice lab still works: importing a file.
    await expect(page.getByLabel('Choose a file…')).toBeEnabled()

    status = 'restricted'
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(help).toContainText('Ask your administrator')
    await expect(help).not.toContainText('System Settings')

    status = 'granted'
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('level-meter')).not.toHaveAttribute('aria-valuetext', 'Microphone off')
    await expect(help).toBeHidden()
  })
})
