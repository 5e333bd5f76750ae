import { expect, test, type Page } from '@playwright/test'
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
  } finally {
    await demo.sim('PUT', '/activity/target', { activeCalls: targetActiveCalls })
  }
})
