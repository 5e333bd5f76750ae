import { expect, test } from '@playwright/test'
import { consoleTour, type TourStop } from './fixtures/console-tour'
import { check } from './fixtures/fit'
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
const TOUR: readonly TourStop[] = consoleTour('en').flatMap((stop) => {
  if (stop.name === 'calls-wallboard') return []
  const after = AFTER[stop.name]
  return after ? [stop, after] : [stop]
})

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
