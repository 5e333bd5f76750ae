import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { getCurrentFuseWire, FuseV1Options } from '@electron/fuses'
import { _electron as electron, expect, test, type Page } from '@playwright/test'
import { getConfig } from 'app-builder-lib/out/util/config/config.js'
import { appRoot, inspectableCopy, targetFromEnvironment } from './fixtures/electron-app'

const target = targetFromEnvironment()
const require = createRequire(import.meta.url)
const electronVersion = (require('electron/package.json') as { version: string }).version

/** A fuse's state in the wire: the ASCII digits '1' and '0'. */
const FUSE_ON = 0x31
const FUSE_OFF = 0x30

const navButton = (page: Page, label: string) => page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: label, exact: true })

test.beforeAll(() => {
  if (!target) throw new Error('No Electron app to test: run `npm run test:electron`, which finds one or says why there is none.')
})

test('the packaged app has the fuses of electron-builder.yml burnt in', async () => {
  test.skip(!target?.packaged, 'a development binary has no fuses burnt (npm run package makes one that has)')
  const fuses = (await getConfig(process.cwd(), null, null)).electronFuses!
  const wire = await getCurrentFuseWire(appRoot(target!.release!).endsWith('.app') ? appRoot(target!.release!) : target!.release!)
  const state = (on: boolean | undefined) => (on ? FUSE_ON : FUSE_OFF)
  expect(wire[FuseV1Options.RunAsNode]).toBe(state(fuses.runAsNode))
  expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(state(fuses.enableNodeOptionsEnvironmentVariable))
  expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(state(fuses.enableNodeCliInspectArguments))
  expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(state(fuses.enableEmbeddedAsarIntegrityValidation))
  expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(state(fuses.onlyLoadAppFromAsar))
  expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(state(fuses.enableCookieEncryption))
  expect(wire[FuseV1Options.RunAsNode]).toBe(FUSE_OFF)
})

test('launches, shows the shell, opens the demo workspace, shows live calls and quits cleanly', async () => {
  test.setTimeout(240_000)
  const executablePath = target!.packaged ? await inspectableCopy(target!.release!) : target!.executablePath
  const userData = mkdtempSync(join(tmpdir(), 'switchboard-smoke-profile-'))
  // The app as a supervisor starts it: no demo at start, no dev server, not as plain Node.
  const skipped = new Set(['SWITCHBOARD_DEMO', 'ELECTRON_RENDERER_URL', 'ELECTRON_RUN_AS_NODE'])
  const env = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && !skipped.has(entry[0])),
  )
  const app = await electron.launch({ executablePath, args: [...target!.args, `--user-data-dir=${userData}`], env, timeout: 120_000 })
  try {
    const page = await app.firstWindow()
    await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible({ timeout: 60_000 })
    expect(await app.evaluate(({ app: electronApp }) => electronApp.isPackaged)).toBe(target!.packaged)
    expect(await app.evaluate(() => process.versions.electron)).toBe(electronVersion)
    if (target!.packaged) expect(page.url()).toBe('app://switchboard/index.html')

    // The CSP header of the app:// handler: no media server is configured, so no connection leaves the app.
    const refused = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true })
          void fetch('https://example.com/').catch(() => undefined)
        }),
    )
    expect(refused).toBe('connect-src')

    await navButton(page, 'Settings').click()
    const workspaces = page.getByRole('region', { name: 'Workspaces' })
    // The demo brings its media rooms, a server the window's CSP did not allow: the window reloads with one that does.
    const reloaded = page.waitForEvent('load')
    await workspaces.getByRole('button', { name: 'Explore the demo workspace' }).click()
    await reloaded
    const demo = workspaces.getByRole('listitem', { name: 'Demo Workspace' })
    await expect(demo).toContainText('Active', { timeout: 60_000 })

    await navButton(page, 'Live calls').click()
    await expect(page.locator('article.card').first()).toBeVisible({ timeout: 60_000 })
    expect(await page.locator('article.card').count()).toBeGreaterThan(0)

    // Leave no key behind in this computer's keychain: removing the workspace deletes it.
    await navButton(page, 'Settings').click()
    await demo.getByRole('button', { name: 'Remove…' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove workspace' }).click()
    await expect(demo).toHaveCount(0)

    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      app.process().once('exit', (code, signal) => resolve({ code, signal })),
    )
    // As the menu's Quit does; the main process closes the cache before it exits.
    await app.evaluate(({ app: electronApp }) => electronApp.quit()).catch(() => undefined)
    expect(await exited).toEqual({ code: 0, signal: null })
    expect(existsSync(join(userData, 'cache.sqlite'))).toBe(true)
    expect(existsSync(join(userData, 'cache.sqlite-wal'))).toBe(false)
    const log = readFileSync(join(userData, 'logs', 'main.log'), 'utf8')
    expect(log).toContain('starting')
    expect(log).not.toMatch(/\[error\]/)
  } finally {
    if (app.process().exitCode === null) await app.close()
    rmSync(userData, { recursive: true, force: true })
    if (target!.packaged) rmSync(dirname(appRoot(executablePath)), { recursive: true, force: true })
  }
})
