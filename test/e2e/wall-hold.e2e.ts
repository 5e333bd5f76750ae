import { expect, test, type Page } from '@playwright/test'
import type { ActiveCall } from '../../src/shared/api'
import { startDemoConsole, type DemoConsole } from './fixtures/demo-console'

let demo: DemoConsole

test.beforeAll(async () => {
  demo = await startDemoConsole()
  // Only the calls these tests start (the demo's own end and leave the search).
  await demo.sim('PUT', '/activity/target', { activeCalls: 0 })
})

test.afterAll(async () => {
  await demo.stop()
})

test.describe.configure({ mode: 'serial' })

const card = (page: Page, customer: string) => page.getByRole('article', { name: `Call with ${customer}` })
const order = (page: Page) =>
  page.locator('article.card').evaluateAll((elements) => elements.map((e) => e.getAttribute('aria-label')!.replace('Call with ', '')))

/** Ends a call as another supervisor's console would: through the service. */
async function endElsewhere(roomName: string): Promise<void> {
  const response = await fetch(`${demo.simUrl}/v2/api/active-calls/${roomName}/end-call`, {
    method: 'POST',
    headers: { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' },
  })
  expect(response.status).toBe(200)
}

test('a resting pointer holds the wall still for a minute: ended calls stay in place, new ones wait behind a bar', async ({ page }) => {
  test.setTimeout(150_000)
  const started: ActiveCall[] = []
  for (const [i, name] of ['Rest Ann', 'Rest Bo', 'Rest Cy', 'Rest Di', 'Rest Eve', 'Rest Flo'].entries()) {
    started.push(await demo.sim<ActiveCall>('POST', '/calls', { hold: true, customerName: name, duration: 900 - i * 100 }))
  }
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto(demo.host.url)
  await page.getByRole('searchbox', { name: 'Search' }).fill('Rest ')
  await expect.poll(() => order(page)).toEqual(['Rest Ann', 'Rest Bo', 'Rest Cy', 'Rest Di', 'Rest Eve', 'Rest Flo'])

  // The pointer rests on Eve's End button, as the supervisor's did.
  const end = card(page, 'Rest Eve').getByRole('button', { name: 'End', exact: true })
  await end.hover()
  const box = (await end.boundingBox())!
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const underPointer = () =>
    page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-room]')?.getAttribute('aria-label') ?? null, point)
  const held = page.getByRole('status').filter({ hasText: 'Order held' })
  await expect(held).toBeVisible()

  // For a minute, calls above it end and new ones start, longer than all (they would sort first), one asking for a human.
  const startedAt = Date.now()
  for (let step = 0; step < 4; step++) {
    await endElsewhere(started[step]!.roomName)
    await demo.sim('POST', '/calls', { hold: true, customerName: `Rest New ${step}`, duration: 2_000 + step, transferRequested: step === 3 })
    await expect(card(page, started[step]!.customerName!).getByText('Ended', { exact: true })).toBeVisible()
    while (Date.now() - startedAt < (step + 1) * 15_000) {
      expect(await underPointer()).toBe('Call with Rest Eve')
      await page.waitForTimeout(1_000)
    }
  }
  expect(await underPointer()).toBe('Call with Rest Eve')
  expect(await order(page)).toEqual(['Rest Ann', 'Rest Bo', 'Rest Cy', 'Rest Di', 'Rest Eve', 'Rest Flo'])
  await expect(card(page, 'Rest Ann')).toHaveClass(/ended/)
  await expect(card(page, 'Rest Ann').getByRole('button', { name: 'Listen' })).toBeDisabled()
  await expect(held).toContainText('Order held for 1 min')
  await expect(held).toContainText('press Esc to update')
  const bar = page.getByRole('button', { name: '4 new calls, 1 pinned' })
  await expect(bar).toBeVisible()

  // The bar shows them: ended calls gone, the pinned new call first, then the longest (the first started).
  await bar.click()
  await expect
    .poll(() => order(page))
    .toEqual(['Rest New 3', 'Rest New 0', 'Rest New 1', 'Rest New 2', 'Rest Eve', 'Rest Flo'])
  await expect(bar).toBeHidden()
  await page.mouse.move(5, 5)
  await expect(held).toHaveCount(0)
})

