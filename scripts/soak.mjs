#!/usr/bin/env node
// `npm run soak -- [--day] [--minutes N] [--every S]`: the chaos soak or a day at
// the desk (test/soak/, docs/testing.md). Needs the built console (`npm run build`).
// On Linux without a Secret Service it runs itself inside a private D-Bus session
// with an unlocked, throwaway gnome-keyring, as `npm test` does, since the soak adds
// a workspace whose key goes to the keychain.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0
const args = process.argv.slice(2)

if (process.platform === 'linux' && !process.env.SWITCHBOARD_TEST_KEYRING && has('dbus-run-session') && has('gnome-keyring-daemon')) {
  const home = mkdtempSync(join(tmpdir(), 'switchboard-soak-home-'))
  const inner = 'printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec node scripts/soak.mjs "$@"'
  const result = spawnSync('dbus-run-session', ['--', 'sh', '-c', inner, 'soak', ...args], {
    stdio: 'inherit',
    env: { ...process.env, HOME: home, SWITCHBOARD_TEST_KEYRING: home },
  })
  rmSync(home, { recursive: true, force: true })
  process.exit(result.status ?? 1)
}

if (!existsSync('out/renderer/index.html')) {
  process.stderr.write('soak: the console is not built yet: run `npm run build` first\n')
  process.exit(2)
}
const result = spawnSync(process.execPath, ['--import', 'tsx', 'test/soak/run.ts', ...args], { stdio: 'inherit' })
process.exit(result.status ?? 1)
