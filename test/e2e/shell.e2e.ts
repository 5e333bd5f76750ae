import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import WebSocket from 'ws'
import { invoke, startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

let host: RunningWebHost

const navButton = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: label, exact: true })

test.beforeAll(async () => {
  host = await startWebHostProcess()
})

test.afterAll(async () => {
  await host.stop()
})

test('the console shell renders and Settings shows app.info from the host', async ({ page }) => {
  await page.goto(host.url)
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible()
  for (const label of ['Live calls', 'Callbacks', 'Voice lab', 'History', 'Admin', 'Campaigns', 'Insights', 'Settings']) {
    await expect(navButton(page, label)).toBeVisible()
  }
  await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('button')).toHaveCount(8)
  // The token leaves the address bar once it is read.
  expect(page.url()).not.toContain('token=')

  await navButton(page, 'Settings').click()
  await expect(page.getByTestId('app-version')).toHaveText(/^Switchboard \d+\.\d+\.\d+/)
  await expect(page.getByTestId('app-host')).toHaveText('Browser host')
  await expect(page.getByTestId('app-data-dir')).toHaveText(host.dataDir)
  await expect(page.getByRole('status').filter({ hasText: 'No workspace' })).toBeVisible()
})

test('keyboard: arrow keys move along the navigation and Ctrl+, opens Settings', async ({ page }) => {
  await page.goto(host.url)
  await navButton(page, 'Live calls').focus()
  await page.keyboard.press('ArrowDown')
  await expect(navButton(page, 'Callbacks')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(navButton(page, 'Callbacks')).toHaveAttribute('aria-current', 'page')
  await page.keyboard.press('Control+,')
  await expect(page.getByTestId('app-info')).toBeVisible()
})

test('at 1024 × 700 a long view scrolls inside the console: the page itself never scrolls, the header stays', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 })
  await page.goto(host.url)
  for (const label of ['Live calls', 'Callbacks', 'Voice lab', 'History', 'Admin', 'Campaigns', 'Insights', 'Settings']) {
    await navButton(page, label).click()
    await expect(navButton(page, label)).toHaveAttribute('aria-current', 'page')
    const extent = await page.evaluate(() => ({ page: document.scrollingElement!.scrollHeight, window: innerHeight }))
    expect(extent.page, `${label}: the page is taller than the window`).toBe(extent.window)
  }
  // Settings is longer than the window: it scrolls in main, and the header is still on screen.
  await page.getByRole('main').evaluate((main) => main.scrollTo(0, main.scrollHeight))
  expect(await page.getByRole('main').evaluate((m) => m.scrollTop)).toBeGreaterThan(0)
  await expect(page.locator('header .brand')).toBeInViewport()
})

test('a reload keeps the session without the token in the URL', async ({ page }) => {
  await page.goto(host.url)
  await navButton(page, 'Settings').click()
  await page.reload()
  await expect(page.getByTestId('app-host')).toHaveText('Browser host')
})

function openSocket(url: string, origin: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { origin })
    ws.on('open', () => {
      ws.close()
      resolve('open')
    })
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.on('error', () => resolve(-1))
  })
}

test('the WebSocket refuses a wrong token, a missing token, a foreign Origin and a rebinding Host', async () => {
  const ws = host.origin.replace('http', 'ws')
  expect(await openSocket(`${ws}/bridge?token=${host.token}`, host.origin)).toBe('open')
  expect(await openSocket(`${ws}/bridge?token=wrong${host.token}`, host.origin)).toBe(403)
  expect(await openSocket(`${ws}/bridge`, host.origin)).toBe(403)
  expect(await openSocket(`${ws}/bridge?token=${host.token}`, 'http://evil.example')).toBe(403)

  const port = new URL(host.origin).port
  const rebinding = await new Promise<number>((resolve) => {
    const socket = new WebSocket(`${ws}/bridge?token=${host.token}`, {
      origin: `http://attacker.example:${port}`,
      headers: { host: `attacker.example:${port}` },
    })
    socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    socket.on('open', () => resolve(200))
  })
  expect(rebinding).toBe(403)
})

test('the HTTP API refuses calls without the token and answers typed errors for bad commands', async () => {
  const call = (headers: Record<string, string>, body: unknown) =>
    fetch(`${host.origin}/api/invoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  expect((await call({ origin: host.origin }, { name: 'app.info', args: {} })).status).toBe(403)
  const good = await call({ origin: host.origin, 'x-switchboard-token': host.token }, { name: 'app.info', args: {} })
  expect(await good.json()).toMatchObject({ ok: true, value: { host: 'web' } })
  const bad = await call({ origin: host.origin, 'x-switchboard-token': host.token }, { name: 'app.info', args: { x: 1 } })
  expect(await bad.json()).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
  const unknown = await call({ origin: host.origin, 'x-switchboard-token': host.token }, { name: 'nope', args: {} })
  expect(await unknown.json()).toMatchObject({ ok: false, error: { code: 'unknown_command' } })
})

test('another site cannot use the HTTP API, even knowing the token: a foreign or missing Origin is refused', async ({ page }) => {
  const askWith = (headers: Record<string, string>) =>
    fetch(`${host.origin}/api/invoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-switchboard-token': host.token, ...headers },
      body: JSON.stringify({ name: 'app.info', args: {} }),
    })
  const origins: Record<string, string>[] = [{ origin: 'http://evil.example' }, { origin: 'null' }, {}]
  for (const headers of origins) {
    const refused = await askWith(headers)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toBe('Refused: Origin is not this console.')
  }

  // A real page of another origin (another loopback port) sends what a stolen token allows: Chromium adds its Origin.
  const attacker = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<title>elsewhere</title>'))
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
  try {
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`)
    const outcome = await page.evaluate(
      async ({ url, token }) => {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-switchboard-token': token },
            body: JSON.stringify({ name: 'workspaces.add', args: { label: 'Stolen', baseUrl: 'http://127.0.0.1:9', workspaceId: 'ws_x', apiKey: 'k' } }),
          })
          return `answered ${response.status}`
        } catch {
          return 'blocked'
        }
      },
      { url: `${host.origin}/api/invoke`, token: host.token },
    )
    // The preflight is refused (403), so the browser never sends the command.
    expect(outcome).toBe('blocked')
    const list = await invoke(host, 'workspaces.list', {})
    expect(list.profiles.map((profile) => profile.label)).not.toContain('Stolen')
  } finally {
    await new Promise<void>((resolve) => attacker.close(() => resolve()))
  }
})
