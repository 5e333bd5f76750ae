import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import type { ActiveCall } from '../../src/shared/api'
import { startSimulator } from '../../src/simulator/server'
import { startDemoConsole, type DemoConsole } from './fixtures/demo-console'

let demo: DemoConsole

test.beforeAll(async () => {
  demo = await startDemoConsole()
})

test.afterAll(async () => {
  await demo.stop()
})

test.describe.configure({ mode: 'serial' })

/** The calls (cards or table rows) wholly inside the wall's view, below the table's sticky header if any. */
function wholeInWall(page: Page, selector: string): Promise<number> {
  return page.evaluate((selector) => {
    const wall = document.querySelector<HTMLElement>('.wall')!.getBoundingClientRect()
    const top = document.querySelector('thead')?.getBoundingClientRect().bottom ?? wall.top
    return [...document.querySelectorAll(selector)].filter((e) => {
      const box = e.getBoundingClientRect()
      return box.top >= top - 0.5 && box.bottom <= wall.bottom + 0.5
    }).length
  }, selector)
}

/** Every button of the wall (its toolbar, cards, rows) smaller than 24 × 24 px, by its words and size. */
function smallButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.calls button')]
      .map((button) => ({ button, box: button.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
      .map(({ button, box }) => `${button.textContent?.trim()} ${box.width}×${box.height}`),
  )
}

test('compact density: 16 whole cards and 24 whole table rows at 1440×900, every wall button at least 24×24, remembered', async ({ page }) => {
  const { targetActiveCalls } = await demo.sim<{ targetActiveCalls: number }>('GET', '/status')
  await demo.sim('PUT', '/activity/target', { activeCalls: 60 })
  try {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(demo.host.url)
    await expect(page.getByTestId('calls-now')).not.toHaveText(/^([0-9]|[1-3][0-9])$/, { timeout: 30_000 })
    expect(await smallButtons(page)).toEqual([])

    await page.getByRole('group', { name: 'Density' }).getByRole('button', { name: 'Compact' }).click()
    await expect.poll(() => wholeInWall(page, 'article.card')).toBeGreaterThanOrEqual(16)
    // Every card one height (the grid places rows without measuring), and nothing in one is cut off.
    const cards = await page.locator('article.card').evaluateAll((elements) =>
      elements.map((e) => ({ height: e.getBoundingClientRect().height, overflow: e.scrollHeight - e.clientHeight })),
    )
    expect(new Set(cards.map((card) => card.height)).size).toBe(1)
    expect(Math.max(...cards.map((card) => card.overflow))).toBeLessThanOrEqual(0)
    expect(await smallButtons(page)).toEqual([])

    await page.getByRole('button', { name: 'Table', exact: true }).click()
    await expect.poll(() => wholeInWall(page, 'tbody tr[data-room]')).toBeGreaterThanOrEqual(24)
    // One line each, so the rows the table does not render take exactly the room of those it does.
    const heights = await page.locator('tbody tr[data-room]').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))
    expect(new Set(heights).size).toBe(1)
    expect(await smallButtons(page)).toEqual([])

    await page.reload()
    await expect(page.getByRole('group', { name: 'Density' }).getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => wholeInWall(page, 'tbody tr[data-room]')).toBeGreaterThanOrEqual(24)

    await page.getByRole('group', { name: 'Density' }).getByRole('button', { name: 'Comfortable' }).click()
    await expect(page.locator('tbody tr[data-room]').first()).toBeVisible()
    expect(await smallButtons(page)).toEqual([])
    // A filter's "Show all" too.
    await page.getByRole('searchbox', { name: 'Search' }).fill('a')
    await expect(page.getByRole('button', { name: 'Show all' })).toBeVisible()
    expect(await smallButtons(page)).toEqual([])
  } finally {
    await demo.sim('PUT', '/activity/target', { activeCalls: targetActiveCalls })
  }
})

async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)
}

/** A colour with its red, green and blue within a few steps of each other: grey, not a tint. */
function isGrey(css: string): boolean {
  const [r, g, b] = css.match(/\d+(\.\d+)?/g)!.map(Number)
  return Math.max(r!, g!, b!) - Math.min(r!, g!, b!) <= 12 && Math.max(r!, g!, b!) < 230
}

