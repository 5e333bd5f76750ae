import { expect, test, type Page } from '@playwright/test'
import { CONSOLE_TOUR, type TourStop } from './fixtures/console-tour'
import { startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

// The demo console at the smallest and the commonest laptop sizes, in both themes: every view and main state fits.
let host: RunningWebHost
test.beforeAll(async () => {
  host = await startWebHostProcess(['--demo'])
})
test.afterAll(async () => {
  await host.stop()
})

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
]

/** Listening to the call whose detail is open: the demo workspace's media rooms, in the host. */
const LISTENING: TourStop = {
  name: 'calls-listening',
  viewport: SIZES[0]!,
  async reach(page) {
    await page.getByRole('button', { name: 'Listen (L)' }).click()
    const panel = page.getByRole('region', { name: 'Listening' })
    await expect(panel.getByRole('status')).toHaveText(/Connected|Disconnected/, { timeout: 15_000 })
    // Never over the call it plays, whether or not the part of the detail it would cover holds a control at the time.
    const [listening, detail] = await Promise.all([panel.boundingBox(), page.locator('[aria-labelledby="detail-title"]').boundingBox()])
    const apart = listening!.x >= detail!.x + detail!.width || listening!.x + listening!.width <= detail!.x || listening!.y >= detail!.y + detail!.height
    expect(apart, `the listening panel ${JSON.stringify(listening)} is clear of the call detail ${JSON.stringify(detail)}`).toBe(true)
  },
}

/** An item of a History tab opened beside its list: the first row's name, until its detail shows. */
function historyDetail(tab: 'calls' | 'dispositions', titleId: string): TourStop {
  return {
    name: `history-${tab}-detail`,
    viewport: SIZES[0]!,
    async reach(page) {
      await page.locator(`#history-panel-${tab} tbody tr button`).first().click()
      await expect(page.locator(`[aria-labelledby="${titleId}"]`)).toBeVisible()
    },
  }
}

const ADMIN_AGENT: TourStop = {
  name: 'admin-agent-detail',
  viewport: SIZES[0]!,
  async reach(page) {
    const first = page.getByRole('table', { name: 'Agents' }).getByRole('button').first()
    const name = (await first.textContent())!.trim()
    await first.click()
    await expect(page.getByRole('region', { name })).toBeVisible()
  },
}

/** Further states after a stop of the tour: listening beside the call detail, items open beside their lists. */
const AFTER: Record<string, TourStop> = {
  'calls-detail': LISTENING,
  'history-calls': historyDetail('calls', 'call-transcript-title'),
  'history-dispositions': historyDetail('dispositions', 'disposition-title'),
  'admin-agents': ADMIN_AGENT,
}

/** The console tour but the wallboard (for a TV: 1920×1080), with the further states. */
const TOUR: readonly TourStop[] = CONSOLE_TOUR.flatMap((stop) => {
  if (stop.name === 'calls-wallboard') return []
  const after = AFTER[stop.name]
  return after ? [stop, after] : [stop]
})

/**
 * What does not fit, measured in the page: sideways scrolling (the page's, or
 * any scroller's but for a wide table, whose first column must then stay put);
 * visible controls that overlap, cover one another or stick out of their box;
 * header text that overflows its box without its full text on hover, or lies
 * over a control. Controls are measured where they can be seen: clipped by
 * every ancestor that clips, outside a modal dialog's inert page not at all.
 */
