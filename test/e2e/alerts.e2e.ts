import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_ALERT_RULES } from '../../src/shared/bridge'
import { startDemoConsole, type DemoConsole } from './fixtures/demo-console'

let demo: DemoConsole

const card = (page: Page, customer: string) => page.getByRole('article', { name: `Call with ${customer}` })

/** Desktop notifications the page raised, recorded instead of shown. */
async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = []
    Object.assign(window, { shownNotifications: shown })
    class Recorded {
      static permission = 'granted'
      static requestPermission = async () => 'granted'
      onclick: (() => void) | null = null
      constructor(title: string) {
        shown.push(title)
      }
      close(): void {}
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true })
  })
}

const notifications = (page: Page) => page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications)

test.beforeAll(async () => {
  demo = await startDemoConsole()
  // Only the calls these tests start.
  await demo.sim('PUT', '/activity/target', { activeCalls: 0 })
})

test.afterAll(async () => {
  await demo.stop()
})

test.describe.configure({ mode: 'serial' })

test('a rule on a phrase the demo says pins the call with its own label, says why, and notifies once', async ({ page }) => {
  await recordNotifications(page)
  await page.goto(demo.host.url)
  await page.evaluate(() => (window.location.hash = '#/settings'))
  const rules = page.getByRole('region', { name: 'Rules' })
  await expect(rules.getByText('Transfer requested', { exact: true })).toBeVisible()
  await rules.getByRole('button', { name: 'Add a rule' }).click()
  const form = page.getByRole('form', { name: 'Alert rule' })
  await form.getByRole('button', { name: 'Save rule' }).click()
  await expect(form.getByText('Give the rule a name of 1 to 40 characters.')).toBeVisible()
  await form.getByLabel('Name on the card').fill('Wants to cancel')
  await form.getByLabel('Word or phrase (whole words, any case)').fill('Cancel my subscription')
  await form.getByRole('radio', { name: 'Teal' }).check()
  await form.getByRole('button', { name: 'Save rule' }).click()
  await expect(rules.getByText('Wants to cancel', { exact: true })).toBeVisible()

  // The wall first, so the call's match is news to it: a call already matching when the wall loads is pinned, not announced.
  await page.goto(demo.host.url)
  await expect(page.getByTestId('calls-now')).toBeVisible()
  // A sales call says its script's second line a few seconds in: "I would like to cancel my subscription."
  await demo.sim('POST', '/calls', { agentId: 'agt_sales', customerName: 'Cara Cancel', duration: 2, plannedDuration: 600 })
  const cara = card(page, 'Cara Cancel')
  await expect(cara).toHaveClass(/pinned/, { timeout: 30_000 })
  await expect(cara.locator('.flag.heard')).toHaveText('Wants to cancel')
  await expect(cara.locator('.flag.heard')).toHaveAttribute('data-colour', 'teal')
  await expect(cara.locator('.attention-why')).toHaveText('heard: Cancel my subscription')
  // The call says its next lines; the rule still holds, and it told the supervisor once.
  await expect(cara.locator('.message')).not.toHaveText(/cancel my subscription/, { timeout: 20_000 })
  await expect(cara).toHaveClass(/pinned/)
  expect((await notifications(page)).filter((title) => title === 'Wants to cancel: Cara Cancel')).toHaveLength(1)
})

test('a call on a number whose maximum is two minutes is pinned at the chosen share of it, another agent’s by the hour', async ({ page }) => {
  // Admin reads the numbers into the cache: the billing line's maximum is 120 s.
  const numbers = await demo.invoke('admin.phoneNumbers', { refresh: true })
  expect(numbers.numbers.find((number) => number.phoneNumberId === 'pn_billing')?.maxCallDuration).toBe(120)
  await demo.invoke('alerts.saveRules', {
    rules: DEFAULT_ALERT_RULES.map((rule) => (rule.when.kind === 'near-max' ? { ...rule, when: { kind: 'near-max' as const, percent: 80 } } : rule)),
  })
  // Held calls keep these fields (only the duration moves), so only the maximum can pin them.
  const calm = { sentiment: 'neutral', transferRequested: false, lastMessage: 'Let me check that for you.' }
  await demo.sim('POST', '/calls', { hold: true, agentId: 'agt_billing', customerName: 'Bill Brief', duration: 86, plannedDuration: 600, ...calm })
  await demo.sim('POST', '/calls', { hold: true, agentId: 'agt_support', customerName: 'Sue Steady', duration: 86, plannedDuration: 600, ...calm })
  await page.goto(demo.host.url)
  const bill = card(page, 'Bill Brief')
  await expect(bill).toBeVisible()
  // 80 % of 120 s is 96 s: pinned then, with why.
  await expect(bill).toHaveClass(/pinned/, { timeout: 20_000 })
  const seconds = (text: string) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0)
  expect(seconds(await bill.locator('.duration').evaluate((e) => e.firstChild?.textContent ?? ''))).toBeGreaterThanOrEqual(96)
  await expect(bill.locator('.flag.near-max')).toHaveText('Near maximum duration')
  await expect(bill.locator('.attention-why')).toHaveText('past 80% of 2 min')
  // The same duration on a number of the usual hour is far from its maximum.
  await expect(card(page, 'Sue Steady')).not.toHaveClass(/pinned/)
})

test('a rule switched off from the list leaves the rule being edited open, with what was typed', async ({ page }) => {
  await demo.invoke('alerts.saveRules', { rules: [...DEFAULT_ALERT_RULES] })
  // The Bridge's answers to the list's saves, so the test knows when the switch has landed.
  const saves = new Set<number>()
  const answered: number[] = []
  page.on('websocket', (ws) => {
    const read = (payload: string | Buffer) => JSON.parse(String(payload)) as { type?: string; id?: number; name?: string }
    ws.on('framesent', ({ payload }) => {
      const message = read(payload)
      if (message.name === 'alerts.saveRules' && message.id !== undefined) saves.add(message.id)
    })
    ws.on('framereceived', ({ payload }) => {
      const message = read(payload)
      if (message.type === 'result' && message.id !== undefined && saves.has(message.id)) answered.push(message.id)
    })
  })
  await page.goto(demo.host.url)
  await page.evaluate(() => (window.location.hash = '#/settings'))
  const rules = page.getByRole('region', { name: 'Rules' })
  await rules.getByRole('button', { name: 'Edit Transfer requested' }).click()
  const form = page.getByRole('form', { name: 'Alert rule' })
  await form.getByLabel('Name on the card').fill('Asked for a person')

  const negative = rules.getByRole('checkbox', { name: 'Negative sentiment' })
  await negative.uncheck()
  await expect.poll(() => answered.length).toBe(1)
  await expect(negative).not.toBeChecked()
  await expect(form.getByLabel('Name on the card')).toHaveValue('Asked for a person')

  await form.getByRole('button', { name: 'Save rule' }).click()
  await expect(form).toBeHidden()
  await expect(rules.getByText('Asked for a person', { exact: true })).toBeVisible()
  await expect(negative).not.toBeChecked()
})
