import { expect, test, type Page } from '@playwright/test'
import type { ActiveCall } from '../../src/shared/api'
import { startSimulator } from '../../src/simulator/server'
import { startDemoConsole, type DemoConsole } from './fixtures/demo-console'

let demo: DemoConsole

/** What the service lists, asked directly, as another client would. */
async function liveRoomNames(): Promise<string[]> {
  const response = await fetch(`${demo.simUrl}/v2/api/active-calls`, { headers: { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' } })
  return ((await response.json()) as { data: ActiveCall[] }).data.map((call) => call.roomName)
}

const card = (page: Page, customer: string) => page.getByRole('article', { name: `Call with ${customer}` })
const cards = (page: Page) => page.locator('article.card')

function seconds(text: string): number {
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}

test.beforeAll(async () => {
  demo = await startDemoConsole()
})

test.afterAll(async () => {
  await demo.stop()
})

test.describe.configure({ mode: 'serial' })

test("the demo workspace's calls appear and their durations tick between polls", async ({ page }) => {
  await page.goto(demo.host.url)
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 })
  expect(await cards(page).count()).toBeGreaterThan(3)
  await expect(page.getByTestId('calls-now')).not.toHaveText('0')

  // From here on, only the calls this test starts: held calls keep their fields, only the duration moves.
  await demo.sim('PUT', '/activity/target', { activeCalls: 0 })
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Tia Ticking', duration: 100 })
  const duration = card(page, 'Tia Ticking').locator('.duration')
  await expect(duration).toBeVisible({ timeout: 10_000 })
  const first = seconds(await duration.innerText())
  await expect.poll(async () => seconds(await duration.innerText()), { timeout: 5_000 }).toBeGreaterThanOrEqual(first + 2)
  await expect(cards(page)).toHaveCount(1)
})

test('a call ended through the console disappears, and the service no longer lists it', async ({ page }) => {
  const call = await demo.sim<ActiveCall>('POST', '/calls', { hold: true, customerName: 'Edna Ending', duration: 40 })
  await page.goto(demo.host.url)
  const target = card(page, 'Edna Ending')
  await target.getByRole('button', { name: 'End', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'End the call with Edna Ending?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'End call' }).click()
  await expect(target).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Ended the call with Edna Ending.' })).toBeVisible()
  expect(await liveRoomNames()).not.toContain(call.roomName)
})

test('when the service refuses or fails to end a call, the supervisor reads why and the call stays', async ({ page }) => {
  const call = await demo.sim<ActiveCall>('POST', '/calls', { hold: true, customerName: 'Fay Failing', duration: 20 })
  await page.goto(demo.host.url)
  const target = card(page, 'Fay Failing')
  const endThroughDialog = async () => {
    await target.getByRole('button', { name: 'End', exact: true }).click()
    await page.getByRole('dialog', { name: 'End the call with Fay Failing?' }).getByRole('button', { name: 'End call' }).click()
  }
  const failure = page.getByRole('alert').filter({ hasText: 'Could not end the call with Fay Failing' })
  try {
    await demo.sim('PUT', '/faults/end-call', { answer: 500 })
    await endThroughDialog()
    await expect(failure).toContainText('The service had an internal problem. Try again shortly.')
    await expect(failure).not.toContainText('already ended')
    await expect(target.getByRole('button', { name: 'End', exact: true })).toBeEnabled()
    await failure.getByRole('button', { name: 'Dismiss' }).click()

    await demo.sim('PUT', '/faults/end-call', { answer: 403 })
    await endThroughDialog()
    await expect(failure).toContainText('This key may not end calls (permission: call_end).')
    await expect(failure).not.toContainText('already ended')
  } finally {
    await demo.sim('PUT', '/faults/end-call', { answer: null })
  }
  await expect(target).toBeVisible()
  expect(await liveRoomNames()).toContain(call.roomName)
  await endThroughDialog()
  await expect(target).toHaveCount(0)
})

test('a transfer request from the simulator pins the call to the top', async ({ page }) => {
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Lena Longest', duration: 900 })
  const quiet = await demo.sim<ActiveCall>('POST', '/calls', { hold: true, customerName: 'Tom Transfer', duration: 5 })
  await page.goto(demo.host.url)
  await expect(card(page, 'Tom Transfer')).toBeVisible()
  await expect(cards(page).first()).toHaveAttribute('aria-label', 'Call with Lena Longest')

  await demo.sim('PATCH', `/calls/${quiet.roomName}`, { transferRequested: true, lastMessage: 'Can I speak to a real person, please?' })
  await expect(cards(page).first()).toHaveAttribute('aria-label', 'Call with Tom Transfer', { timeout: 10_000 })
  await expect(card(page, 'Tom Transfer')).toHaveClass(/pinned/)
  await expect(card(page, 'Tom Transfer').getByText('Transfer requested')).toBeVisible()
})

const order = (page: Page) => cards(page).evaluateAll((elements) => elements.map((e) => e.getAttribute('aria-label')!.replace('Call with ', '')))

test('the order holds while the pointer rests on the wall: a new pin and a new call move nothing until it leaves', async ({ page }) => {
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Hold Anna', duration: 600 })
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Hold Ben', duration: 500 })
  const cleo = await demo.sim<ActiveCall>('POST', '/calls', { hold: true, customerName: 'Hold Cleo', duration: 400 })
  await page.goto(demo.host.url)
  await page.getByRole('searchbox', { name: 'Search' }).fill('Hold ')
  await expect.poll(() => order(page)).toEqual(['Hold Anna', 'Hold Ben', 'Hold Cleo'])

  await card(page, 'Hold Ben').hover()
  const held = page.getByRole('status').filter({ hasText: 'Order held' })
  await expect(held).toBeVisible()
  const place = async (name: string) => {
    const box = (await card(page, name).boundingBox())!
    return { x: box.x, y: box.y }
  }
  const ben = await place('Hold Ben')

  // Cleo asks for a human: the poll arrives (her card says so) but she stays in her place, and the wall says one call waits to move.
  await demo.sim('PATCH', `/calls/${cleo.roomName}`, { transferRequested: true })
  await expect(card(page, 'Hold Cleo').getByText('Transfer requested')).toBeVisible()
  await expect(held).toContainText('to move')
  expect(await order(page)).toEqual(['Hold Anna', 'Hold Ben', 'Hold Cleo'])

  // A new call that sorts first (the longest) waits behind the new-calls bar: the card under the pointer does not move.
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Hold Dora', duration: 900 })
  await expect(page.getByRole('button', { name: '1 new call' })).toBeVisible()
  await expect(card(page, 'Hold Dora')).toHaveCount(0)
  expect(await order(page)).toEqual(['Hold Anna', 'Hold Ben', 'Hold Cleo'])
  expect(await place('Hold Ben')).toEqual(ben)

  // The pointer leaves: pinned Cleo first, then the longest first.
  await page.mouse.move(5, 5)
  await expect.poll(() => order(page)).toEqual(['Hold Cleo', 'Hold Dora', 'Hold Anna', 'Hold Ben'])
  await expect(held).toBeHidden()
  await page.getByRole('searchbox', { name: 'Search' }).fill('')
})

test('pinned calls stand by severity, each kind with its own icon and words', async ({ page }) => {
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Sev Negative', duration: 700, sentiment: 'negative' })
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Sev Transfer', duration: 20, transferRequested: true })
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Sev Both', duration: 10, transferRequested: true, sentiment: 'negative' })
  await page.goto(demo.host.url)
  await page.getByRole('searchbox', { name: 'Search' }).fill('Sev ')
  await expect.poll(() => order(page)).toEqual(['Sev Both', 'Sev Transfer', 'Sev Negative'])
  const both = card(page, 'Sev Both')
  await expect(both.locator('.flag.transfer')).toHaveText('Transfer requested')
  await expect(both.locator('.flag.negative')).toHaveText('Negative sentiment')
  await expect(both.locator('.flag.transfer svg')).toBeVisible()
  const colour = (kind: string) => both.locator(`.flag.${kind}`).evaluate((e) => getComputedStyle(e).color)
  expect(await colour('transfer')).not.toBe(await colour('negative'))
  await expect(both.locator('.participants')).toHaveText('Customer, AI agent')
  await page.getByRole('searchbox', { name: 'Search' }).fill('')
})

test('a call that comes within 90 % of its maximum moves to the top as its duration ticks, with no poll changing it', async ({ page }) => {
  // Held calls change only their duration, which polls do not send: the wall's clock alone brings the call near its maximum.
  const short = await demo.sim<ActiveCall>('POST', '/calls', { hold: true, customerName: 'Nearing Short', duration: 10 })
  const max = await demo.sim<ActiveCall>('POST', '/calls', { hold: true, customerName: 'Nearing Max', duration: 3230 })
  await page.goto(demo.host.url)
  await page.getByRole('searchbox', { name: 'Search' }).fill('Nearing ')
  await page.getByLabel('Sort').selectOption('newest')
  await expect.poll(() => order(page)).toEqual(['Nearing Short', 'Nearing Max'])
  await expect(card(page, 'Nearing Max')).not.toHaveClass(/pinned/)
  // The order at the first frame whose duration reads 54:00 (3,240 s, 90 % of the hour): the tick that pins the call moves it too, not a later poll.
  const atNearMax = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const seconds = (text: string) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0)
        const frame = () => {
          const shown = document.querySelector('[aria-label="Call with Nearing Max"] .duration')?.firstChild?.textContent ?? '0'
          if (seconds(shown) < 3240) return void requestAnimationFrame(frame)
          resolve([...document.querySelectorAll('article.card')].map((e) => e.getAttribute('aria-label')!.replace('Call with ', '')))
        }
        requestAnimationFrame(frame)
      }),
  )
  expect(atNearMax).toEqual(['Nearing Max', 'Nearing Short'])
  await expect(card(page, 'Nearing Max')).toHaveClass(/pinned/)
  await expect(card(page, 'Nearing Max').locator('.flag.near-max')).toBeVisible()
  // Ended, so the tests after this one keep their longest call.
  for (const call of [short, max]) {
    const ended = await fetch(`${demo.simUrl}/v2/api/active-calls/${call.roomName}/end-call`, {
      method: 'POST',
      headers: { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' },
    })
    expect(ended.ok).toBe(true)
  }
})

