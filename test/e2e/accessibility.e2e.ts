import { expect, test, type Page } from '@playwright/test'
import { seriousFindings, type Finding } from './fixtures/axe'
import { consoleTour } from './fixtures/console-tour'
import { startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

// The demo console (its key in memory: no keychain needed), every view and main state, in both themes.
let host: RunningWebHost
test.beforeAll(async () => {
  host = await startWebHostProcess(['--demo'])
})
test.afterAll(async () => {
  await host.stop()
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation in any view or main state, ${theme} theme`, async ({ browser }) => {
    // Two dozen states, each analysed in full on a busy wall: minutes on a loaded machine.
    test.setTimeout(600_000)
    const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(host.url)
    const findings: Finding[] = []
    for (const stop of consoleTour('en')) {
      await page.setViewportSize(stop.viewport)
      await stop.reach(page)
      findings.push(...(await seriousFindings(page, stop.name)))
    }
    await context.close()
    expect(findings).toEqual([])
  })
}

/** Longest transition or animation, in ms, of every element on the page (and of a probe that asks for 300 ms of each). */
async function motion(page: Page): Promise<{ probe: number; moving: string[] }> {
  return page.evaluate(() => {
    const probe = document.createElement('div')
    probe.style.transition = 'opacity 300ms'
    probe.style.animation = 'probe 300ms infinite'
    document.body.append(probe)
    const longest = (value: string) => Math.max(0, ...value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 1 : 1000)))
    const of = (element: Element) => {
      const style = getComputedStyle(element)
      return Math.max(longest(style.transitionDuration), style.animationName === 'none' ? 0 : longest(style.animationDuration))
    }
    const answer = {
      probe: of(probe),
      moving: [...document.querySelectorAll('body *')].filter((e) => e !== probe && of(e) > 1).map((e) => String(e.className || e.tagName)),
    }
    probe.remove()
    return answer
  })
}

test('with reduced motion asked for, nothing transitions or animates; without, motion is allowed', async ({ browser }) => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    const context = await browser.newContext({ reducedMotion, viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(host.url)
    await consoleTour('en')[0]!.reach(page)
    const seen = await motion(page)
    if (reducedMotion === 'reduce') expect(seen).toEqual({ probe: expect.closeTo(0, 1), moving: [] })
    else expect(seen.probe).toBe(300)
    await context.close()
  }
})

test('the History and Admin tabs move with the arrow keys, Home and End, wrapping at the ends, and show their panel', async ({ page }) => {
  await page.goto(host.url)
  const lists = [
    { hash: '#/history', name: 'History', first: 'Conversations', second: 'Calls', last: 'Activity' },
    { hash: '#/admin', name: 'Admin', first: 'Agents', second: 'Flows', last: 'Workspace' },
  ]
  for (const list of lists) {
    await page.evaluate((target) => (window.location.hash = target), list.hash)
    const tabs = page.getByRole('tablist', { name: list.name })
    const selected = async (name: string) => {
      const tab = tabs.getByRole('tab', { name, exact: true })
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      await expect(tab).toBeFocused()
      await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible()
    }
    await tabs.getByRole('tab', { name: list.first, exact: true }).click()
    await page.keyboard.press('ArrowRight')
    await selected(list.second)
    await page.keyboard.press('End')
    await selected(list.last)
    await page.keyboard.press('ArrowRight')
    await selected(list.first)
    await page.keyboard.press('ArrowLeft')
    await selected(list.last)
    await page.keyboard.press('Home')
    await selected(list.first)
  }
})

test('a list narrowed to nothing says so and how to widen it: Admin by its search, History by its filters', async ({ page }) => {
  await page.goto(host.url)
  await page.evaluate(() => (window.location.hash = '#/admin'))
  await page.getByRole('tab', { name: 'Agents', exact: true }).click()
  await expect(page.getByRole('table', { name: 'Agents' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search agents' }).fill('no agent is called this')
  await expect(page.getByText('Nothing matches the search')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Agents' })).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Search agents' }).fill('')
  await expect(page.getByRole('table', { name: 'Agents' })).toBeVisible()

  await page.evaluate(() => (window.location.hash = '#/history'))
  await page.getByRole('tab', { name: 'Dispositions', exact: true }).click()
  const rows = page.locator('#history-panel-dispositions tbody tr')
  await expect(rows.first()).toBeVisible()
  await page.getByRole('searchbox', { name: 'Notes, name or phone' }).fill('no disposition says this')
  await expect(page.getByText('Nothing matches these filters')).toBeVisible()
  await expect(rows).toHaveCount(0)
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(rows.first()).toBeVisible()
})
