import { expect, test, type Page } from '@playwright/test'
import { startDemoConsole, type DemoConsole } from './fixtures/demo-console'

let demo: DemoConsole

const card = (page: Page, customer: string) => page.getByRole('article', { name: `Call with ${customer}` })

test.beforeAll(async () => {
  demo = await startDemoConsole()
  // Only the calls these tests start, held so the wall does not change by itself.
  await demo.sim('PUT', '/activity/target', { activeCalls: 0 })
})

test.afterAll(async () => {
  await demo.stop()
})

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1440, height: 900 } })

test("a double click on a confirmation's button never reaches what the dialog covered", async ({ page }) => {
  for (const customer of ['Dora Double', 'Uma Under', 'Ugo Under', 'Ursa Under', 'Ulla Under']) {
    await demo.sim('POST', '/calls', { hold: true, customerName: customer, duration: 60 })
  }
  await page.goto(demo.host.url)
  const endButton = card(page, 'Dora Double').getByRole('button', { name: 'End', exact: true })
  const confirm = page.getByRole('dialog', { name: 'End the call with Dora Double?' }).getByRole('button', { name: 'End call' })
  // Where the confirmation's button is; the dialog closed again (a modal dialog hides the page from hit testing).
  await endButton.click()
  const box = (await confirm.boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-click-shield]')).toHaveCount(0)

  // The element the dialog covers at the button's place.
  const under = await page.evaluate(({ x, y }) => {
    const below = document.elementFromPoint(x, y)!
    below.setAttribute('data-under-dialog', '')
    return below.closest('main')?.getAttribute('aria-label')
  }, { x, y })
  expect(under).toBe('Live calls')
  await endButton.click()
  await expect(confirm).toBeVisible()
  expect(await confirm.boundingBox()).toEqual(box)

  // From now on: the clicks that element gets, and every click the page's own elements get.
  await page.evaluate(() => {
    const record = window as unknown as { underClicks: number; pageClicks: string[]; shieldClicks: number }
    record.underClicks = 0
    record.pageClicks = []
    record.shieldClicks = 0
    document.querySelector('[data-under-dialog]')!.addEventListener('click', () => record.underClicks++)
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element
        if (target.closest('[data-click-shield]')) record.shieldClicks++
        else if (!target.closest('dialog')) record.pageClicks.push(target.outerHTML.slice(0, 80))
      },
      { capture: true },
    )
  })
  await page.mouse.dblclick(x, y)
  await expect(card(page, 'Dora Double')).toHaveCount(0)
  const recorded = await page.evaluate(() => {
    const { underClicks, pageClicks, shieldClicks } = window as unknown as { underClicks: number; pageClicks: string[]; shieldClicks: number }
    return { underClicks, pageClicks, shieldClicks }
  })
  expect(recorded.underClicks).toBe(0)
  expect(recorded.pageClicks).toEqual([])
  // The second click did happen, and the layer the closing dialog left took it.
  expect(recorded.shieldClicks).toBe(1)

  // The layer goes once the gesture is over: the page takes clicks again.
  await expect(page.locator('[data-click-shield]')).toHaveCount(0)
  await card(page, 'Uma Under').getByRole('button', { name: 'End', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'End the call with Uma Under?' })).toBeVisible()
  await page.keyboard.press('Escape')
})

test("an action's outcome is a toast over the page: nothing on the wall moves", async ({ page }) => {
  await demo.sim('POST', '/calls', { hold: true, customerName: 'Fay Failing', duration: 30 })
  await page.goto(demo.host.url)
  const target = card(page, 'Fay Failing')
  await expect(target).toBeVisible()
  const wall = page.getByRole('main')
  const boxes = () =>
    wall.evaluate((main) =>
      [...main.querySelectorAll('article.card'), ...main.children].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect()
        return `${element.tagName}.${element.className.split(' ')[0]} ${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`
      }),
    )
  const before = await boxes()
  expect(before.length).toBeGreaterThan(5)

  const notifications = page.getByRole('region', { name: 'Notifications' })
  const failure = notifications.getByRole('alert').filter({ hasText: 'Could not end the call with Fay Failing' })
  try {
    await demo.sim('PUT', '/faults/end-call', { answer: 500 })
    await target.getByRole('button', { name: 'End', exact: true }).click()
    await page.getByRole('dialog', { name: 'End the call with Fay Failing?' }).getByRole('button', { name: 'End call' }).click()
    await expect(failure).toBeVisible()
  } finally {
    await demo.sim('PUT', '/faults/end-call', { answer: null })
  }
  expect(await boxes()).toEqual(before)
  // Over the page, not in it: the toast is outside the view and fixed to the window's corner.
  expect(await wall.locator('[role="alert"]', { hasText: 'Could not end the call' }).count()).toBe(0)
  const toastBox = (await failure.boundingBox())!
  expect(toastBox.x).toBeLessThan(40)
  expect(toastBox.y + toastBox.height).toBeGreaterThan(900 - 40)

  // An error stays until dismissed, and its Dismiss is reachable by keyboard.
  await page.waitForTimeout(7_000)
  await expect(failure).toBeVisible()
  await failure.getByRole('button', { name: 'Dismiss' }).focus()
  await page.keyboard.press('Enter')
  await expect(failure).toHaveCount(0)

  // A confirmation fades by itself, and moves nothing either.
  await target.getByRole('button', { name: 'End', exact: true }).click()
  await page.getByRole('dialog', { name: 'End the call with Fay Failing?' }).getByRole('button', { name: 'End call' }).click()
  const done = notifications.getByRole('status').filter({ hasText: 'Ended the call with Fay Failing.' })
  await expect(done).toBeVisible()
  await expect(done).toHaveCount(0, { timeout: 10_000 })
})

