// `npm run screenshots`: every view and main state of the demo console, light
// and dark, at 1440×900 (the wallboard at 1920×1080), into docs/screenshots/;
// then light in Spanish and in the right-to-left pseudo-locale (`-es`, `-ar-XB`).
// Builds the renderer, starts the browser host on the demo (no keychain
// needed) and drives Debian's Chromium through the same tour as the
// accessibility suite (test/e2e/fixtures/console-tour.ts).
import { chromium } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { CHROMIUM_ARGS } from '../playwright.config'
import { consoleTour } from '../test/e2e/fixtures/console-tour'
import { invoke, startWebHostProcess } from '../test/e2e/fixtures/web-host'
import type { Locale } from '../src/shared/i18n/locales'

const OUTPUT = join(import.meta.dirname, '../docs/screenshots')
const TOURS: readonly { theme: 'light' | 'dark'; locale: Locale }[] = [
  { theme: 'light', locale: 'en' },
  { theme: 'dark', locale: 'en' },
  { theme: 'light', locale: 'es' },
  { theme: 'light', locale: 'ar-XB' },
]

execFileSync(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'build', '--logLevel', 'error'], { stdio: 'inherit' })
mkdirSync(OUTPUT, { recursive: true })
const host = await startWebHostProcess(['--demo'])
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  for (const { theme, locale } of TOURS) {
    await invoke(host, 'app.setLanguage', { language: locale })
    const page = await browser.newPage({ colorScheme: theme, viewport: { width: 1440, height: 900 } })
    await page.goto(host.url)
    for (const stop of consoleTour(locale)) {
      await page.setViewportSize(stop.viewport)
      await stop.reach(page)
      // Let the layout and fonts settle after the last change.
      await page.waitForTimeout(400)
      const file = join(OUTPUT, `${stop.name}-${theme}${locale === 'en' ? '' : `-${locale}`}.png`)
      await page.screenshot({ path: file })
      console.warn(`wrote ${file}`)
    }
    await page.close()
  }
} finally {
  await browser.close()
  await host.stop()
}
