import { expect, test, type Page } from '@playwright/test'
import { middayZone } from './fixtures/calling-hours'
import { freePort, startSimulatorProcess, type SimulatorProcess } from './fixtures/simulator-process'
import { invoke, startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

/** 200 rows under the file's own column names; rows 12, 58 and 143 (spreadsheet numbering) have a bad number. */
function campaignCsv(): string {
  const bad = new Map([
    [12, '555-0199'],
    [58, '+1415'],
    [143, 'call me'],
  ])
  const lines = ['Phone,Name,appointmentDate']
  for (let row = 2; row <= 201; row++) lines.push(`${bad.get(row) ?? `+1415556${String(row).padStart(4, '0')}`},Customer ${row},2025-06-02`)
  return lines.join('\n')
}

async function openCampaigns(page: Page, host: RunningWebHost): Promise<void> {
  await page.goto(host.url)
  await page.keyboard.press('Control+6')
  await expect(page.getByRole('main', { name: 'Campaigns' })).toBeVisible()
}

test.describe('campaigns', () => {
  let sim: SimulatorProcess
  let host: RunningWebHost

  // Paused at first, so the placed call stays on the wall; resumed fast for the batch.
  test.beforeAll(async () => {
    sim = await startSimulatorProcess(await freePort(), ['--plan', 'business', '--active-calls', '0', '--speed', '300', '--paused'])
    host = await startWebHostProcess()
    await invoke(host, 'workspaces.add', { baseUrl: sim.url, workspaceId: 'ws_demo', apiKey: 'demo-owner-key', plan: 'business' })
    await invoke(host, 'app.setTimeZone', { zone: middayZone() })
  })
  test.afterAll(async () => {
    await host?.stop()
    await sim?.stop()
  })

  test('places an outbound call from the New call dialog and sees it on the wall', async ({ page }) => {
    await openCampaigns(page, host)
    await page.getByRole('button', { name: /^New call/ }).click()
    const dialog = page.getByRole('dialog', { name: 'New call' })
    // The first agent that can call is chosen; each shows its number.
    await expect(dialog.getByLabel('Agent')).toHaveValue('agt_billing', { timeout: 20_000 })
    await dialog.getByLabel('Agent').selectOption({ label: 'Sales Agent · (415) 555-0100' })

    const number = dialog.getByLabel("Customer's number")
    await number.fill('415 555 26')
    await expect(dialog.getByText('Not a complete phone number yet')).toBeVisible()
    await number.fill('(415) 555-2671')
    await expect(dialog.getByText('Dials (415) 555-2671')).toBeVisible()
    await dialog.getByLabel(/Customer's name/).fill('Grace Hopper')
    await dialog.getByRole('button', { name: /Show variables/ }).click()
    await dialog.getByLabel('Callback URL').fill('http://example.com/hooks')
    await expect(dialog.getByText('must start with https://')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Place call' })).toBeDisabled()
    await dialog.getByLabel('Callback URL').fill('')
    await dialog.getByRole('button', { name: 'Add variables' }).click()
    await dialog.getByLabel('Variables name 1').fill('appointmentDate')
    await dialog.getByLabel('Variables value 1').fill('2025-06-02')

    await dialog.getByRole('button', { name: 'Place call' }).click()
    // Opened on the wall as soon as the poller sees it: the call's detail, by the customer's name.
    await expect(page.getByRole('main', { name: 'Live calls' })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('complementary', { name: 'Grace Hopper' })).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  test('imports 200 rows with 3 bad ones, fixes one in place, starts, follows it to done and opens its dispositions', async ({ page }) => {
    test.setTimeout(180_000)
    await openCampaigns(page, host)
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'spring.csv', mimeType: 'text/csv', buffer: Buffer.from(campaignCsv()) })

    // The file names its columns its own way: matched to the template's.
    await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible()
    await expect(page.getByLabel('phoneNumber (required)')).toHaveValue('Phone')
    await expect(page.getByLabel('customerName')).toHaveValue('Name')
    await page.getByRole('button', { name: 'Use these columns' }).click()
    await expect(page.getByText('200 rows', { exact: true })).toBeVisible()
    // The worker keeps the rows; the table asks for those it scrolls to.
    const table = page.getByRole('table', { name: 'Imported rows' })
    await expect(table.locator('[role="row"][aria-rowindex="2"]')).toContainText('+14155560002')
    await expect(table.locator('[role="row"][aria-rowindex="201"]')).toHaveCount(0)
    await table.getByRole('rowgroup').evaluate((viewport) => (viewport.scrollTop = viewport.scrollHeight))
    await expect(table.locator('[role="row"][aria-rowindex="201"]')).toContainText('Customer 201')

    await page.getByRole('button', { name: 'Check with the service' }).click()
    const errors = page.getByRole('list', { name: 'Rows with errors' })
    await expect(errors.getByRole('listitem')).toHaveCount(3)
    await expect(errors.getByRole('listitem').nth(0)).toContainText('Row 12 · phoneNumber: 555-0199 is not a phone number in international format (for example +14155550100)')
    await expect(errors.getByRole('listitem').nth(1)).toContainText('Row 58 · phoneNumber')
    await expect(errors.getByRole('listitem').nth(2)).toContainText('Row 143 · phoneNumber')
    await expect(page.getByText('197 of 200 rows are valid')).toBeVisible()

    const fix = page.getByLabel('Fix row 12 phoneNumber')
    await fix.fill('+14155569912')
    await fix.press('Tab')
    await expect(page.getByText('Rows changed since: check again.')).toBeVisible()
    await page.getByRole('button', { name: 'Check again' }).click()
    await expect(errors.getByRole('listitem')).toHaveCount(2)
    await expect(page.getByText('198 of 200 rows are valid')).toBeVisible()

    await page.getByRole('button', { name: 'Preview' }).click()
    await expect(page.getByRole('heading', { name: 'Preview: 198 calls' })).toBeVisible()
    // The preview shows instead of the rows, not above them.
    await expect(table).toBeHidden()
    await page.getByRole('button', { name: 'Back to the rows' }).click()
    await expect(table).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Preview/ })).toBeHidden()

    await page.getByRole('button', { name: 'Start 198 calls…' }).click()
    const confirm = page.getByRole('dialog', { name: 'Start the batch?' })
    await expect(confirm).toContainText('will call 198 customers from spring.csv, leaving out 2 rows with errors')
    await confirm.getByRole('button', { name: 'Place 198 calls' }).click()

    // Named after its file and start, never its id; renamed here.
    const batch = page.getByRole('region', { name: /^Batch / })
    await expect(batch).toHaveAccessibleName(/^Batch spring\.csv, started /)
    const batchId = (await batch.getAttribute('data-batch-id'))!
    const batches = page.getByRole('navigation', { name: 'Batches' })
    await expect(batches.getByRole('button', { name: /^spring\.csv, started / })).toBeVisible()
    await batch.getByRole('button', { name: 'Rename…' }).click()
    await batch.getByLabel('Name').fill('Spring renewals')
    await batch.getByRole('button', { name: 'Save' }).click()
    await expect(batch).toHaveAccessibleName('Batch Spring renewals')
    await expect(batch.getByRole('heading', { level: 2 })).toHaveText('Spring renewals')
    await expect(batches.getByRole('button', { name: /^Spring renewals/ })).toBeVisible()
    await expect(page.getByText(batchId)).toHaveCount(0)

    await fetch(`${sim.url}/_sim/activity/resume`, { method: 'POST', headers: { 'x-api-key': 'demo-owner-key' } })
    const bar = batch.getByRole('progressbar', { name: 'Batch progress' })
    await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 60_000 }).toBeGreaterThan(0)
    await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 150_000 }).toBe(100)
    await expect(batch.getByText('100% done')).toBeVisible()
    await expect(batch.locator('header .badge')).toHaveText('Completed')
    await expect(batch.getByRole('table')).toBeVisible()
    // Its calls by row and customer; its dispositions counted against its finished calls once synced.
    await expect(batch.getByRole('row').nth(1)).toContainText(/^2\s*Customer 2/)
    await expect(batch.getByRole('list', { name: 'Its dispositions' })).toContainText('198 dispositions for 198 calls finished.', { timeout: 60_000 })

    await batch.getByRole('button', { name: 'Open its dispositions' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Callbacks' })).toBeVisible()
    await expect(page.getByRole('search', { name: 'Filter callbacks' }).getByLabel('Batch')).toHaveValue(batchId, { timeout: 60_000 })
  })
})
