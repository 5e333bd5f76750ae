// `npm run screenshots`: every view and main state of the demo console, light
// and dark, at 1440×900 (the wallboard at 1920×1080), into docs/screenshots/.
// Builds the renderer, starts the browser host on the demo (no keychain
// needed) and drives Debian's Chromium through the same tour as the
// accessibility suite (test/e2e/fixtures/console-tour.ts).
import { chromium } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { CHROMIUM_ARGS } from '../playwright.config'
import { CONSOLE_TOUR } from '../test/e2e/fixtures/console-tour'
import { startWebHostProcess } from '../test/e2e/fixtures/web-host'

const OUTPUT = join(import.meta.dirname, '../docs/screenshots')
const THEMES = ['light', 'dark'] as const

execFileSync(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'build', '--logLevel', 'error'], { stdio: 'inherit' })
mkdirSync(OUTPUT, { recursive: true })
const host = await startWebHostProcess(['--demo'])
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  for (const theme of THEMES) {
    const page = await browser.newPage({ colorScheme: theme, viewport: { width: 1440, height: 900 } })
    await page.goto(host.url)
    for (const stop of CONSOLE_TOUR) {
      await page.setViewportSize(stop.viewport)
      await stop.reach(page)
      // Let the layout and fonts settle after the last change.
      await page.waitForTimeout(400)
      const file = join(OUTPUT, `${stop.name}-${theme}.png`)
      await page.screenshot({ path: file })
      console.warn(`wrote ${file}`)
    }
    await page.close()
  }
} finally {
  await browser.close()
  await host.stop()
}
