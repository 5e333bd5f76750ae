import { expect, test } from '@playwright/test'
import type { ActiveCall } from '../../src/shared/api'
import type { CommandArgs, CommandName, CommandResult, Result } from '../../src/shared/bridge'
import { startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

let host: RunningWebHost
let simUrl: string

async function invoke<K extends CommandName>(name: K, args: CommandArgs<K>): Promise<CommandResult<K>> {
  const response = await fetch(`${host.origin}/api/invoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: host.origin, 'x-switchboard-token': host.token },
    body: JSON.stringify({ name, args }),
  })
  const result = (await response.json()) as Result<CommandResult<K>>
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`)
  return result.value
}

/** The simulator's test-control endpoints (not part of the service). */
async function sim<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${simUrl}/_sim${path}`, {
    method,
    headers: { 'x-api-key': 'demo-owner-key', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} /_sim${path}: HTTP ${response.status}`)
  return (await response.json()) as T
}

test.beforeAll(async () => {
  host = await startWebHostProcess(['--demo'])
  const list = await invoke('workspaces.list', {})
  simUrl = list.profiles.find((profile) => profile.demo)!.baseUrl
})

test.afterAll(async () => {
  await host.stop()
})

test('one malformed call among 20: the other 19 are on the wall, the odd one is in Settings → Diagnostics', async ({ page }) => {
  // Only the calls this test starts: no new background calls, and the demo's running ones ended.
  await sim('PUT', '/activity/target', { activeCalls: 0 })
  const headers = { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' }
  const running = (await (await fetch(`${simUrl}/v2/api/active-calls`, { headers })).json()) as { data: ActiveCall[] }
  for (const call of running.data) {
    await fetch(`${simUrl}/v2/api/active-calls/${encodeURIComponent(call.roomName)}/end-call`, { method: 'POST', headers })
  }
  await page.goto(host.url)
  await expect(page.locator('article.card')).toHaveCount(0, { timeout: 15_000 })
  const started: ActiveCall[] = []
  for (let i = 0; i < 20; i++) {
    started.push(await sim<ActiveCall>('POST', '/calls', { hold: true, customerName: `Odd Caller ${String(i).padStart(2, '0')}` }))
  }
  await expect(page.locator('article.card')).toHaveCount(20, { timeout: 15_000 })

  await sim('PUT', '/quirks', { oddItems: true })
  // The service lists the calls in the order they started: the last one is served malformed.
  const broken = started[19]!
  await expect(page.locator('article.card')).toHaveCount(19, { timeout: 15_000 })
  await expect(page.getByRole('article', { name: `Call with ${broken.customerName}` })).toHaveCount(0)
  // Repaired, not dropped: the call whose type the console does not know says so.
  await expect(page.getByRole('article', { name: 'Call with Odd Caller 01' })).toContainText('Other')

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

  const report = await invoke('diagnostics.get', {})
  expect(report.text).toContain(`activeCalls ${broken.id}: duration`)
  await sim('PUT', '/quirks', {})
})
