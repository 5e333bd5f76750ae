#!/usr/bin/env node
// `npm run test:electron`: the smoke test of the desktop app with Playwright's
// Electron support (test/electron/). It tests the packaged app of this platform
// when `npm run package` left one in dist/ (or SWITCHBOARD_ELECTRON_APP names one),
// else the development Electron binary on the built app (out/). Where neither
// exists it says so and exits 0; with SWITCHBOARD_REQUIRE_ELECTRON=1 (CI) that is
// a failure. On Linux it runs inside a private D-Bus session with a throwaway,
// unlocked gnome-keyring and, without a display, under Xvfb.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { electronBinary } from './electron-binary.mjs'

const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0

/** Where electron-builder leaves the unpacked app of each platform (productName Switchboard, Linux executable `switchboard`). */
function packagedApp() {
  if (process.env.SWITCHBOARD_ELECTRON_APP) return resolve(process.env.SWITCHBOARD_ELECTRON_APP)
  const candidates = {
    linux: ['dist/linux-unpacked/switchboard'],
    win32: ['dist/win-unpacked/Switchboard.exe'],
    darwin: [process.arch === 'arm64' ? 'dist/mac-arm64' : 'dist/mac', 'dist/mac-universal'].map((dir) => `${dir}/Switchboard.app/Contents/MacOS/Switchboard`),
  }[process.platform] ?? []
  const found = candidates.find((path) => existsSync(path))
  return found ? resolve(found) : null
}

const app = packagedApp()
const binary = app ? null : electronBinary()
if (!app && !binary) {
  const why =
    'test:electron: skipped, no Electron binary here: dist/ holds no packaged app of this platform (`npm run package` makes one) ' +
    'and node_modules/electron has no binary (`npx install-electron` fetches it on a machine with internet).'
  if (process.env.SWITCHBOARD_REQUIRE_ELECTRON === '1') {
    console.error(why.replace('skipped', 'failed'))
    process.exit(1)
  }
  console.warn(why)
  process.exit(0)
}

if (process.platform === 'linux' && !process.env.SWITCHBOARD_TEST_KEYRING && has('dbus-run-session') && has('gnome-keyring-daemon')) {
  const home = mkdtempSync(join(tmpdir(), 'switchboard-electron-home-'))
  const display = process.env.DISPLAY || !has('xvfb-run') ? '' : 'xvfb-run --auto-servernum '
  const inner = `printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec ${display}node scripts/test-electron.mjs`
  const result = spawnSync('dbus-run-session', ['--', 'sh', '-c', inner], {
    stdio: 'inherit',
    env: { ...process.env, HOME: home, SWITCHBOARD_TEST_KEYRING: home },
  })
  rmSync(home, { recursive: true, force: true })
  process.exit(result.status ?? 1)
}

if (binary && !existsSync('out/main/index.js')) {
  const build = spawnSync(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'build', '--logLevel', 'error'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
console.warn(app ? `test:electron: the packaged app ${app}` : `test:electron: the development binary ${binary} on out/`)
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'playwright.electron.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, ...(app ? { SWITCHBOARD_ELECTRON_APP: app } : { SWITCHBOARD_ELECTRON_BINARY: binary }) },
})
process.exit(result.status ?? 1)