test('the wallboard: figures readable across the room at 1920×1080, nothing cut off from 1280×720 to 3840×2160', async ({ page }) => {
  // Enough calls needing attention that the list cannot show them all at 1280×720.
  for (let i = 0; i < 12; i++) await demo.sim('POST', '/calls', { hold: true, customerName: `Board Caller ${i}`, duration: 60 + i, sentiment: 'negative' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(demo.host.url)
  await expect(card(page, 'Board Caller 11')).toBeVisible()
  await page.keyboard.press('f')
  const values = page.locator('.tile .value')
  await expect(values).toHaveCount(7)
  for (const size of await values.evaluateAll((elements) => elements.map((e) => parseFloat(getComputedStyle(e).fontSize)))) {
    expect(size).toBeGreaterThanOrEqual(64)
  }
  const overdue = await demo.invoke('callbacks.overdue', {})
  expect(overdue.count).toBeGreaterThan(0)
  await expect(page.getByTestId('tile-callbacksOverdue').locator('.value')).toHaveText(String(overdue.count))
  await expect(page.getByRole('heading', { name: /^Needs attention \(\d+\)$/ })).toBeVisible()

  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
    [3840, 2160],
  ] as const) {
    await page.setViewportSize({ width, height })
    await expect(page.locator('.row').first()).toBeVisible()
    const measured = await page.evaluate(() => {
      const outside: string[] = []
      for (const element of document.querySelectorAll('.board, .status > *, .tile, .tile > *, .list h2, .row, .row > *, .more')) {
        const box = element.getBoundingClientRect()
        if (box.left < 0 || box.top < 0 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5) {
          outside.push(`${element.className}: ${element.textContent?.trim().slice(0, 30)}`)
        }
      }
      // A number is never cut short, not even by "…".
      const cut = [...document.querySelectorAll('.tile .value')].filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent)
      const tiles = document.querySelector('.tiles')!.getBoundingClientRect()
      return { outside, cut, tilesWidth: tiles.width / innerWidth }
    })
    expect(measured.outside, `${width}×${height}`).toEqual([])
    expect(measured.cut, `${width}×${height}`).toEqual([])
    expect(measured.tilesWidth).toBeGreaterThan(0.9)
  }
  await page.setViewportSize({ width: 1280, height: 720 })
  await expect(page.locator('.more')).toContainText(/^\+\d+ more$/)
  await page.keyboard.press('Escape')
})