test('Settings: an index of its sections, and the time zone found by typing a city', async ({ page }) => {
  await page.goto(demo.host.url)
  await page.keyboard.press('Control+,')
  const index = page.getByRole('navigation', { name: 'Settings sections' })
  await expect(index.getByRole('button', { name: 'Diagnostics' })).toBeVisible()
  const sections = await page.getByRole('main').locator('section > h2').allTextContents()
  await expect(index.getByRole('button')).toHaveText(sections)
  expect(sections).toContain('Time zone')

  await index.getByRole('button', { name: 'Time zone' }).click()
  await expect(page.getByRole('heading', { name: 'Time zone', level: 2 })).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Time zone', level: 2 })).toBeInViewport()
  await expect(index.getByRole('button', { name: 'Time zone' })).toHaveAttribute('aria-current', 'location')
  await expect(index.getByRole('button', { name: 'Workspaces' })).not.toHaveAttribute('aria-current')

  const section = page.getByRole('region', { name: 'Time zone' })
  await section.getByRole('searchbox', { name: 'Find a zone' }).fill('lisbon')
  const list = section.getByRole('listbox', { name: 'Show times in' })
  await expect(list.locator('optgroup')).toHaveAttribute('label', 'Europe')
  await expect(list.getByRole('option')).toHaveText([/^Lisbon \(UTC(\+1)?\)$/])
  await list.getByRole('option', { name: /^Lisbon/ }).click()
  await expect(list).toHaveValue('Europe/Lisbon')
  await expect(section).toContainText(/Now: .* (WET|WEST|GMT(\+0|\+1)?)$/)

  await section.getByRole('searchbox', { name: 'Find a zone' }).fill('Atlantis')
  await expect(section.getByText('No zone matches “Atlantis”.')).toBeVisible()
})

test("Settings: a workspace's error shows beside the field it is about", async ({ page }) => {
  await page.goto(demo.host.url)
  await page.keyboard.press('Control+,')
  const section = page.getByRole('region', { name: 'Workspaces' })
  await section.getByRole('button', { name: 'Add workspace…' }).click()
  const form = section.getByRole('form', { name: 'Add a workspace' })
  await form.getByLabel('Service URL').fill(demo.simUrl)
  await form.getByLabel('Workspace id').fill('ws_demo')
  await form.getByLabel('API key').fill('not-a-real-key')
  await form.getByRole('button', { name: 'Test and save' }).click()

  const key = form.getByLabel('API key')
  await expect(key).toHaveAttribute('aria-invalid', 'true')
  await expect(key).toHaveAccessibleDescription(/does not know this API key \(401\)/)
  await expect(form.getByLabel('Service URL')).toHaveAttribute('aria-invalid', 'false')
  // Right under its field, not under the form's last one.
  const keyBox = (await key.boundingBox())!
  const errorBox = (await form.getByRole('alert').boundingBox())!
  expect(errorBox.y).toBeGreaterThanOrEqual(keyBox.y + keyBox.height)
  expect(errorBox.y).toBeLessThan(keyBox.y + keyBox.height + 20)

  await form.getByLabel('Service URL').fill('http://example.com')
  await form.getByRole('button', { name: 'Test and save' }).click()
  await expect(form.getByLabel('Service URL')).toHaveAccessibleDescription(/must use https:\/\//)
  await expect(key).toHaveAttribute('aria-invalid', 'false')
})

test('New call whose code the host no longer has says so and offers to load the page again', async ({ page }) => {
  // As after an update rebuilt the host's files under an open page: the dialog's chunk is gone.
  await page.route('**/NewCallDialog-*.js', (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto(demo.host.url)
  await page.keyboard.press('Control+n')
  const toast = page.getByRole('alert').filter({ hasText: 'New call could not be loaded.' })
  await expect(toast).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'New call' })).toHaveCount(0)

  await page.unroute('**/NewCallDialog-*.js')
  await toast.getByRole('button', { name: 'Try again' }).click()
  await page.waitForLoadState('load')
  await page.keyboard.press('Control+n')
  await expect(page.getByRole('dialog', { name: 'New call' })).toBeVisible()
})
