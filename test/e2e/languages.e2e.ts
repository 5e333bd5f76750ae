import { expect, test, type Page } from '@playwright/test'
import { invoke, startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

// The demo console in another language: chosen in Settings, kept, its dates in that language; the pseudo-locales.
let host: RunningWebHost
test.beforeAll(async () => {
  host = await startWebHostProcess(['--demo'])
})
test.afterEach(async () => {
  await invoke(host, 'app.setLanguage', { language: null })
})
test.afterAll(async () => {
  await host.stop()
})

async function settings(page: Page): Promise<void> {
  await page.goto(host.url)
  await page.evaluate(() => (window.location.hash = '#/settings'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('a language chosen in Settings words the console at once, its dates too, and is kept after a reload', async ({ page }) => {
  await settings(page)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
  const nav = page.getByRole('navigation', { name: 'Ansichten' })
  await expect(nav.getByRole('button', { name: 'Live-Anrufe' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen')
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
  // A German date: the weekday abbreviated with a full stop, the day before the month.
  await expect(page.getByText(/^Jetzt: \w{2}\., \d{1,2}\. \w+/)).toBeVisible()

  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Ansichten' }).getByRole('button', { name: 'Einstellungen' })).toBeVisible()

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('')
  await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Live calls' })).toBeVisible()
})

test('the pseudo-locale brackets every worded text, and its right-to-left twin mirrors the layout', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await invoke(host, 'app.setLanguage', { language: 'en-XA' })
  await settings(page)
  const labels = await page.getByRole('navigation').first().getByRole('button').allTextContents()
  expect(labels.length).toBeGreaterThan(5)
  for (const label of labels) expect(label.trim()).toMatch(/^\[.*\]$/)

  await invoke(host, 'app.setLanguage', { language: 'ar-XB' })
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
  const [nav, main] = await Promise.all([page.getByRole('navigation').first().boundingBox(), page.locator('main').boundingBox()])
  expect(nav!.x).toBeGreaterThan(main!.x)
})
