import { expect, test, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { nextSlot } from '../../src/renderer/callbacks/reschedule-slot'
import type { CallDisposition } from '../../src/shared/api'
import { startDemoConsole, type DemoConsole } from './fixtures/demo-console'
import { customerOf, writtenNumber } from './fixtures/written'

const SERVICE_HEADERS = { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' }
const ANY_HOUR = { start: '00:00', end: '00:00' }
const PHRASES = ['STOP', 'no further calls', 'do not call']

async function serviceDispositions(serviceUrl: string): Promise<CallDisposition[]> {
  const all: CallDisposition[] = []
  for (let page = 1; ; page++) {
    const response = await fetch(`${serviceUrl}/v1/api/call-dispositions?limit=200&page=${page}`, { headers: SERVICE_HEADERS })
    const body = (await response.json()) as { data: { dispositions: CallDisposition[]; totalPages: number } }
    all.push(...body.data.dispositions)
    if (page >= body.data.totalPages) return all
  }
}

/** The service's live calls to this number, as another client sees them. */
async function liveCallsTo(serviceUrl: string, phone: string): Promise<number> {
  const response = await fetch(`${serviceUrl}/v2/api/active-calls`, { headers: SERVICE_HEADERS })
  const live = ((await response.json()) as { data: { customerPhone: string }[] }).data
  return live.filter((call) => call.customerPhone === phone).length
}

let demo: DemoConsole
let serviceUrl: string
let callbacks: CallDisposition[]
const taken = new Set<string>()

/** An open callback of the Sales agent whose number no other callback has and nobody took yet. */
async function takeCallback(where: (d: CallDisposition) => boolean = () => true): Promise<CallDisposition> {
  for (;;) {
    const candidate = takeCandidate(where)
    // The demo has customers who asked not to be called: a test that needs a clean callback skips them.
    const preview = await demo.invoke('callbacks.previewCall', { dispositionId: candidate._id })
    if (preview.blocks.length === 0) return candidate
  }
}

function takeCandidate(where: (d: CallDisposition) => boolean): CallDisposition {
  const counts = new Map<string, number>()
  for (const d of callbacks) if (d.scheduledAt) counts.set(d.phoneNumber, (counts.get(d.phoneNumber) ?? 0) + 1)
  const found = callbacks.find(
    (d) =>
      d.scheduledAt !== null &&
      d.agentId === 'agt_sales' &&
      counts.get(d.phoneNumber) === 1 &&
      ['pending', 'scheduled'].includes(d.status) &&
      !/000[01]$/.test(d.phoneNumber) &&
      !taken.has(d._id) &&
      where(d),
  )
  if (!found) throw new Error('no suitable callback in the demo fixture')
  taken.add(found._id)
  return found
}

test.beforeAll(async () => {
  demo = await startDemoConsole()
  serviceUrl = demo.simUrl
  callbacks = await serviceDispositions(serviceUrl)
  // Calling hours get their own test; elsewhere every hour is allowed, whenever the suite runs.
  await demo.invoke('compliance.saveSettings', { phrases: PHRASES, window: ANY_HOUR })
  // The callbacks and conversations are in the console's cache (previewCall reads both: a
  // customer's "STOP" may be in a conversation, which syncs after the dispositions).
  await expect
    .poll(
      async () => {
        const status = await demo.invoke('sync.status', {})
        return ['dispositions', 'conversations'].filter((r) => status.resources.find((s) => s.resource === r)?.lastSuccessAt)
      },
      { timeout: 60_000 },
    )
    .toEqual(['dispositions', 'conversations'])
})
test.afterAll(async () => {
  await demo.stop()
})

async function openCallback(page: Page, callback: CallDisposition): Promise<Locator> {
  await page.goto(demo.host.url)
  await page.keyboard.press('Control+2')
  await expect(page.locator('[data-callback-row]').first()).toBeVisible({ timeout: 20_000 })
  await page.getByRole('search', { name: 'Filter callbacks' }).getByLabel('Phone number').fill(callback.phoneNumber)
  const rows = page.locator('li:has([data-callback-row])')
  await expect(rows.filter({ hasText: writtenNumber(callback.phoneNumber) })).toHaveCount(1)
  await expect(rows).toHaveCount(1)
  await rows.locator('[data-callback-row]').click()
  const detail = page.getByRole('complementary', { name: customerOf(callback) })
  await expect(detail).toBeVisible()
  return detail
}

const callDialog = (page: Page, callback: CallDisposition) =>
  page.getByRole('dialog', { name: `Call ${customerOf(callback)}?` })

test('a double click on Call now, then on the confirmation, places one call and shows it on the wall', async ({ page }) => {
  const callback = await takeCallback()
  const detail = await openCallback(page, callback)
  await detail.getByRole('button', { name: 'Call now' }).dblclick()
  const dialog = callDialog(page, callback)
  await expect(dialog).toContainText(`Sales Agent will call ${writtenNumber(callback.phoneNumber)}`)
  await dialog.getByRole('button', { name: 'Call now' }).dblclick()
  await expect(dialog).toBeHidden()
  await expect(detail.getByTestId('call-outcome')).toContainText('Calling now… on the live wall')
  await expect(detail.getByText(/^Noted in the callback: “Called by .+ on .+ at .+ with Sales Agent\.”$/)).toBeVisible()
  expect(await liveCallsTo(serviceUrl, callback.phoneNumber)).toBe(1)
  // The button stays usable for a later call, and a third click asks again rather than dialling.
  await detail.getByRole('button', { name: 'Call now' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect(await liveCallsTo(serviceUrl, callback.phoneNumber)).toBe(1)
})

test('a number added to the do-not-call list from its callback is flagged and cannot be called', async ({ page }) => {
  const callback = await takeCallback()
  const detail = await openCallback(page, callback)
  await detail.getByRole('button', { name: 'Add to do-not-call' }).click()
  const ask = page.getByRole('dialog', { name: `Add ${callback.phoneNumber} to the do-not-call list?` })
  await ask.getByLabel('Reason').fill('Asked by letter')
  await ask.getByRole('button', { name: 'Add to the list' }).click()
  await expect(ask).toBeHidden()
  await expect(page.locator('[data-flag="do-not-call"]')).toHaveText('⛔ Do not call')
  await expect(detail).toContainText('On the do-not-call list: Asked by letter')

  await detail.getByRole('button', { name: 'Call now' }).click()
  const dialog = callDialog(page, callback)
  await expect(dialog.locator('[data-block="do-not-call"]')).toContainText(`${callback.phoneNumber} is on the do-not-call list (Asked by letter)`)
  await expect(dialog.getByRole('alert')).toHaveText('This number cannot be called from the console.')
  await expect(dialog.getByRole('button', { name: /Call/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).click()
  expect(await liveCallsTo(serviceUrl, callback.phoneNumber)).toBe(0)
})

test('a callback whose notes say STOP is flagged, and calling it needs the override ticked', async ({ page }) => {
  const callback = await takeCallback()
  const detail = await openCallback(page, callback)
  await detail.getByLabel('Notes').fill('Customer replied STOP to the reminder text.')
  await detail.getByRole('button', { name: 'Save notes' }).click()
  await expect(page.locator('[data-flag="asked-not-to-call"]')).toHaveText('⚠ Asked not to be called')

  await detail.getByRole('button', { name: 'Call now' }).click()
  const dialog = callDialog(page, callback)
  await expect(dialog.locator('[data-block="asked-not-to-call"]')).toContainText('The customer asked not to be called ("STOP"): “Customer replied STOP to the reminder text.”')
  const callAnyway = dialog.getByRole('button', { name: 'Call anyway' })
  await expect(callAnyway).toBeDisabled()
  await dialog.getByLabel('I have checked: the customer agreed to this call').check()
  await callAnyway.click()
  await expect(detail.getByTestId('call-outcome')).toContainText('Calling now…')
  await expect(detail.getByTestId('call-outcome')).toContainText('with Sales Agent.')
  await expect.poll(() => liveCallsTo(serviceUrl, callback.phoneNumber)).toBe(1)
})

test("outside the calling hours the dialog names the customer's time and asks for the override", async ({ page }) => {
  await demo.invoke('app.setTimeZone', { zone: 'UTC' })
  const hour = (offset: number) => `${String((new Date().getUTCHours() + offset) % 24).padStart(2, '0')}:00`
  const callback = await takeCallback()
  await demo.invoke('compliance.saveSettings', { phrases: PHRASES, window: { start: hour(2), end: hour(4) } })
  try {
    const detail = await openCallback(page, callback)
    await detail.getByRole('button', { name: 'Call now' }).click()
    const block = callDialog(page, callback).locator('[data-block="quiet-hours"]')
    await expect(block).toContainText(/It is \d\d:\d\d for the customer \(UTC, the display zone/)
    await expect(block).toContainText(`calls are allowed from ${hour(2)} to ${hour(4)} their time`)
    await expect(block.getByLabel('Call anyway, outside their calling hours')).not.toBeChecked()
    await callDialog(page, callback).getByRole('button', { name: 'Cancel' }).click()
    expect(await liveCallsTo(serviceUrl, callback.phoneNumber)).toBe(0)
  } finally {
    await demo.invoke('compliance.saveSettings', { phrases: PHRASES, window: ANY_HOUR })
  }
})

test('the reschedule picker starts at the next quarter hour in the zone and refuses a past time', async ({ page }) => {
  const callback = await takeCallback((d) => Date.parse(d.scheduledAt!) < Date.now())
  await page.goto(demo.host.url)
  await demo.invoke('app.setTimeZone', { zone: 'Asia/Kathmandu' })
  const slotBefore = nextSlot(Date.now(), 'Asia/Kathmandu')
  const detail = await openCallback(page, callback)
  const picker = detail.getByLabel(/^New time/)
  const shown = await picker.inputValue()
  const slotAfter = nextSlot(Date.now(), 'Asia/Kathmandu')
  // An overdue callback's own time has passed: the picker offers the next quarter hour (UTC+5:45) at least 15 minutes ahead.
  expect([slotBefore, slotAfter]).toContain(shown)
  const before = (await serviceDispositions(serviceUrl)).find((d) => d._id === callback._id)?.scheduledAt
  await picker.fill('2024-01-02T09:00')
  await detail.getByRole('button', { name: 'Reschedule' }).click()
  // The time suggested is written as every other time in the console.
  await expect(detail.getByRole('alert')).toContainText(
    /^That time has passed in Asia\/Kathmandu \(GMT\+5:45\)\. Choose a later time, e\.g\. [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M GMT\+5:45\.$/,
  )
  expect((await serviceDispositions(serviceUrl)).find((d) => d._id === callback._id)?.scheduledAt).toBe(before)
  await demo.invoke('app.setTimeZone', { zone: 'UTC' })
})

test('a number added to the do-not-call list from a History conversation is on the list in Settings', async ({ page }) => {
  await page.goto(demo.host.url)
  await page.keyboard.press('Control+4')
  const history = page.getByRole('main', { name: 'History' })
  await history.getByRole('button', { name: 'Ada Lovelace' }).click({ timeout: 60_000 })
  const detail = history.getByRole('region', { name: 'Ada Lovelace' })
  await detail.getByRole('button', { name: 'Add to do-not-call' }).click()
  const ask = page.getByRole('dialog', { name: 'Add +14155550142 to the do-not-call list?' })
  await expect(ask.getByLabel('Reason')).toHaveValue(/^Asked not to be called \(conversation of .+\)$/)
  await ask.getByLabel('Reason').fill('Said so in the appointment reminder chat')
  await ask.getByRole('button', { name: 'Add to the list' }).click()
  const notifications = page.getByRole('region', { name: 'Notifications' })
  await expect(notifications.getByRole('status').filter({ hasText: '+14155550142 is on the do-not-call list.' })).toBeVisible()
  await page.keyboard.press('Control+,')
  await expect(page.getByTestId('do-not-call-list')).toContainText('Said so in the appointment reminder chat')
})

test('Settings → Compliance: import a CSV with a per-row report, remove with undo, export', async ({ page }) => {
  await page.goto(demo.host.url)
  await page.keyboard.press('Control+,')
  const section = page.getByTestId('compliance-section')
  await expect(section.getByRole('heading', { name: 'Compliance' })).toBeVisible()
  await section.locator('input[type=file]').setInputFiles({
    name: 'dnc.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('number,reason\n+44 20 7183 8750,Complaint\n020 7183 8751,no country code\n+33 1 42 68 53 00,\n'),
  })
  const report = section.getByTestId('import-report')
  await expect(report).toContainText('Imported: 2 added, 0 updated, 1 refused:')
  await expect(report).toContainText('Line 3 020 7183 8751,no country code: "020 7183 8751" is not a phone number in international format')
  const list = section.getByTestId('do-not-call-list')
  // In international format (the console's country is the United States), the stored form in its title.
  await expect(list.getByTitle('+442071838750')).toHaveText('+44 20 7183 8750')
  await expect(list).toContainText('Imported from a CSV file')

  await list.getByRole('button', { name: 'Remove +442071838750 from the list' }).click()
  await expect(list.getByTitle('+442071838750')).toHaveCount(0)
  await section.getByRole('button', { name: 'Undo' }).click()
  await expect(list.getByTitle('+442071838750')).toHaveText('+44 20 7183 8750')

  const download = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^do-not-call-\d{4}-\d\d-\d\d\.csv$/)
  const content = readFileSync((await file.path())!, 'utf8')
  expect(content).toContain("'+442071838750,Complaint,")
  expect(content).toContain("'+33142685300,Imported from a CSV file,")
})
