import { expect, test, type Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES, type Language } from '../../src/shared/i18n/locales'
import { FIRST_NAMES } from '../../src/simulator/fixture/words'
import { seriousFindings, type Finding } from './fixtures/axe'
import { CAMPAIGN_BAD_NUMBERS, CAMPAIGN_COLUMNS, consoleTour } from './fixtures/console-tour'
import { check, clipped } from './fixtures/fit'
import { shownTexts } from './fixtures/shown-text'
import { PARTS, wordsIn } from './fixtures/words'
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

/** Each language's date as the console writes it (`formatDateTime`): its own weekday, day, month and year order, a 24-hour clock. */
const DATES: Record<Exclude<Language, 'en'>, RegExp> = {
  es: /^\p{L}{3}, \d{1,2} \p{L}{3,4} \d{4}, \d{1,2}:\d{2}/u,
  'pt-BR': /^\p{L}{3}\., \d{1,2} de \p{L}{3,4}\.? de \d{4}, \d{1,2}:\d{2}/u,
  fr: /^\p{L}{3}\. \d{1,2} \p{L}{3,5}\.? \d{4}, \d{1,2}:\d{2}/u,
  // The weekday abbreviated with a full stop, the day before the month.
  de: /^\p{L}{2}\., \d{1,2}\. \p{L}{3,4}\.? \d{4}, \d{1,2}:\d{2}/u,
}

for (const { locale, name } of LANGUAGES.filter((language) => language.locale !== 'en')) {
  test(`${name} chosen in Settings words the console at once, its dates and numbers too, and is kept after a reload`, async ({ page }) => {
    const t = wordsIn(locale)
    await settings(page)
    await page.getByRole('combobox', { name: 'Language' }).selectOption(locale)
    const nav = page.getByRole('navigation', { name: t('app.nav.label') })
    await expect(nav.getByRole('button', { name: t('app.view.calls') })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('app.view.settings'))
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
    const now = t('app.zone.now', { time: '\u0000' }).split('\u0000')[0]!
    await expect(page.getByText(new RegExp(`^${now}${DATES[locale].source.slice(1)}`, 'u'))).toBeVisible()

    await page.reload()
    await expect(page.getByRole('navigation', { name: t('app.nav.label') }).getByRole('button', { name: t('app.view.settings') })).toBeVisible()

    // A size to a tenth: a decimal comma in each of these languages (English writes 178.1).
    await page.evaluate(() => (window.location.hash = '#/admin'))
    await page.getByRole('tab', { name: t('admin.tab.knowledge') }).click()
    await page.getByLabel(t('admin.knowledge.openLabel')).fill('kb_faq')
    await page.getByRole('button', { name: t('admin.openById.open'), exact: true }).click()
    await expect(page.getByRole('cell', { name: t('admin.knowledge.kilobytes', { size: '178,1' }) })).toBeVisible()

    await page.evaluate(() => (window.location.hash = '#/settings'))
    await page.getByRole('combobox', { name: t('app.language.label') }).selectOption('')
    await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Live calls' })).toBeVisible()
  })
}

test("the wallboard keeps each call's first flag whole in Spanish and German, on a laptop and a TV", async ({ page }) => {
  for (const locale of ['es', 'de'] as const) {
    await invoke(host, 'app.setLanguage', { language: locale })
    await page.goto(host.url)
    const tour = consoleTour(locale)
    await tour.find((stop) => stop.name === 'calls-cards')!.reach(page)
    await tour.find((stop) => stop.name === 'calls-wallboard')!.reach(page)
    for (const size of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size)
      const firsts = page.locator('.wallboard .row .attention-flag:first-child .label')
      await expect(firsts.first()).toBeVisible()
      const cut = await firsts.evaluateAll((labels) =>
        labels.filter((label) => label.clientWidth === 0 || label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1).map((label) => label.textContent),
      )
      expect(cut, `${locale} ${size.width}×${size.height}`).toEqual([])
    }
    await page.keyboard.press('Escape')
  }
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

  // A phone number in right-to-left text keeps its own order: its first character left of its last.
  await page.evaluate(() => (window.location.hash = '#/calls'))
  await expect(page.locator('[data-room]').first()).toBeVisible()
  const numbers = await page.locator('main').evaluate(phonesAsLaidOut)
  expect(numbers.length).toBeGreaterThan(0)
  expect(numbers.filter((n) => n.firstX >= n.lastX)).toEqual([])
})

