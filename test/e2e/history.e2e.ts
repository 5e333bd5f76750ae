import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { startDemoConsole } from './fixtures/demo-console'
import { invoke, startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

/**
 * History offline: the console syncs the demo workspace from a simulator this
 * test runs as a child process, the simulator is stopped, and everything in
 * History still works from the cache. Restarting the simulator on the same
 * port clears the offline banner.
 */
let host: RunningWebHost
let sim: ChildProcess | null = null
let port = 0

/** A free loopback port, so the simulator can come back on the same one. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port: free } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return free
}

async function startSim(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/simulator/cli.ts', '--port', String(port), '--plan', 'business'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`simulator did not start: ${stderr}`)), 30_000)
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('Simulator listening on')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code}: ${stderr}`)))
  })
  return child
}

async function stopSim(): Promise<void> {
  const child = sim
  sim = null
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

test.beforeAll(async () => {
  port = await freePort()
  sim = await startSim()
  host = await startWebHostProcess()
  await invoke(host, 'workspaces.add', {
    baseUrl: `http://127.0.0.1:${port}`,
    workspaceId: 'ws_demo',
    apiKey: 'demo-owner-key',
    plan: 'business',
  })
})

test.afterAll(async () => {
  await stopSim()
  await host?.stop()
})

test('history works offline: browse, open conv_demo_1, search to the message, export CSV; the banner clears when back', async ({ page }) => {
  test.setTimeout(150_000)
  await page.goto(host.url)
  await page.keyboard.press('Control+4')
  const history = page.getByRole('main', { name: 'History' })
  await expect(history.getByRole('heading', { name: 'History', level: 1 })).toBeVisible()

  // The list fills as the first sync lands, and reloads when the conversations have synced.
  await expect(history.getByRole('navigation', { name: 'Conversation pages' })).toContainText('Page 1 of 4 · 162 conversations', {
    timeout: 60_000,
  })
  await expect(history.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible()

  await stopSim()
  await page.reload()
  const banner = history.getByRole('status', { name: 'Offline' })
  await expect(banner).toBeVisible({ timeout: 20_000 })
  await expect(banner).toContainText(/Conversations\s*synced/)
  await banner.screenshot({ path: 'reports/screenshots/history-offline-light.png' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await banner.screenshot({ path: 'reports/screenshots/history-offline-dark.png' })
  await page.emulateMedia({ colorScheme: 'light' })

  // Browse: page through, filter by agent, open conv_demo_1.
  const pages = history.getByRole('navigation', { name: 'Conversation pages' })
  await pages.getByRole('button', { name: 'Next' }).click()
  await expect(pages).toContainText('Page 2 of 4')
  await pages.getByRole('button', { name: 'Previous' }).click()
  await expect(pages).toContainText('Page 1 of 4')
  const filters = history.getByRole('group', { name: 'Conversation filters' })
  await filters.getByLabel('Direction').selectOption('outbound')
  // A click anywhere on the row opens it, as on a callback row (here: its "Last message" cell).
  await history.getByRole('row').filter({ hasText: 'Ada Lovelace' }).getByRole('cell').nth(3).click()
  const detail = history.getByRole('region', { name: 'Ada Lovelace' })
  const messages = detail.getByRole('list', { name: 'Messages' }).getByRole('listitem')
  await expect(messages).toHaveCount(8)
  await expect(messages.first()).toContainText('Hello Ada! This is a reminder of your appointment tomorrow at 10:00.')
  // The speaker as the message's direction says it, with the time in the display zone, the zone named.
  await expect(messages.first()).toContainText('AI agent')
  await expect(messages.nth(1)).toContainText('Customer')
  await expect(messages.first().locator('time')).toHaveText(/\d:\d{2}:\d{2}\s[AP]M [A-Z]/)
  await detail.getByRole('button', { name: 'Refresh from service' }).click()
  await expect(detail.getByRole('status').filter({ hasText: 'Offline' })).toContainText('cached at the last sync')
  await detail.getByRole('button', { name: 'Close conversation' }).click()
  await filters.getByRole('button', { name: 'Clear filters' }).click()

  // Search a word of conv_demo_1 and land on its message.
  await page.keyboard.press('/')
  const box = history.getByRole('searchbox', { name: 'Search history' })
  await expect(box).toBeFocused()
  await box.pressSequentially('aftern', { delay: 40 })
  const results = history.getByRole('region', { name: 'Search results' })
  const hit = results.getByRole('button', { name: /Ada Lovelace.*afternoon/ })
  await expect(hit).toBeVisible()
  await expect(hit.locator('mark')).toHaveText('afternoon')
  await hit.click()
  const landed = history.getByRole('region', { name: 'Ada Lovelace' }).locator('li[aria-current="true"]')
  await expect(landed).toContainText('Hi, is it possible to move it to the afternoon?')
  await expect(landed).toBeFocused()
  await expect(landed).toBeInViewport()

  // Export the list as CSV.
  const exports = history.getByRole('group', { name: 'Export conversations' })
  const [download] = await Promise.all([page.waitForEvent('download'), exports.getByRole('button', { name: 'Export CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^switchboard-conversations-ws_demo-\d{8}-\d{4}\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '')
  const lines = csv.split('\r\n').filter((line) => /^conv_/.test(line))
  expect(csv.split('\r\n')[0]).toBe('Conversation,Customer,Phone,Email,Agent,Flow,Direction,Messages,Last message,Last message at,Started at,Updated at')
  expect(lines).toHaveLength(162)
  expect(lines.find((line) => line.startsWith('conv_demo_1,'))).toMatch(/^conv_demo_1,Ada Lovelace,'\+14155550142,ada\.lovelace@example\.com,/)
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toContainText('Exported 162 rows')

  // The service is back on the same address: the banner goes.
  sim = await startSim()
  await expect(banner).toBeHidden({ timeout: 60_000 })
})

test('when the service has no list of conversations, History says why and still opens one by its id', async ({ page }) => {
  const demo = await startDemoConsole()
  try {
    await demo.sim('PUT', '/quirks', { missingLists: ['conversations'] })
    await demo.invoke('sync.now', { resource: 'conversations' })
    await page.goto(demo.host.url)
    await page.keyboard.press('Control+4')
    const history = page.getByRole('main', { name: 'History' })
    const notice = history.getByRole('status', { name: 'Conversations not listed' })
    await expect(notice).toContainText('Conversations cannot be listed. The service has no list of conversations (it answered 404)', {
      timeout: 30_000,
    })
    await notice.screenshot({ path: 'reports/screenshots/history-unlisted-light.png' })
    await page.emulateMedia({ colorScheme: 'dark' })
    await notice.screenshot({ path: 'reports/screenshots/history-unlisted-dark.png' })
    await notice.getByLabel('Open a conversation by id').fill('conv_demo_1')
    await notice.getByRole('button', { name: 'Open' }).click()
    await expect(history.getByRole('region', { name: 'Ada Lovelace' })).toBeVisible()
  } finally {
    await demo.stop()
  }
})
