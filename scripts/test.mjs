#!/usr/bin/env node
// `npm test`: unit, integration and e2e suites, then one closing line
// "N passed, N failed". On Linux without a Secret Service it runs itself inside a
// private D-Bus session with an unlocked, throwaway gnome-keyring, so the keychain
// tests use the real thing and never touch the user's own keyring.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0

if (process.platform === 'linux' && !process.env.SWITCHBOARD_TEST_KEYRING && has('dbus-run-session') && has('gnome-keyring-daemon')) {
  const home = mkdtempSync(join(tmpdir(), 'switchboard-test-home-'))
  const inner = 'printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec node scripts/test.mjs'
  const result = spawnSync('dbus-run-session', ['--', 'sh', '-c', inner], {
    stdio: 'inherit',
    env: { ...process.env, HOME: home, SWITCHBOARD_TEST_KEYRING: home },
  })
  rmSync(home, { recursive: true, force: true })
  process.exit(result.status ?? 1)
}

rmSync('reports', { recursive: true, force: true })
mkdirSync('reports', { recursive: true })
// The e2e suite drives the built console: build the current sources first.
const build = spawnSync(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'build', '--logLevel', 'error'], {
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)
const vitest = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile=reports/vitest.json'],
  { stdio: 'inherit' },
)
const e2e = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], {
  stdio: 'inherit',
  env: { ...process.env, SWITCHBOARD_E2E_JSON: 'reports/e2e.json' },
})

const counts = { passed: 0, failed: 0, skipped: 0 }
const v = readJson('reports/vitest.json')
if (v) {
  counts.passed += v.numPassedTests
  counts.failed += v.numFailedTests
  counts.skipped += v.numPendingTests + v.numTodoTests
}
const p = readJson('reports/e2e.json')
if (p) {
  counts.passed += p.stats.expected
  counts.failed += p.stats.unexpected + p.stats.flaky
  counts.skipped += p.stats.skipped
}
const failed = vitest.status !== 0 || e2e.status !== 0 || !v || !p
if (failed && counts.failed === 0) counts.failed = 1
process.stdout.write(`tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}\n`)
process.exit(failed ? 1 : 0)

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null
  } catch {
    return null
  }
}