/** Every phone number written in `root`'s text, with where its first and last characters are drawn. */
function phonesAsLaidOut(root: Element): { text: string; firstX: number; lastX: number }[] {
  const found: { text: string; firstX: number; lastX: number }[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/[+(]?\d[\d ()-]{6,}\d/g)) {
      const at = (offset: number) => {
        const range = document.createRange()
        range.setStart(node!, offset)
        range.setEnd(node!, offset + 1)
        return range.getBoundingClientRect()
      }
      const first = at(match.index)
      const last = at(match.index + match[0].length - 1)
      if (first.width > 0 && last.width > 0) found.push({ text: match[0], firstX: first.left, lastX: last.left })
    }
  }
  return found
}

const ROOT = join(import.meta.dirname, '../..')

/** A message key (`calls.wall.shown`): never on screen. */
const MESSAGE_KEY = new RegExp(`\\b(?:${PARTS.join('|')})\\.[a-z]+\\.[a-zA-Z]+\\b`)

/** A text with the pseudo-locale's bracketed messages (nested where a message is another's parameter) taken out. */
function outsideMessages(text: string): string {
  let rest = text.replace(/[\u202a-\u202e]/g, '')
  for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/\[[^[\]]*\]/g, ' · ')]
  return rest
}

/** Every `.ts` file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(join(folder, file), 'utf8'))
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const SERVICE_SOURCES = [...sources(join(ROOT, 'src/simulator')), readFileSync(join(ROOT, 'src/renderer/voices/reading-scripts.ts'), 'utf8')]

/**
 * What the service sends, as the simulator writes it: each quoted text (names,
 * messages, transcripts, permissions, values as sent, in any case), each
 * template with words of its own a pattern whose `${…}` stand for anything;
 * and what the Voice lab asks a supervisor to read aloud, in the voice's
 * language.
 */
