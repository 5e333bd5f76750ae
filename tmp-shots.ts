import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from './playwright.config'
import { startWebHostProcess } from './test/e2e/fixtures/web-host'
const host = await startWebHostProcess(['--demo'])
const list = await (await fetch(`${host.origin}/api/invoke`, { method: 'POST', headers: { 'content-type': 'application/json', origin: host.origin, 'x-switchboard-token': host.token }, body: JSON.stringify({ name: 'workspaces.list', args: {} }) })).json()
const simUrl = list.value.profiles.find((p: { demo: boolean }) => p.demo).baseUrl
const sim = (method: string, path: string, body?: unknown) => fetch(`${simUrl}/_sim${path}`, { method, headers: { 'x-api-key': 'demo-owner-key', 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
await sim('PUT', '/activity/target', { activeCalls: 10000 })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  for (const theme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ colorScheme: theme, viewport: { width: 1440, height: 900 } })
    await page.goto(host.url)
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="calls-now"]')?.textContent) > 9000, undefined, { timeout: 90_000 })
    await page.waitForTimeout(1000)
    await page.screenshot({ path: `/tmp/w10/wall10k-${theme}.png` })
    await page.locator('.wall').evaluate((el) => (el.scrollTop = 200_000))
    await page.waitForTimeout(600)
    await page.screenshot({ path: `/tmp/w10/wall10k-${theme}-scrolled.png` })
    await page.getByRole('button', { name: 'Table', exact: true }).click()
    await page.waitForTimeout(800)
    await page.screenshot({ path: `/tmp/w10/wall10k-${theme}-table.png` })
    await page.getByRole('button', { name: 'Cards', exact: true }).click()
    console.log('cards in DOM', await page.locator('article.card').count())
    await page.close()
  }
} finally {
  await browser.close()
  await host.stop()
}
