import { expect, test } from '@playwright/test'
import type { ActiveCall } from '../../src/shared/api'
import { startDemoConsole, type DemoConsole } from './fixtures/demo-console'

let demo: DemoConsole

test.beforeAll(async () => {
  demo = await startDemoConsole()
})

test.afterAll(async () => {
  await demo.stop()
})

test('one malformed call among 20: the other 19 are on the wall, the odd one is in Settings → Diagnostics', async ({ page }) => {
  // Only the calls this test starts: no new background calls, and the demo's running ones ended.
  await demo.sim('PUT', '/activity/target', { activeCalls: 0 })
  const headers = { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' }
  const running = (await (await fetch(`${demo.simUrl}/v2/api/active-calls`, { headers })).json()) as { data: ActiveCall[] }
  for (const call of running.data) {
    await fetch(`${demo.simUrl}/v2/api/active-calls/${encodeURIComponent(call.roomName)}/end-call`, { method: 'POST', headers })
  }
  await page.goto(demo.host.url)
  // The wall renders only the cards in view: the summary counts every call.
  const callsNow = page.getByTestId('calls-now')
  await expect(callsNow).toHaveText('0', { timeout: 15_000 })
  const started: ActiveCall[] = []
  for (let i = 0; i < 20; i++) {
    started.push(await demo.sim<ActiveCall>('POST', '/calls', { hold: true, customerName: `Odd Caller ${String(i).padStart(2, '0')}` }))
  }
  await expect(callsNow).toHaveText('20', { timeout: 15_000 })

  await demo.sim('PUT', '/quirks', { oddItems: true })
  // The service lists the calls in the order they started: the last one is served malformed.
  const broken = started[19]!
  await expect(callsNow).toHaveText('19', { timeout: 15_000 })
  const search = page.getByRole('searchbox', { name: 'Search' })
  await search.fill(broken.customerName!)
  await expect(page.locator('article.card')).toHaveCount(0)
  // Repaired, not dropped: the call whose type the console does not know says so.
  await search.fill('Odd Caller 01')
  await expect(page.getByRole('article', { name: 'Call with Odd Caller 01' })).toContainText('Other')
  await search.fill('')

  await page.keyboard.press('Control+,')
  const quarantine = page.getByTestId('quarantine')
  await expect(quarantine.getByRole('row')).toHaveCount(2)
  const row = quarantine.getByRole('row').nth(1)
  await expect(row).toContainText('Live calls')
  await expect(row).toContainText(broken.id)
  await expect(row).toContainText('duration')
  const section = page.getByTestId('diagnostics')
  await section.scrollIntoViewIfNeeded()
  await section.screenshot({ path: 'reports/screenshots/diagnostics-quarantine-light.png' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await section.screenshot({ path: 'reports/screenshots/diagnostics-quarantine-dark.png' })

  const report = await demo.invoke('diagnostics.get', {})
  expect(report.text).toContain(`activeCalls ${broken.id}: duration`)
  await demo.sim('PUT', '/quirks', {})
})