function misfits(): string[] {
  type Box = { left: number; top: number; right: number; bottom: number }
  const found: string[] = []
  const describe = (element: Element): string => {
    const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `${element.tagName.toLowerCase()}${text ? ` "${text}"` : ''}`
  }
  const intersect = (a: Box, b: Box): Box | null => {
    const box = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) }
    return box.right - box.left > 1 && box.bottom - box.top > 1 ? box : null
  }
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible'
  const scrollsSideways = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll'
  /** The part of a box left by the viewport and by every ancestor that clips it. */
  const seen = (element: Element, box: Box): Box | null => {
    let visible: Box | null = intersect(box, { left: 0, top: 0, right: innerWidth, bottom: innerHeight })
    for (let at = element; visible && at.parentElement; at = at.parentElement) {
      if (getComputedStyle(at).position === 'fixed') break
      const parent = at.parentElement
      if (clips(getComputedStyle(parent))) visible = intersect(visible, parent.getBoundingClientRect())
    }
    return visible
  }

  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth) found.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`)
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element)
    if (!scrollsSideways(style) || element.scrollWidth <= element.clientWidth + 1 || !element.checkVisibility()) continue
    // Only for its tables, each keeping its first column in sight; everything else in the scroller fits it.
    const wide = [...element.children].filter((child) => Math.max(child.getBoundingClientRect().width, child.scrollWidth) > element.clientWidth + 1)
    if (wide.length === 0 || wide.some((child) => !(child instanceof HTMLTableElement))) {
      found.push(`${describe(element).slice(0, 60)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth}`)
    }
    for (const table of wide.filter((child) => child instanceof HTMLTableElement)) {
      const loose = [...table.rows].filter((row) => row.cells[0] && getComputedStyle(row.cells[0]).position !== 'sticky')
      if (loose.length > 0) found.push(`table "${table.getAttribute('aria-label') ?? table.caption?.textContent ?? ''}" scrolls sideways without its first column kept`)
    }
  }

  const modal = document.querySelector(':modal')
  const controls = [
    ...document.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea, a[href], summary, [role="button"], [role="tab"]'),
  ]
    .filter((element) => !element.closest('[inert]') && (!modal || modal.contains(element)))
    .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width >= 2 && box.height >= 2)
    .map(({ element, box }) => ({ element, box, visible: seen(element, box) }))
    .filter((control): control is { element: HTMLElement; box: DOMRect; visible: Box } => control.visible !== null)

  for (const [i, a] of controls.entries()) {
    for (const b of controls.slice(i + 1)) {
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue
      if (intersect(a.visible, b.visible)) found.push(`${describe(a.element)} and ${describe(b.element)} overlap`)
    }
  }
  for (const { element, box, visible } of controls) {
    const x = (visible.left + visible.right) / 2
    const y = (visible.top + visible.bottom) / 2
    const hit = document.elementFromPoint(x, y)
    if (hit && !element.contains(hit) && !hit.contains(element) && !(hit instanceof HTMLLabelElement && hit.control === element)) {
      found.push(`${describe(element)} is covered by ${describe(hit).slice(0, 60)}`)
    }
    if (box.right > innerWidth + 1 || box.left < -1) found.push(`${describe(element)} is cut off by the window's edge`)
    if (!element.matches('input, select, textarea') && element.scrollWidth > element.clientWidth + 1 && !element.title) {
      found.push(`${describe(element)} is narrower than what it holds (${element.scrollWidth} px in ${element.clientWidth})`)
    }
    // Sticking out of the nearest bordered box that holds it (a panel, a card), unless a scroller between them carries it.
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at)
      if (scrollsSideways(style)) break
      if (style.display === 'contents' || style.borderLeftStyle === 'none' || style.borderRightStyle === 'none' || parseFloat(style.borderLeftWidth) === 0) continue
      const outer = at.getBoundingClientRect()
      if (box.left < outer.left - 1 || box.right > outer.right + 1) found.push(`${describe(element)} sticks out of ${describe(at).slice(0, 60)}`)
      break
    }
  }

  const headers = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, th, header *')].filter(
    (element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '') &&
      !element.closest('[inert]') &&
      (!modal || modal.contains(element)) &&
      element.checkVisibility({ checkVisibilityCSS: true }) &&
      element.getBoundingClientRect().width >= 2,
  )
  for (const header of headers) {
    if (header.matches('button, a, summary, label, option, select')) continue
    if (header.clientWidth > 0 && header.scrollWidth > header.clientWidth + 1 && !header.closest('[title]')) {
      found.push(`header ${describe(header)} overflows its box (${header.scrollWidth} px in ${header.clientWidth}) without a title`)
    }
    const range = document.createRange()
    range.selectNodeContents(header)
    for (const line of range.getClientRects()) {
      const text = seen(header, line)
      const under = text && controls.find(({ element, visible }) => !header.contains(element) && !element.contains(header) && intersect(text, visible))
      if (under) found.push(`header ${describe(header)} lies over ${describe(under.element)}`)
    }
  }
  return [...new Set(found)]
}

async function check(page: Page, stop: string): Promise<string[]> {
  // A dialog just closed leaves a layer over the page for half a second (lib/click-shield.ts).
  await expect(page.locator('[data-click-shield]')).toHaveCount(0)
  // What the supervisor sees at rest: cards gliding to new places (a hold released as the pointer left the wall) pass over one another.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  return (await page.evaluate(misfits)).map((problem) => `${stop}: ${problem}`)
}

for (const size of SIZES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every view and main state fits ${size.width}×${size.height}, ${theme} theme`, async ({ browser }) => {
      test.setTimeout(300_000)
      const context = await browser.newContext({ colorScheme: theme, viewport: size })
      const page = await context.newPage()
      await page.goto(host.url)
      const found: string[] = []
      for (const stop of TOUR) {
        await stop.reach(page)
        found.push(...(await check(page, stop.name)))
      }
      await context.close()
      expect(found).toEqual([])
    })
  }
}
