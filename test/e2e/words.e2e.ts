import { expect, test, type Page } from '@playwright/test'
import { consoleTour } from './fixtures/console-tour'
import { startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

// The demo console (its key in memory: no keychain needed), every view and main state.
let host: RunningWebHost
const TOUR = consoleTour('en')
test.beforeAll(async () => {
  host = await startWebHostProcess(['--demo'])
})
test.afterAll(async () => {
  await host.stop()
})

/** What never reaches the screen (docs/glossary.md, "Never shown"). */
const NEVER_SHOWN: readonly { what: string; pattern: RegExp }[] = [
  { what: 'an ISO timestamp', pattern: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/g },
  { what: 'an internal id', pattern: /\b(?:agt|bat|call|conv|disp|flw|fld|job|kb|pn|room|voice|wsp?)_[A-Za-z0-9]{4,}/g },
  { what: 'a snake_case service value', pattern: /\b[a-z]+(?:_[a-z]+)+\b/g },
  { what: 'an internal word', pattern: /\b(?:sightings?|polls?|polling|E\.164)\b/gi },
]

/** A timing for developers: only Settings → Diagnostics shows one. */
const TIMING = /\d(?:\.\d+)? ms\b/g

async function findings(page: Page, stop: string): Promise<string[]> {
  let shown = await page.locator('body').innerText()
  // Admin quotes the service's own identifiers, as code, for setting the service up (docs/glossary.md).
  for (const code of await page.getByRole('main', { name: 'Admin' }).locator('code').allInnerTexts()) shown = shown.replace(code, '')
  const diagnostics = page.getByRole('region', { name: 'Diagnostics' })
  const outsideDiagnostics = (await diagnostics.count()) > 0 ? shown.replace(await diagnostics.innerText(), '') : shown
  const found = NEVER_SHOWN.flatMap(({ what, pattern }) => [...shown.matchAll(pattern)].map((m) => `${stop}: ${what}, “${m[0]}”`))
  found.push(...[...outsideDiagnostics.matchAll(TIMING)].map((m) => `${stop}: a timing outside Diagnostics, “${m[0]}”`))
  return [...new Set(found)]
}

/** A callback's picker set to a past time: the error suggests a time in the console's one format. */
async function pastReschedule(page: Page): Promise<void> {
  const detail = page.locator('.reschedule').first()
  await detail.locator('input[type="datetime-local"]').fill('2020-01-06T09:00')
  await detail.getByRole('button', { name: 'Reschedule' }).click()
  await expect(detail.getByRole('alert')).toContainText('That time has passed')
}

test('no view or main state shows an id, an ISO timestamp, a service value as sent, an internal word or a timing', async ({ browser }) => {
  // Two dozen states on a busy wall: minutes on a loaded machine.
  test.setTimeout(600_000)
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(host.url)
  // Every list filled in first: a view read while the first sync runs shows less.
  await expect(page.getByRole('progressbar', { name: 'Sync progress' })).toHaveCount(0, { timeout: 120_000 })
  const found: string[] = []
  for (const stop of TOUR) {
    await page.setViewportSize(stop.viewport)
    await stop.reach(page)
    found.push(...(await findings(page, stop.name)))
    if (stop.name === 'history-calls' || stop.name === 'history-dispositions') {
      // A call's and a disposition's detail, beside their lists.
      const calls = stop.name === 'history-calls'
      await page.getByRole('table', { name: calls ? 'Calls' : 'Dispositions', exact: true }).locator('tbody tr').first().getByRole('button').click()
      await expect(page.locator(calls ? '#call-transcript-title' : '#disposition-title')).toBeVisible()
      found.push(...(await findings(page, `${stop.name}-detail`)))
    }
    if (stop.name === 'callbacks-detail') {
      await pastReschedule(page)
      found.push(...(await findings(page, 'callbacks-reschedule-error')))
      // An edit for the activity log to describe: its new time and the service's answer.
      await page.locator('.reschedule').first().getByRole('group', { name: 'Snooze' }).getByRole('button', { name: '+15 min' }).click()
      await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/^Snoozed /)).toBeVisible()
    }
    if (stop.name === 'campaigns-batch') {
      await page.getByRole('region', { name: 'Calls of the batch' }).getByRole('button', { name: 'Customer 2', exact: true }).click()
      await expect(page.getByRole('complementary', { name: 'Call to Customer 2' })).toBeVisible()
      found.push(...(await findings(page, 'campaigns-batch-call')))
      // The callback snoozed and the batch started above are in the activity log now.
      await page.evaluate(() => (window.location.hash = '#/history'))
      await page.getByRole('tablist', { name: 'History' }).getByRole('tab', { name: 'Activity' }).click()
      await expect(page.getByRole('table', { name: 'Activity' }).locator('tbody tr').first()).toBeVisible()
      found.push(...(await findings(page, 'history-activity-after-edits')))
    }
  }
  await context.close()
  expect(found).toEqual([])
})

test('the reschedule picker reads its time back, and its error suggests one, in the console’s format', async ({ page }) => {
  await page.goto(host.url)
  for (const stop of TOUR.slice(0, TOUR.findIndex((s) => s.name === 'callbacks-detail') + 1)) {
    await page.setViewportSize(stop.viewport)
    await stop.reach(page)
  }
  await pastReschedule(page)
  const detail = page.locator('.reschedule').first()
  // `Mon, Jan 6, 2020, 9:00 AM EST`: weekday, month, day, year, time and zone, as formatDateTime writes it.
  const formatted = /[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M \S+/
  await expect(detail.getByRole('alert')).toContainText(formatted)
  await expect(detail.getByText(/^Mon, Jan 6, 2020, 9:00\sAM /)).toBeVisible()
})
