import { expect, test, type Locator, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { CallDisposition } from '../../src/shared/api'
import { invoke, startWebHostProcess, type RunningWebHost } from './fixtures/web-host'
import { customerOf, writtenNumber } from './fixtures/written'

const SERVICE_HEADERS = { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' }
const NY = 'America/New_York'

/** Every disposition the service has, as another client lists them. */
async function serviceDispositions(serviceUrl: string): Promise<CallDisposition[]> {
  const all: CallDisposition[] = []
  for (let page = 1; ; page++) {
    const response = await fetch(`${serviceUrl}/v1/api/call-dispositions?limit=200&page=${page}`, { headers: SERVICE_HEADERS })
    const body = (await response.json()) as { data: { dispositions: CallDisposition[]; totalPages: number } }
    all.push(...body.data.dispositions)
    if (page >= body.data.totalPages) return all
  }
}

async function serviceCopy(serviceUrl: string, id: string): Promise<CallDisposition | undefined> {
  return (await serviceDispositions(serviceUrl)).find((d) => d._id === id)
}

/**
 * Open callbacks whose phone number no other callback has, so a phone filter
 * shows exactly one row; each test takes its own. Never Omar Haddad's
 * (`disp_demo_stop`): he texted STOP, so calling him asks for an override
 * (that is compliance.e2e.ts's case).
 */
class CallbackPicker {
  readonly #taken = new Set<string>()
  constructor(private readonly all: CallDisposition[]) {}

  take(where: (d: CallDisposition) => boolean): CallDisposition {
    const counts = new Map<string, number>()
    for (const d of this.all) if (d.scheduledAt) counts.set(d.phoneNumber, (counts.get(d.phoneNumber) ?? 0) + 1)
    const found = this.all.find(
      (d) =>
        d.scheduledAt !== null &&
        counts.get(d.phoneNumber) === 1 &&
        ['pending', 'scheduled'].includes(d.status) &&
        !/000[01]$/.test(d.phoneNumber) &&
        d._id !== 'disp_demo_stop' &&
        !this.#taken.has(d._id) &&
        where(d),
    )
    if (!found) throw new Error('no suitable callback in the demo fixture')
    this.#taken.add(found._id)
    return found
  }
}

async function openCallbacksView(page: Page, host: RunningWebHost): Promise<void> {
  await page.goto(host.url)
  await page.keyboard.press('Control+2')
  await expect(page.getByRole('heading', { level: 1, name: 'Callbacks' })).toBeVisible()
  await expect(page.locator('[data-callback-row]').first()).toBeVisible({ timeout: 20_000 })
}

function filters(page: Page): Locator {
  return page.getByRole('search', { name: 'Filter callbacks' })
}

/** Shows only this callback (by its phone number) and opens its detail. */
async function openCallback(page: Page, callback: CallDisposition): Promise<Locator> {
  await filters(page).getByLabel('Phone number').fill(callback.phoneNumber)
  // The filter applies after a short pause in typing: wait for this callback's row, alone.
  const rows = page.locator('li:has([data-callback-row])')
  await expect(rows.filter({ hasText: writtenNumber(callback.phoneNumber) })).toHaveCount(1)
  await expect(rows).toHaveCount(1)
  await rows.first().locator('[data-callback-row]').click()
  const detail = page.getByRole('complementary', { name: customerOf(callback) })
  await expect(detail).toBeVisible()
  return detail
}

async function reschedule(detail: Locator, local: string): Promise<void> {
  await detail.getByLabel(/^New time/).fill(local)
  await detail.getByRole('button', { name: 'Reschedule' }).click()
}

test.describe('callbacks on the demo workspace', () => {
  let host: RunningWebHost
  let serviceUrl: string
  let picker: CallbackPicker

  test.beforeAll(async () => {
    host = await startWebHostProcess(['--demo'])
    const list = await invoke(host, 'workspaces.list', {})
    serviceUrl = list.profiles.find((p) => p.active)!.baseUrl
    picker = new CallbackPicker(await serviceDispositions(serviceUrl))
    // Calling hours are tested in compliance.e2e.ts; here every hour is allowed, whenever the suite runs.
    await invoke(host, 'compliance.saveSettings', { phrases: ['STOP', 'no further calls', 'do not call'], window: { start: '00:00', end: '00:00' } })
  })
  test.afterAll(async () => {
    await host.stop()
  })

  test('reschedule through the picker: the service stores the new scheduledAt in UTC', async ({ page }) => {
    const callback = picker.take(() => true)
    await openCallbacksView(page, host)
    await filters(page).getByLabel('Time zone').selectOption('UTC')
    const detail = await openCallback(page, callback)
    await reschedule(detail, '2027-01-15T16:45')
    await expect(page.getByRole('status').filter({ hasText: 'Rescheduled 1 callback' })).toBeVisible()
    await expect.poll(async () => (await serviceCopy(serviceUrl, callback._id))?.scheduledAt).toBe('2027-01-15T16:45:00.000Z')
    await expect(detail.locator('dd time').first()).toHaveText(/Fri, Jan 15, 2027, 4:45\sPM UTC/)
  })

  test('a New York callback across the March 2027 change: shown and stored right on both sides', async ({ page }) => {
    const callback = picker.take(() => true)
    await openCallbacksView(page, host)
    await filters(page).getByLabel('Time zone').selectOption(NY)
    await expect(page.getByText(/Times in America\/New York \((EST|EDT)\)/)).toBeVisible()
    const detail = await openCallback(page, callback)
    const shown = detail.locator('dd time').first()

    // Saturday, before the change: EST, UTC-5.
    await reschedule(detail, '2027-03-13T09:00')
    await expect(shown).toHaveText(/Sat, Mar 13, 2027, 9:00\sAM EST/)
    await expect.poll(async () => (await serviceCopy(serviceUrl, callback._id))?.scheduledAt).toBe('2027-03-13T14:00:00.000Z')

    // Sunday, after it: EDT, UTC-4; the same wall time is an hour earlier in UTC.
    await reschedule(detail, '2027-03-14T09:00')
    await expect(shown).toHaveText(/Sun, Mar 14, 2027, 9:00\sAM EDT/)
    await expect.poll(async () => (await serviceCopy(serviceUrl, callback._id))?.scheduledAt).toBe('2027-03-14T13:00:00.000Z')

    // 02:30 does not exist that night: it moves forward by the hour skipped.
    await reschedule(detail, '2027-03-14T02:30')
    await expect(shown).toHaveText(/Sun, Mar 14, 2027, 3:30\sAM EDT/)
    await expect.poll(async () => (await serviceCopy(serviceUrl, callback._id))?.scheduledAt).toBe('2027-03-14T07:30:00.000Z')
    await expect(detail.getByLabel(/^New time/)).toHaveValue('2027-03-14T03:30')

    // The same instant in Berlin, still on winter time there.
    await filters(page).getByLabel('Time zone').selectOption('Europe/Berlin')
    await expect(shown).toHaveText(/Sun, Mar 14, 2027, 8:30\sAM GMT\+1/)
  })

  test('snooze an overdue callback by an hour: it moves to Due in the next hour', async ({ page }) => {
    const callback = picker.take((d) => Date.parse(d.scheduledAt!) < Date.now() - 3_600_000)
    await openCallbacksView(page, host)
    const detail = await openCallback(page, callback)
    await expect(page.getByRole('region', { name: /^Overdue/ }).locator('[data-callback-row]')).toHaveCount(1)
    const before = Math.floor(Date.now() / 60_000) * 60_000
    await detail.getByRole('button', { name: '+1 h' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Snoozed until' })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Due in the next hour/ }).locator('[data-callback-row]')).toHaveCount(1)
    // An hour from the minute the snooze was made (the click may cross a minute boundary).
    await expect
      .poll(async () => {
        const at = (await serviceCopy(serviceUrl, callback._id))?.scheduledAt
        const later = at ? Date.parse(at) - before : 0
        return later === 3_600_000 || later === 3_660_000
      })
      .toBe(true)
  })

  test('notes are saved to the service', async ({ page }) => {
    const callback = picker.take(() => true)
    await openCallbacksView(page, host)
    const detail = await openCallback(page, callback)
    await detail.getByLabel('Notes').fill('Prefers mornings; ask for the account owner.')
    await detail.getByRole('button', { name: 'Save notes' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Notes saved.' })).toBeVisible()
    await expect.poll(async () => (await serviceCopy(serviceUrl, callback._id))?.notes).toBe('Prefers mornings; ask for the account owner.')
    await expect(page.locator('li:has([data-callback-row])')).toContainText('Prefers mornings; ask for the account owner.')
  })

  test('call now creates an active call and links to it on the live wall', async ({ page }) => {
    const callback = picker.take((d) => d.agentId === 'agt_sales')
    await openCallbacksView(page, host)
    const detail = await openCallback(page, callback)
    await expect(detail.getByLabel('Call with')).toHaveValue('agt_sales')
    await detail.getByRole('button', { name: 'Call now' }).click()
    const dialog = page.getByRole('dialog', { name: `Call ${customerOf(callback)}?` })
    await expect(dialog).toContainText(`Sales Agent will call ${writtenNumber(callback.phoneNumber)}`)
    await dialog.getByRole('button', { name: 'Call now' }).click()
    const open = detail.getByRole('button', { name: 'Open the live call' })
    await expect(open).toBeVisible()
    const response = await fetch(`${serviceUrl}/v2/api/active-calls`, { headers: SERVICE_HEADERS })
    const live = ((await response.json()) as { data: { customerPhone: string; aiAgentName: string }[] }).data
    expect(live.find((call) => call.customerPhone === callback.phoneNumber)).toMatchObject({ aiAgentName: 'Sales Agent' })
    // While the call is live the callback says so, and stays open: its outcome waits for the call to end.
    await expect(detail.getByTestId('call-outcome')).toContainText('Calling now… on the live wall')
    await expect(page.locator('li:has([data-callback-row]) [data-calling]')).toHaveText(/Calling now…/)
    await expect(detail.getByLabel('Outcome of the call')).toHaveCount(0)
    expect((await serviceCopy(serviceUrl, callback._id))?.status).toBe(callback.status)
    await open.click()
    await expect(page).toHaveURL(/#\/calls/)
    // The link opens that call's detail on the wall.
    await expect(page).toHaveURL(/#\/calls\?room=/)
    await expect(page.getByRole('complementary').filter({ hasText: writtenNumber(callback.phoneNumber) })).toBeVisible()
  })

  test('once the call has ended the supervisor chooses its outcome, by keyboard, and it is sent', async ({ page }) => {
    const callback = picker.take((d) => d.agentId === 'agt_sales')
    await openCallbacksView(page, host)
    const detail = await openCallback(page, callback)
    await detail.getByRole('button', { name: 'Call now' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Call now' }).click()
    const outcome = detail.getByTestId('call-outcome')
    await expect(outcome).toContainText('Calling now… on the live wall')
    // How the call is going, as the wall shows it.
    await expect(outcome).toContainText(/Sentiment: [A-Z][a-z]+/)
    await expect(detail.getByText(/^Noted in the callback: “Called by .+ on .+ at .+ with Sales Agent\.”$/)).toBeVisible()
    const response = await fetch(`${serviceUrl}/v2/api/active-calls`, { headers: SERVICE_HEADERS })
    const live = ((await response.json()) as { data: { roomName: string; customerPhone: string }[] }).data
    const room = live.find((call) => call.customerPhone === callback.phoneNumber)!.roomName
    await fetch(`${serviceUrl}/v2/api/active-calls/${encodeURIComponent(room)}/end-call`, { method: 'POST', headers: SERVICE_HEADERS })
    await expect(outcome).toContainText('The call has ended')
    await expect(outcome).toContainText('How did it go?')
    const choice = detail.getByLabel('Outcome of the call')
    await choice.focus()
    await choice.selectOption('completed')
    await page.keyboard.press('Tab')
    await expect(detail.getByRole('button', { name: 'Save outcome' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Outcome saved: completed.' })).toBeVisible()
    await expect.poll(async () => (await serviceCopy(serviceUrl, callback._id))?.status).toBe('completed')
    await expect(outcome).toContainText('Outcome: Completed.')
    const notes = (await serviceCopy(serviceUrl, callback._id))?.notes ?? ''
    expect(notes.split('\n').at(-1)).not.toMatch(/\b(call|room|agt|disp)_/)
  })

  test('call now with an agent that has no phone number says so', async ({ page }) => {
    const callback = picker.take(() => true)
    await openCallbacksView(page, host)
    const detail = await openCallback(page, callback)
    await detail.getByLabel('Call with').selectOption('agt_unassigned')
    await detail.getByRole('button', { name: 'Call now' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Call now' }).click()
    await expect(detail.getByRole('alert')).toHaveText(
      'The agent "Unassigned Agent" has no phone number configured, so it cannot place calls. Assign it a number in Admin, or choose another agent.',
    )
  })

  test('a reminder when a callback falls due: a desktop notification that opens it from another view', async ({ page }) => {
    test.setTimeout(150_000)
    await page.addInitScript(() => {
      const shown: { title: string; body: string; onclick: (() => void) | null }[] = []
      class RecordedNotification {
        static permission = 'granted'
        static requestPermission = async () => 'granted'
        onclick: (() => void) | null = null
        constructor(
          readonly title: string,
          options?: { body?: string },
        ) {
          shown.push(Object.assign(this, { body: options?.body ?? '' }))
        }
        close(): void {}
      }
      Object.assign(window, { Notification: RecordedNotification, shownNotifications: shown })
    })
    const callback = picker.take(() => true)
    await openCallbacksView(page, host)
    await filters(page).getByLabel('Time zone').selectOption('UTC')
    const detail = await openCallback(page, callback)
    // The next whole minute (a past time is refused): due then, so the next round of reminders (every 30 s) announces it.
    const due = Math.ceil((Date.now() + 5_000) / 60_000) * 60_000
    await reschedule(detail, new Date(due).toISOString().slice(0, 16))
    await page.keyboard.press('Control+,')
    const title = `Callback due: ${callback.customerName || callback.phoneNumber}`
    const shownTitles = () =>
      page.evaluate(() => (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications.map((n) => n.title))
    await expect.poll(shownTitles, { timeout: 120_000 }).toContain(title)
    await page.evaluate((wanted) => {
      const shown = (window as unknown as { shownNotifications: { title: string; onclick: (() => void) | null }[] }).shownNotifications
      shown.find((n) => n.title === wanted)?.onclick?.()
    }, title)
    await expect(page).toHaveURL(new RegExp(`#/callbacks\\?id=${callback._id}`))
    await expect(page.getByRole('complementary', { name: customerOf(callback) })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Callbacks due now' })).toContainText(customerOf(callback))
    expect((await shownTitles()).filter((t) => t === title)).toHaveLength(1)
  })

  test('bulk status from the keyboard and the section box, after a confirmation', async ({ page }) => {
    const all = await serviceDispositions(serviceUrl)
    const chosen = all.filter((d) => d.batchId === 'bat_demo_2' && d.status === 'pending' && d.scheduledAt && Date.parse(d.scheduledAt) < Date.now())
    expect(chosen.length).toBeGreaterThan(1)
    await openCallbacksView(page, host)
    await filters(page).getByLabel('Batch').selectOption('bat_demo_2')
    await filters(page).getByLabel('Status').selectOption('pending')
    const overdue = page.getByRole('region', { name: /^Overdue/ })
    await expect(overdue.locator('[data-callback-row]')).toHaveCount(chosen.length)

    const bulk = page.getByRole('region', { name: 'Selected callbacks' })
    await overdue.locator('[data-callback-row]').first().focus()
    await page.keyboard.press('x')
    await expect(bulk).toContainText('1 selected')
    await page.keyboard.press('Escape')
    await expect(bulk).toHaveCount(0)

    await overdue.getByLabel('Select every callback in Overdue').check()
    await expect(bulk).toContainText(`${chosen.length} selected`)
    await bulk.getByLabel('Set the status of the selection').selectOption('cancelled')
    await bulk.getByRole('button', { name: 'Change status' }).click()
    const dialog = page.getByRole('dialog', { name: `Change the status of ${chosen.length} callbacks?` })
    await dialog.getByRole('button', { name: 'Mark as cancelled' }).click()
    await expect
      .poll(async () => {
        const now = await serviceDispositions(serviceUrl)
        return chosen.every((c) => now.find((d) => d._id === c._id)?.status === 'cancelled')
      })
      .toBe(true)
    await expect(overdue.locator('[data-callback-row]')).toHaveCount(0)
    await expect(bulk).toHaveCount(0)
  })
})

interface ServiceProcess {
  url: string
  port: number
  stop(): Promise<void>
}

/** The simulator as its own process (`npm run sim`), so it can be stopped and started again on the same port. */
async function startServiceProcess(port: number, startTime: string): Promise<ServiceProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/simulator/cli.ts', '--port', String(port), '--seed', '21', '--plan', 'enterprise', '--active-calls', '2', '--start-time', startTime],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('simulator did not start in 20 s')), 20_000)
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^Simulator listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line)
      if (m) {
        clearTimeout(timer)
        resolve(m[1]!)
      }
    })
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code}`)))
  })
  return {
    url,
    port: Number(new URL(url).port),
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

test('offline: a reschedule waits as pending and is replayed when the service is back; a conflict is resolved here', async ({ page }) => {
  test.setTimeout(120_000)
  const startTime = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString()
  let service = await startServiceProcess(0, startTime)
  const host = await startWebHostProcess([])
  try {
    await invoke(host, 'workspaces.add', { baseUrl: service.url, workspaceId: 'ws_demo', apiKey: 'demo-owner-key', plan: 'enterprise' })
    const picker = new CallbackPicker(await serviceDispositions(service.url))
    const moved = picker.take(() => true)
    const noted = picker.take(() => true)
    await openCallbacksView(page, host)
    await filters(page).getByLabel('Time zone').selectOption('UTC')

    await service.stop()
    await expect(page.getByText(/You are offline/)).toBeVisible({ timeout: 20_000 })
    let detail = await openCallback(page, moved)
    await reschedule(detail, '2027-02-02T11:15')
    await expect(page.getByRole('status').filter({ hasText: 'will be sent when the connection is back' })).toBeVisible()
    const row = page.locator('li:has([data-callback-row])')
    await expect(row.getByText('Edit pending', { exact: true })).toBeVisible()
    await expect(detail.getByRole('list', { name: 'Unsent edits' })).toContainText('Waiting to be sent')

    // The same service comes back (same seed and clock origin): the edit is replayed.
    service = await startServiceProcess(service.port, startTime)
    await expect.poll(async () => (await serviceCopy(service.url, moved._id))?.scheduledAt, { timeout: 30_000 }).toBe('2027-02-02T11:15:00.000Z')
    await expect(row.getByText('Edit pending', { exact: true })).toHaveCount(0)

    // Offline again, a note; the service comes back changed by someone else (its records an hour later).
    await service.stop()
    await expect(page.getByText(/You are offline/)).toBeVisible({ timeout: 20_000 })
    detail = await openCallback(page, noted)
    await detail.getByLabel('Notes').fill('Written offline.')
    await detail.getByRole('button', { name: 'Save notes' }).click()
    await expect(row.getByText('Edit pending', { exact: true })).toBeVisible()
    service = await startServiceProcess(service.port, new Date(Date.parse(startTime) + 3_600_000).toISOString())
    const theirs = (await serviceCopy(service.url, noted._id))!
    await expect(row.getByText('Conflict', { exact: true })).toBeVisible({ timeout: 30_000 })
    await page.getByRole('alert').filter({ hasText: 'conflicts with changes made elsewhere' }).getByRole('button', { name: 'Review' }).click()
    const dialog = page.getByRole('dialog', { name: 'Which version should be kept?' })
    await expect(dialog.getByRole('row', { name: /^Notes/ })).toContainText('Written offline.')
    await dialog.getByRole('button', { name: 'Keep mine' }).click()
    await expect.poll(async () => (await serviceCopy(service.url, noted._id))?.notes, { timeout: 20_000 }).toBe('Written offline.')
    expect((await serviceCopy(service.url, noted._id))?.scheduledAt).toBe(theirs.scheduledAt)
  } finally {
    await host.stop()
    await service.stop()
  }
})