test('the wallboard says what it shows and how fresh: clock, workspace, "as of", live or how long not updated, the oldest transfer', async ({ page }) => {
  test.setTimeout(90_000)
  // A workspace on a simulator this test can stop (the demo's runs inside the host); its own seed, so its rooms are not
  // the demo's (one cache, one workspace id).
  const own = await startSimulator({ port: 0, plan: 'business', activeCalls: 0, seed: 34 })
  let running = true
  try {
    const post = (fields: Partial<ActiveCall> & { hold: boolean }) => demo.sim<ActiveCall>('POST', '/calls', fields, own.url)
    const first = await post({ hold: true, customerName: 'Tess Transfer', duration: 40, sentiment: 'neutral' })
    const second = await post({ hold: true, customerName: 'Theo Later', duration: 300, sentiment: 'neutral' })
    await post({ hold: true, customerName: 'Quinn Quiet', duration: 20, sentiment: 'positive' })
    const added = await demo.invoke('workspaces.add', { label: 'Night Floor', baseUrl: own.url, workspaceId: 'ws_demo', apiKey: 'demo-owner-key' })
    await demo.invoke('workspaces.setActive', { id: added.id })
    await demo.invoke('app.setTimeZone', { zone: 'Asia/Kathmandu' })
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto(demo.host.url)
    await expect(page.getByRole('article', { name: 'Call with Quinn Quiet' })).toBeVisible({ timeout: 15_000 })
    await demo.sim('PATCH', `/calls/${first.roomName}`, { transferRequested: true }, own.url)
    await expect(page.getByRole('article', { name: 'Call with Tess Transfer' }).locator('.attention-waiting')).toBeVisible({ timeout: 10_000 })
    await demo.sim('PATCH', `/calls/${second.roomName}`, { transferRequested: true }, own.url)
    await expect(page.getByRole('article', { name: 'Call with Theo Later' }).locator('.attention-waiting')).toBeVisible({ timeout: 10_000 })

    await page.keyboard.press('f')
    const status = page.getByTestId('wallboard-status')
    await expect(status.locator('.workspace')).toHaveText('Night Floor')
    await expect(status.locator('.state')).toHaveText('Live')
    await expect(status.locator('.as-of')).toHaveText(/^as of \d{1,2}:\d{2}:\d{2}\s?[AP]M GMT\+5:45$/)
    // The clock is in the chosen zone and ticks.
    const clock = page.getByTestId('wallboard-clock')
    await expect(clock).toHaveText(/^\d{1,2}:\d{2}:\d{2}\s?[AP]M GMT\+5:45$/)
    const shown = await clock.textContent()
    await expect(clock).not.toHaveText(shown!, { timeout: 3_000 })
    const background = () => status.evaluate((e) => getComputedStyle(e).backgroundColor)
    const live = await background()

    // The oldest transfer request waiting: its customer, and how long it has waited (longer than the later one's).
    const oldest = page.getByTestId('tile-oldestTransfer')
    await expect(oldest.locator('.label')).toHaveText('Oldest transfer waiting')
    await expect(oldest.locator('.note')).toContainText('Tess Transfer')
    await expect(oldest.locator('.value')).toHaveText(/^\d+:\d{2}$/)
    // The rest of the screen lists the calls: those needing attention, then the others.
    await expect(page.getByRole('heading', { name: 'Needs attention (2)' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Other calls (1)' })).toBeVisible()
    await expect(page.locator('.row').filter({ hasText: 'Quinn Quiet' })).toBeVisible()
    // A transfer request's row shows how long it has waited, not the call's length.
    await expect(page.locator('.row').filter({ hasText: 'Tess Transfer' }).locator('.duration')).toHaveText(/^waiting \d+:\d{2}$/)
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme })
      expect(await seriousFindings(page), theme).toEqual([])
    }
    await page.emulateMedia({ colorScheme: 'light' })

    // The service stops answering: the header turns grey and says how long the figures have not been updated.
    await own.stop()
    running = false
    await expect(status.locator('.state')).toHaveText(/^Not updated for \d+ s — (offline|no answer from the service)$/, { timeout: 30_000 })
    const stale = await background()
    expect(stale).not.toBe(live)
    expect(isGrey(stale), stale).toBe(true)
    await expect(status.locator('.as-of')).toHaveText(/^as of /)
    const age = async () => Number((await status.locator('.state').textContent())!.match(/for (\d+) s/)![1])
    const before = await age()
    await expect.poll(age, { timeout: 5_000 }).toBeGreaterThan(before)
    expect(await seriousFindings(page), 'stale').toEqual([])
    await page.keyboard.press('Escape')
  } finally {
    if (running) await own.stop()
    await demo.invoke('app.setTimeZone', { zone: null })
  }
})