const SERVICE_TEXTS: ReadonlySet<string> = new Set(
  SERVICE_SOURCES.flatMap((source) => [...source.matchAll(/'((?:[^'\\\n]|\\.)+)'/g)].map((m) => m[1]!.replace(/\\'/g, "'").toLowerCase())),
)
const SERVICE_TEMPLATES: readonly RegExp[] = SERVICE_SOURCES.flatMap((source) =>
  [...source.matchAll(/`([^`\\]+)`/g)]
    .map((m) => m[1]!.split(/\$\{[^}]*\}/))
    .filter((parts) => /[A-Za-z]{3,}\W+[A-Za-z]{3,}/.test(parts.join(' ')))
    .map((parts) => new RegExp(`^${parts.map(escaped).join('.+')}$`, 'i')),
)

/** English relative times, weekdays, months and halves of the day: the pseudo-locales write dates as English. */
const DATE_WORDS: ReadonlySet<string> = new Set(
  [
    ...(['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const).flatMap((unit) =>
      (['long', 'short', 'narrow'] as const).flatMap((style) =>
        [-2, -1, 0, 1, 2].map((n) => new Intl.RelativeTimeFormat('en', { style, numeric: 'auto' }).format(n, unit)),
      ),
    ),
    ...Array.from({ length: 12 }, (_, month) => (['long', 'short'] as const).map((style) => new Date(2024, month, 1).toLocaleString('en-US', { month: style }))),
    ...Array.from({ length: 7 }, (_, day) => (['long', 'short'] as const).map((style) => new Date(2024, 0, day + 1).toLocaleString('en-US', { weekday: style }))),
    'AM PM UTC GMT',
  ]
    .flat()
    .flatMap((text) => text.split(/[^A-Za-z]+/)),
)

/**
 * Whether a text outside the catalog's messages is data, which no language
 * words: the service's (SERVICE_TEXTS, SERVICE_TEMPLATES; a person's name; the tour's campaign
 * file's columns, numbers and `Customer 2`), a keyboard key, code (identifiers, URLs, paths, ids such as
 * `bat_…`), a time zone's city as the picker names it, a date or time, a
 * language named in itself, the app's name, version and platform.
 */
function isData(fragment: string, where: string): boolean {
  if (/^(?:kbd|code)\b/.test(where)) return true
  if (SERVICE_TEXTS.has(fragment.toLowerCase()) || SERVICE_TEMPLATES.some((pattern) => pattern.test(fragment))) return true
  if (/^Customer \d+$/.test(fragment) || [...CAMPAIGN_COLUMNS, ...CAMPAIGN_BAD_NUMBERS.values()].includes(fragment) || FIRST_NAMES.some((name) => new RegExp(`^${name} [A-Z][A-Za-z-]+$`).test(fragment))) return true
  if (/^(?:[a-z]+:\/\/\S+|\/\S+|[a-z]+_\S*|[\w.-]+\.[a-z]{2,4})$/.test(fragment)) return true
  if (/\(UTC(?:[+−]\d{1,2}(?::\d{2})?)?\)$/.test(fragment) || /^Etc\/GMT[+-]\d+$/.test(fragment)) return true
  if (LANGUAGES.some((language) => language.name === fragment) || /^(?:Switchboard [\d.]+|linux|darwin|win32)$/.test(fragment)) return true
  return fragment.split(/[^A-Za-z]+/).every((word) => word === '' || DATE_WORDS.has(word))
}

/** Each text judged once: a wall holds the same names and words many times over. */
const judged = new Map<string, boolean>()

/** What the page shows outside the catalog's messages that is not data, and any message key it shows. */
async function unworded(page: Page, stop: string): Promise<string[]> {
  const found: string[] = []
  for (const { text, where } of await page.evaluate(shownTexts)) {
    if (MESSAGE_KEY.test(text)) found.push(`${stop}: a message key in ${where}: “${text}”`)
    for (const fragment of outsideMessages(text).split(/\s*·\s*/)) {
      const words = fragment.trim()
      if (!/[A-Za-z]{2}/.test(words)) continue
      const key = `${where.split(/[.#[]/)[0]}\u0000${words}`
      if (!judged.has(key)) judged.set(key, isData(words, where))
      if (!judged.get(key)) found.push(`${stop}: ${where}: “${words}”`)
    }
  }
  return [...new Set(found)]
}

const LAPTOP = { width: 1280, height: 720 }
const TV = { width: 1920, height: 1080 }

/** Switches the console's words (the page follows the setting, as another window's choice) and waits for its direction. */
async function speak(page: Page, locale: 'en-XA' | 'ar-XB'): Promise<void> {
  await invoke(host, 'app.setLanguage', { language: locale })
  await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join(' '))).toBe(`${locale} ${locale === 'ar-XB' ? 'rtl' : 'ltr'}`)
}

test('in the pseudo-locales, every view is worded, fits 1280×720 and 1920×1080 both ways, and passes axe', async ({ browser }) => {
  // One tour (the most of the time), each stop read in en-XA, then measured in both pseudo-locales at both sizes.
  test.setTimeout(600_000)
  await invoke(host, 'app.setLanguage', { language: 'en-XA' })
  const context = await browser.newContext({ viewport: LAPTOP })
  const page = await context.newPage()
  await page.goto(host.url)
  const found: string[] = []
  const axe: Finding[] = []
  for (const stop of consoleTour('en-XA')) {
    // The wallboard is for a TV, over the console on purpose: read, not measured, as layout.e2e.ts leaves it out.
    const sizes = stop.name === 'calls-wallboard' ? [] : [LAPTOP, TV]
    await page.setViewportSize(stop.name === 'calls-wallboard' ? TV : LAPTOP)
    await stop.reach(page)
    found.push(...(await unworded(page, stop.name)))
    for (const locale of ['en-XA', 'ar-XB'] as const) {
      if (locale === 'ar-XB') await speak(page, locale)
      for (const size of sizes) {
        await page.setViewportSize(size)
        // At rest: what follows the window's size (a chart's canvas) has redrawn.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const at = `${stop.name} ${locale} ${size.width}×${size.height}`
        found.push(...(await check(page, at)), ...(await clipped(page, at, /\[/)))
      }
      axe.push(...(await seriousFindings(page, `${stop.name} ${locale}`)))
    }
    await page.setViewportSize(LAPTOP)
    await speak(page, 'en-XA')
  }
  await context.close()
  expect(found).toEqual([])
  expect(axe).toEqual([])
})
