import { expect, test, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { freePort, startSimulatorProcess, type SimulatorProcess } from './fixtures/simulator-process'
import { invoke, startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

/**
 * Insights on the demo workspace: the console syncs it from a simulator run
 * as its own process and polls its live calls; every chart renders with data,
 * each chart's table says what the chart says (its title's figure, the
 * keyboard read-out of its points), its CSV is the table; then the simulator
 * stops and the view still renders every chart from the cache.
 */
let host: RunningWebHost
let sim: SimulatorProcess | null = null

const CHARTS = [
  'calls-per-hour',
  'calls-per-day',
  'transfers',
  'peak-concurrency',
  'sentiment-per-day',
  'sentiment-per-agent',
  'callbacks-per-day',
  'overdue',
  'completion',
  'conversations-per-day',
  'messages-per-conversation',
]

test.beforeAll(async () => {
  sim = await startSimulatorProcess(await freePort(), ['--plan', 'business'])
  host = await startWebHostProcess()
  await invoke(host, 'workspaces.add', { baseUrl: sim.url, workspaceId: 'ws_demo', apiKey: 'demo-owner-key', plan: 'business' })
})

test.afterAll(async () => {
  await sim?.stop()
  await host?.stop()
})

const chart = (view: Locator, id: string) => view.locator(`[data-chart="${id}"]`)

/**
 * A chart card at one instant (the live polls re-read the numbers): its
 * title, its keyboard read-out and its table's rows (the label cell first).
 */
async function readCard(card: Locator): Promise<{ finding: string; readout: string; rows: string[][] }> {
  const details = card.locator('details')
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) await card.getByText('Table', { exact: true }).click()
  return card.evaluate((figure) => ({
    finding: figure.querySelector('[data-finding]')?.textContent?.trim() ?? '',
    readout: figure.querySelector('[data-readout]')?.textContent?.trim() ?? '',
    rows: [...figure.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')),
  }))
}

/** Calls per day: the title's total is the sum of the table's column. */
function expectTitleIsTableSum(card: { finding: string; rows: string[][] }): number {
  const total = card.rows.reduce((sum, row) => sum + Number(row[1]), 0)
  expect(card.finding).toMatch(new RegExp(`^${total.toLocaleString('en-US')} calls? in the last 30 days`))
  return total
}

async function expectEveryChartDrawn(view: Locator): Promise<void> {
  for (const id of CHARTS) {
    const canvas = chart(view, id).locator('canvas')
    await expect(canvas).toBeVisible()
    // A drawn canvas has its pixel size set by Chart.js.
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0)).toBe(true)
  }
}

async function openInsights(page: Page): Promise<Locator> {
  await page.keyboard.press('Control+7')
  const view = page.getByTestId('insights')
  await expect(view.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible()
  return view
}

test('every chart renders with data; tables match the charts; CSV export; offline from the cache', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto(host.url)
  const view = await openInsights(page)
  await view.getByRole('button', { name: '30 days' }).click()

  // The demo's callbacks and conversations sync, and a few polls see its live calls.
  await expect(chart(view, 'conversations-per-day').locator('[data-finding]')).toHaveText(/^[1-9][\d,]* conversations/, { timeout: 60_000 })
  await expect(chart(view, 'calls-per-day').locator('[data-finding]')).toHaveText(/^[1-9][\d,]* calls? in the last 30 days/, { timeout: 60_000 })
  await expect(chart(view, 'completion').locator('[data-finding]')).toHaveText(/completed \(\d+ of [1-9]\d*\)/)
  await expect(view.getByTestId('live-active')).toHaveText(/^\d+$/)
  await expectEveryChartDrawn(view)

  // Calls per day: the title's total is the table's sum; the keyboard reads the last days as the table has them.
  const perDay = chart(view, 'calls-per-day')
  expect((await readCard(perDay)).rows).toHaveLength(30)
  expectTitleIsTableSum(await readCard(perDay))
  await perDay.getByRole('slider').focus()
  await page.keyboard.press('End')
  const atEnd = await readCard(perDay)
  expect(atEnd.readout).toBe(`${atEnd.rows.at(-1)![0]}: Calls ${atEnd.rows.at(-1)![1]}`)
  await page.keyboard.press('ArrowLeft')
  const back = await readCard(perDay)
  expect(back.readout).toBe(`${back.rows.at(-2)![0]}: Calls ${back.rows.at(-2)![1]}`)

  // Completion by type: the title's figures are the first row of the table.
  const completion = await readCard(chart(view, 'completion'))
  const [first] = completion.rows
  expect(completion.finding).toContain(`${first![0]}: `)
  expect(completion.finding).toContain(`(${first![2]} of ${first![1]})`)

  // Export CSV: the table, as a file (read right after, before a poll can change it).
  const [download] = await Promise.all([page.waitForEvent('download'), perDay.getByRole('button', { name: 'Export CSV' }).click()])
  const exported = await readCard(perDay)
  expect(download.suggestedFilename()).toMatch(/^insights-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-calls-per-day\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8').trim().split('\r\n')
  expect(csv[0]).toBe('Day,Calls')
  expect(csv.slice(1).map((line) => line.replace(/^"(.*)"(,\d+)$/, '$1$2'))).toEqual(exported.rows.map((row) => row.join(',')))
  const [png] = await Promise.all([page.waitForEvent('download'), perDay.getByRole('button', { name: 'Export PNG' }).click()])
  expect(readFileSync((await png.path())!).subarray(1, 4).toString()).toBe('PNG')

  // The per-agent table sorts by a column.
  const agents = view.getByTestId('agent-table')
  await agents.getByRole('button', { name: 'Agent' }).click()
  const names = await agents.locator('tbody th').allTextContents()
  expect(names.length).toBeGreaterThan(0)
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))

  // Offline: the simulator stops; a fresh page shows every chart from the cache.
  await sim!.stop()
  sim = null
  await page.reload()
  const offline = await openInsights(page)
  await offline.getByRole('button', { name: '30 days' }).click()
  await expect(chart(offline, 'calls-per-day').locator('[data-finding]')).toHaveText(/^[1-9][\d,]* calls? in the last 30 days/)
  await expectEveryChartDrawn(offline)
  expect(expectTitleIsTableSum(await readCard(chart(offline, 'calls-per-day')))).toBeGreaterThanOrEqual(
    expectTitleIsTableSum(exported),
  )
})
