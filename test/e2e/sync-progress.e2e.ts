import { expect, test, type Page } from '@playwright/test'
import { freePort, startSimulatorProcess, type SimulatorProcess } from './fixtures/simulator-process'
import { invoke, startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

/**
 * A first sync slow enough to watch: 5,000 dispositions and 500 conversations
 * at 120 requests a minute (about 530 requests, several minutes). The
 * supervisor sees in the header what is synced, how far and the time left,
 * in Callbacks that the open callbacks are still being read (for the first
 * seconds), and in Settings → Sync when they are complete.
 */
let sim: SimulatorProcess
let host: RunningWebHost

test.beforeAll(async () => {
  sim = await startSimulatorProcess(await freePort(), ['--rate-limit', '120', '--active-calls', '4', '--dispositions', '5000', '--conversations', '500'])
  host = await startWebHostProcess()
  await invoke(host, 'workspaces.add', { baseUrl: sim.url, workspaceId: 'ws_demo', apiKey: 'demo-owner-key', requestsPerMinute: 120 })
})

test.afterAll(async () => {
  await host?.stop()
  await sim?.stop()
})

const shoot = async (page: Page, name: string) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({ path: `test-results/screenshots/${name}-${scheme}.png` })
  }
}

test('the first sync shows what it syncs, how far and the time left, in the header and in Settings', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(host.url)
  const views = page.getByRole('navigation', { name: 'Views' })
  // The open callbacks come before the rest of the dispositions: the queue says so until they are all read.
  await views.getByRole('button', { name: 'Callbacks', exact: true }).click()
  const loading = page.getByTestId('open-callbacks-loading')
  await expect(page.getByText('Callbacks appear once the call dispositions have been synced from the service.').or(loading)).toBeVisible()
  // Once they are read, long before the rest of the dispositions, the sections are there and complete.
  await expect(page.getByRole('heading', { name: /Due in the next hour/ })).toBeVisible({ timeout: 60_000 })
  await expect(loading).toBeHidden()
  const header = page.getByTestId('sync-progress')
  await expect(header).toContainText('First sync')
  // After ten answers the pace is known: the time left is an estimate in minutes or seconds.
  await expect(header).toContainText(/about \d+ (s|min) left|about \d+ h \d+ min left/, { timeout: 60_000 })
  await expect(header).toContainText(/(Agents|Flows|Voices|Dispositions|Conversations): /)
  const bar = header.getByRole('progressbar', { name: 'Sync progress' })
  const max = Number(await bar.getAttribute('max'))
  // The whole round is sized up front: about 530 requests, not just the resource running.
  expect(max).toBeGreaterThan(450)
  expect(max).toBeLessThan(700)

  await views.getByRole('button', { name: 'Settings', exact: true }).click()
  const section = page.getByTestId('sync-section')
  await expect(section.getByTestId('sync-section-progress')).toContainText(/of about \d+ requests/)
  // The open callbacks are read before the full walk of dispositions: complete long before the sync.
  await expect(section.getByTestId('open-callbacks')).toContainText('Open callbacks complete as of', { timeout: 60_000 })
  await expect(section.getByRole('row', { name: /Dispositions/ })).toContainText(/not synced yet|syncing now/)
  await expect(header).toBeVisible()
  await shoot(page, 'first-sync-settings')

  await views.getByRole('button', { name: 'Live calls', exact: true }).click()
  await expect(header).toContainText('First sync')
  await shoot(page, 'first-sync-header')
})