test('keyboard: arrows move between calls, Enter opens one, / searches, F toggles the wallboard', async ({ page }) => {
  await page.goto(demo.host.url)
  await expect(cards(page).nth(2)).toBeVisible()
  const names = await cards(page).evaluateAll((elements) => elements.map((e) => e.getAttribute('aria-label')!.replace('Call with ', '')))

  await page.keyboard.press('ArrowRight')
  await expect(card(page, names[0]!).getByRole('button', { name: names[0]! })).toBeFocused()
  // Keyboard focus on a call holds the order too, until focus leaves the wall.
  const held = page.getByRole('status').filter({ hasText: 'Order held' })
  await expect(held).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(card(page, names[1]!).getByRole('button', { name: names[1]! })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(card(page, names[0]!).getByRole('button', { name: names[0]! })).toBeFocused()

  await page.keyboard.press('Enter')
  const detail = page.getByRole('complementary', { name: names[0]! })
  await expect(detail).toBeVisible()
  await expect(detail.getByRole('heading', { name: 'Participants' })).toBeVisible()
  await expect(detail.getByText(/joined/).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(detail).toHaveCount(0)

  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused()
  await expect(held).toBeHidden()
  await page.keyboard.type('Lena')
  await expect(cards(page)).toHaveCount(1)
  await page.getByRole('searchbox', { name: 'Search' }).fill('')
  // Esc leaves the search field, so the next letters are shortcuts again.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('searchbox', { name: 'Search' })).not.toBeFocused()

  await page.keyboard.press('f')
  const figures = page.getByRole('list', { name: 'Wallboard figures' })
  await expect(figures).toBeVisible()
  await expect(page.getByTestId('tile-longest')).toContainText('Lena Longest')
  await page.keyboard.press('Escape')
  await expect(figures).toHaveCount(0)
  await expect(page.getByRole('toolbar', { name: 'Filters and view' })).toBeVisible()
})

test('the wallboard hides the resting pointer after 3 s and shows it again when it moves', async ({ page }) => {
  await page.goto(demo.host.url)
  await expect(cards(page).first()).toBeVisible()
  await page.keyboard.press('f')
  const wall = page.locator('.calls')
  await page.mouse.move(200, 200)
  await expect(wall).not.toHaveClass(/cursor-hidden/)
  await expect(wall).toHaveClass(/cursor-hidden/, { timeout: 4_500 })
  await page.mouse.move(300, 300)
  await expect(wall).not.toHaveClass(/cursor-hidden/)
  await page.keyboard.press('Escape')
  await expect(wall).not.toHaveClass(/wallboard/)
})

test('the E key asks before ending, naming the customer; Cancel keeps the call', async ({ page }) => {
  await page.goto(demo.host.url)
  // Only the cards in view are in the page: found by search, as a supervisor finds a call on a long wall.
  const search = page.getByRole('searchbox', { name: 'Search' })
  await search.fill('Lena')
  await card(page, 'Lena Longest').getByRole('button', { name: 'Lena Longest' }).focus()
  await page.keyboard.press('e')
  const dialog = page.getByRole('dialog', { name: 'End the call with Lena Longest?' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(card(page, 'Lena Longest')).toBeVisible()
  await search.fill('')
})

test('Listen without a media server explains what to configure, and an unreachable one fails within 10 s', async ({ page }) => {
  // The demo comes configured with the simulator's media rooms (test/e2e/listen.e2e.ts); forget them here.
  await demo.invoke('calls.clearMediaServer', {})
  await page.goto(demo.host.url)
  // Only the cards in view are in the page: Lena is found by search (kept across the reload below).
  await page.getByRole('searchbox', { name: 'Search' }).fill('Lena')
  await card(page, 'Lena Longest').getByRole('button', { name: 'Listen' }).click()
  const panel = page.getByRole('region', { name: 'Listening' })
  await expect(panel.getByText('Listening in needs a media server')).toBeVisible()
  await panel.getByRole('button', { name: 'Open Settings' }).click()

  const form = page.getByRole('form', { name: 'Media server' })
  await form.getByLabel('LiveKit server address').fill('ws://127.0.0.1:9')
  await form.getByLabel('API key', { exact: true }).fill('APIe2elisten')
  await form.getByLabel('API secret').fill('an-e2e-secret-long-enough-for-signing')
  // A server the page's CSP does not allow yet: the host reloads the page with a policy that does.
  const reloaded = page.waitForResponse((response) => response.request().isNavigationRequest())
  await form.getByRole('button', { name: 'Save' }).click()
  const csp = (await (await reloaded).allHeaders())['content-security-policy']!
  expect(/connect-src ([^;]*)/.exec(csp)![1]).toBe("'self' http://127.0.0.1:9 ws://127.0.0.1:9")
  await expect(page.getByTestId('media-server-status')).toContainText('Configured: ws://127.0.0.1:9')

  await page.getByRole('button', { name: 'Live calls' }).click()
  const lena = card(page, 'Lena Longest')
  await lena.scrollIntoViewIfNeeded()
  const before = await lena.boundingBox()
  const started = Date.now()
  await card(page, 'Lena Longest').getByRole('button', { name: 'Listen' }).click()
  // One sentence naming the customer, in the panel under the wall: the cards stay where they were.
  await expect(panel.getByRole('alert')).toContainText(/^Could not listen to Lena Longest: .*media server at ws:\/\/127\.0\.0\.1:9/, { timeout: 10_000 })
  expect(Date.now() - started).toBeLessThan(10_000)
  expect(await lena.boundingBox()).toEqual(before)
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Search' }).fill('')
})

test('10,000 calls: only the cards in view are in the page, the summary counts every call, the keyboard reaches the last one', async ({ page }) => {
  test.setTimeout(180_000)
  const { targetActiveCalls } = await demo.sim<{ targetActiveCalls: number }>('GET', '/status')
  await demo.sim('PUT', '/activity/target', { activeCalls: 10_000 })
  // Frozen, so the summary can be compared with what the service lists, call for call.
  await demo.sim('POST', '/activity/pause')
  try {
    const live = (await liveRoomNames()).length
    expect(live).toBeGreaterThan(9_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(demo.host.url)
    await expect(page.getByTestId('calls-now')).toHaveText(String(live), { timeout: 60_000 })
    const rendered = await cards(page).count()
    expect(rendered).toBeGreaterThan(8)
    expect(rendered).toBeLessThan(100)

    // Scrolled to the middle, the rows there are rendered at their places: cards fill the view, and scrolling one row on
    // keeps every card that stays exactly where the scroll puts it.
    const wallBox = page.locator('.wall')
    // The pointer rests on the wall, so its order holds: calls of the demo's two-minute number crossing 90 % would
    // otherwise move up as the durations tick, and the rows with them.
    await wallBox.hover({ position: { x: 4, y: 4 } })
    await wallBox.evaluate((wall) => (wall.scrollTop = wall.scrollHeight / 2))
    const wholeInView = () =>
      page.evaluate(() => {
        const wall = document.querySelector<HTMLElement>('.wall')!.getBoundingClientRect()
        return [...document.querySelectorAll<HTMLElement>('.wall article.card')]
          .filter((c) => c.getBoundingClientRect().top >= wall.top && c.getBoundingClientRect().bottom <= wall.bottom)
          .map((c) => ({ room: c.dataset.room!, top: c.getBoundingClientRect().top }))
      })
    // At 1440 × 900 the view holds whole rows of four cards.
    await expect.poll(async () => (await wholeInView()).length).toBeGreaterThanOrEqual(8)
    const staying = (await wholeInView()).at(-1)!
    const pitch = await page.evaluate(() => (14.5 + 0.6) * parseFloat(getComputedStyle(document.documentElement).fontSize))
    // The scroller moves by whole device pixels: the card must move by what it actually scrolled.
    const moved = await wallBox.evaluate((wall, by) => {
      const before = wall.scrollTop
      wall.scrollTop += by
      return wall.scrollTop - before
    }, pitch)
    expect(moved).toBeCloseTo(pitch, -1)
    await expect
      .poll(() => page.evaluate((room) => document.querySelector<HTMLElement>(`[data-room="${room}"]`)?.getBoundingClientRect().top, staying.room))
      .toBeCloseTo(staying.top - moved, 1)
    expect(await cards(page).count()).toBeLessThan(100)
    await wallBox.evaluate((wall) => (wall.scrollTop = 0))

    // Keyboard: End selects the last call of the wall; it is rendered, scrolled into view and focused.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('End')
    const focused = page.locator('article.card .who:focus')
    await expect(focused).toBeInViewport()
    expect(await cards(page).count()).toBeLessThan(100)
    // Up a row: the card above is focused, as many cards back as a row holds.
    const last = await focused.textContent()
    await page.keyboard.press('ArrowUp')
    await expect(focused).toBeInViewport()
    expect(await focused.textContent()).not.toBe(last)
    await page.keyboard.press('Home')
    await expect(focused).toBeInViewport()
    await expect(page.locator('.wall')).toHaveJSProperty('scrollTop', 0)

    // The table is windowed too.
    await page.getByRole('button', { name: 'Table', exact: true }).click()
    await expect(page.locator('tbody tr[data-room]').first()).toBeVisible()
    expect(await page.locator('tbody tr[data-room]').count()).toBeLessThan(100)
    await expect(page.getByTestId('calls-now')).toHaveText(String(live))
    await page.getByRole('button', { name: 'Cards', exact: true }).click()
  } finally {
    await demo.sim('PUT', '/activity/target', { activeCalls: targetActiveCalls })
    await demo.sim('POST', '/activity/resume')
  }
})

test('when the service stops answering, an offline banner keeps the last snapshot, disables actions and stops the durations', async ({ page }) => {
  // A second workspace on a simulator this test can stop (the demo's runs inside the host).
  const own = await startSimulator({ port: 0, plan: 'business', activeCalls: 0 })
  let running = true
  try {
    await demo.sim('POST', '/calls', { hold: true, customerName: 'Olive Offline', duration: 30 }, own.url)
    const added = await demo.invoke('workspaces.add', { label: 'Stoppable', baseUrl: own.url, workspaceId: 'ws_demo', apiKey: 'demo-owner-key' })
    await demo.invoke('workspaces.setActive', { id: added.id })
    // The page's clock is Playwright's, so time can be moved on without waiting.
    await page.clock.install()
    await page.goto(demo.host.url)
    await expect(card(page, 'Olive Offline')).toBeVisible({ timeout: 15_000 })
    const duration = card(page, 'Olive Offline').locator('.duration')
    const shown = async () => seconds((await duration.innerText()).split('\n')[0]!)
    // Online, ten seconds on the page's clock add ten seconds to a duration between polls.
    const online = await shown()
    await page.clock.fastForward(10_000)
    expect(await shown()).toBeGreaterThanOrEqual(online + 10)

    await own.stop()
    running = false
    const banner = page.getByRole('alert').filter({ hasText: 'Offline.' })
    await expect(banner).toContainText('Showing the last update from', { timeout: 20_000 })
    await expect(card(page, 'Olive Offline')).toBeVisible()
    await expect(card(page, 'Olive Offline').getByRole('button', { name: 'End', exact: true })).toBeDisabled()
    await expect(card(page, 'Olive Offline').getByRole('button', { name: 'Listen' })).toBeDisabled()
    // Offline, the duration stops at its last known value and says when that was.
    await expect(duration.locator('.as-of')).toHaveText(/^as of \d{1,2}:\d{2}/)
    const frozen = await shown()
    await page.clock.fastForward(10_000)
    expect(await shown()).toBe(frozen)
    await expect(duration.locator('.as-of')).toBeVisible()
  } finally {
    if (running) await own.stop()
  }
})