test('Esc ends a hold held by the pointer: the waiting call joins', async ({ page }) => {
  await page.goto(demo.host.url)
  await page.getByRole('searchbox', { name: 'Search' }).fill('Rest ')
  await expect.poll(() => order(page)).toEqual(['Rest New 3', 'Rest New 0', 'Rest New 1', 'Rest New 2', 'Rest Eve', 'Rest Flo'])
  await card(page, 'Rest Flo').hover()
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Rest Late', duration: 5 })
  await expect(page.getByRole('button', { name: '1 new call' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect.poll(() => order(page)).toContain('Rest Late')
})

test('the table holds still too: an ended row stays in its place, marked "Ended"', async ({ page }) => {
  const ada = await demo.sim<ActiveCall>('POST', '/calls', { hold: true, customerName: 'Row Ada', duration: 800 })
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Row Bea', duration: 700 })
  await page.goto(demo.host.url)
  await page.getByRole('button', { name: 'Table', exact: true }).click()
  await page.getByRole('searchbox', { name: 'Search' }).fill('Row ')
  const rowNames = () => page.locator('tbody tr[data-room] .who').allInnerTexts()
  await expect.poll(rowNames).toEqual(['Row Ada', 'Row Bea'])

  await page.getByRole('row', { name: /Row Bea/ }).hover()
  await endElsewhere(ada.roomName)
  const ended = page.getByRole('row', { name: /Row Ada/ })
  await expect(ended.getByText('Ended', { exact: true })).toBeVisible()
  await expect(ended.getByRole('button', { name: 'End', exact: true })).toBeDisabled()
  expect(await rowNames()).toEqual(['Row Ada', 'Row Bea'])

  await page.mouse.move(5, 5)
  await expect.poll(rowNames).toEqual(['Row Bea'])
  await page.getByRole('button', { name: 'Cards' }).click()
})

test('a remembered filter says how many calls it hides and names the hidden pinned ones; an arrow key does not change it', async ({ page }) => {
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Maria Lopez', duration: 60, sentiment: 'neutral', transferRequested: true })
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Ned Negative', duration: 30, sentiment: 'negative' })
  await page.goto(demo.host.url)
  await expect(card(page, 'Maria Lopez')).toBeVisible()
  const sentiment = page.getByRole('combobox', { name: 'Sentiment' })
  await sentiment.selectOption('negative')

  await page.reload()
  await expect(card(page, 'Ned Negative')).toBeVisible()
  await expect(sentiment).toHaveValue('negative')
  const line = page.getByText(/\d+ of \d+ calls shown/)
  // The cards shown of every call (the demo's own calls may still be ending: read all at once).
  const cardsShown = page.locator('article.card')
  const saysShownOfAll = async () =>
    (await line.innerText()) === `${await cardsShown.count()} of ${await page.getByTestId('calls-now').innerText()} calls shown`
  await expect.poll(saysShownOfAll).toBe(true)
  const hidden = page.getByText(/^Hidden by the filter:/)
  await expect(hidden).toContainText('Maria Lopez (Transfer requested)')
  await expect(card(page, 'Maria Lopez')).toHaveCount(0)

  // An arrow key passing over the select leaves the filter as it was.
  await sentiment.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(sentiment).toHaveValue('negative')
  await page.reload()
  await expect(sentiment).toHaveValue('negative')
  await expect.poll(saysShownOfAll).toBe(true)

  await page.getByRole('button', { name: 'Show all' }).click()
  await expect(card(page, 'Maria Lopez')).toBeVisible()
  await expect(sentiment).toHaveValue('')
  await expect(line).toBeHidden()
  await expect(hidden).toBeHidden()
})
