#!/usr/bin/env node
// `npm run test:mutation [-- stryker options]`: StrykerJS's generated mutants in two parts, each
// incremental against its committed file in test/mutation/ (only mutants in changed code, or
// covered by changed tests, run again; `-- --force` runs them all): stryker.config.mjs, and
// stryker.unit-tests.config.mjs (the service client, the sync and the workspaces, against their
// unit tests).
// It prints the score per area counting a timeout as a survivor (a hang is not an assertion
// that failed) and exits non-zero when that score over all areas is under GOAL. The HTML
// reports are in reports/mutation/. On Linux without a Secret Service it runs inside a
// throwaway gnome-keyring, as `npm test` does (the integration tests use the real keychain).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const GOAL = 85
/** Each part's configuration and its JSON report. */
const PARTS = [
  ['stryker.config.mjs', 'reports/mutation/mutation.json'],
  ['stryker.unit-tests.config.mjs', 'reports/mutation/unit-tests.json'],
]

const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0
if (process.platform === 'linux' && !process.env.SWITCHBOARD_TEST_KEYRING && has('dbus-run-session') && has('gnome-keyring-daemon')) {
  const home = mkdtempSync(join(tmpdir(), 'switchboard-mutation-home-'))
  const inner = 'printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec node scripts/mutation.mjs "$@"'
  const result = spawnSync('dbus-run-session', ['--', 'sh', '-c', inner, 'mutation', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, HOME: home, SWITCHBOARD_TEST_KEYRING: home },
  })
  rmSync(home, { recursive: true, force: true })
  process.exit(result.status ?? 1)
}

let failed = false
const files = {}
for (const [config, report] of PARTS) {
  rmSync(report, { force: true })
  const stryker = spawnSync(process.execPath, ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', config, ...process.argv.slice(2)], {
    stdio: 'inherit',
  })
  if (!existsSync(report)) process.exit(stryker.status || 1)
  failed ||= stryker.status !== 0
  Object.assign(files, JSON.parse(readFileSync(report, 'utf8')).files)
}

/** `src/core/sync/outbox-replayer.ts` → `core/sync`; `src/web/guard.ts` → `web/guard`. */
const areaOf = (file) => file.replace(/^src\//, '').replace(/\.ts$/, '').split('/').slice(0, 2).join('/')
const areas = new Map()
const missed = []
for (const [file, { mutants }] of Object.entries(files)) {
  const area = areas.get(areaOf(file)) ?? { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 }
  areas.set(areaOf(file), area)
  for (const m of mutants) {
    if (!(m.status in area)) continue
    area[m.status]++
    if (m.status !== 'Killed') missed.push(`${m.status} ${file}:${m.location.start.line} ${m.mutatorName}${m.replacement ? `: ${m.replacement.split('\n')[0]}` : ''}`)
  }
}

const score = (a) => {
  const valid = a.Killed + a.Timeout + a.Survived + a.NoCoverage
  return valid === 0 ? 100 : (100 * a.Killed) / valid
}
const total = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 }
process.stdout.write('\n| area | killed | timed out | survived | no coverage | score |\n|---|---|---|---|---|---|\n')
for (const [name, a] of [...areas].sort(([x], [y]) => x.localeCompare(y))) {
  for (const key of Object.keys(total)) total[key] += a[key]
  process.stdout.write(`| ${name} | ${a.Killed} | ${a.Timeout} | ${a.Survived} | ${a.NoCoverage} | ${score(a).toFixed(1)} % |\n`)
}
process.stdout.write(`| all | ${total.Killed} | ${total.Timeout} | ${total.Survived} | ${total.NoCoverage} | ${score(total).toFixed(1)} % |\n`)
if (missed.length) process.stdout.write(`\nNot killed:\n${missed.join('\n')}\n`)
const short = score(total) < GOAL
if (short) process.stdout.write(`\nmutation: ${score(total).toFixed(1)} % (a timeout counted as a survivor) is under ${GOAL} %\n`)
process.exit(failed || short ? 1 : 0)
