#!/usr/bin/env node
// `npm run test:mutation [-- id ...]`: the mutation check of docs/testing.md. Each entry
// of MUTATIONS is a one-line bug of the kind a careless edit makes; the script puts it
// into the source, runs the tests that should notice, and puts the source back. A
// mutant is killed when those tests fail. It prints the kill rate per area and exits
// non-zero when an area's rate is below GOAL or a test set fails without any mutant.
// On Linux without a Secret Service it runs inside a throwaway gnome-keyring, as
// `npm test` does (the calls tests use the real keychain).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const GOAL = 0.9

const API_TESTS = ['test/unit/core/api', 'test/integration/core/api']
// Not crash.test.ts: it kills writer processes for two minutes, and on a loaded machine its timeout, not a mutant, fails it.
const CACHE_TESTS = [
  'test/unit/core/cache',
  ...readdirSync('test/integration/core/cache')
    .filter((f) => f.endsWith('.test.ts') && f !== 'crash.test.ts')
    .map((f) => `test/integration/core/cache/${f}`),
]
const SYNC_TESTS = ['test/unit/core/sync', 'test/integration/core/sync/offline-outbox.test.ts', 'test/integration/core/sync/full-sync.test.ts']
const GUARD_TESTS = ['test/unit/web/guard.test.ts']
const POLL_TEXT_TESTS = ['test/unit/core/calls/poll-text.test.ts']

/** `find` must occur exactly once in `file`; `replace` is the bug. */
export const MUTATIONS = [
  // core/api
  { id: 'api-retry-4xx', area: 'core/api', file: 'src/core/api/transport.ts', find: 'error.status >= 500 || isRateLimited(error)', replace: 'error.status >= 400 || isRateLimited(error)', tests: API_TESTS },
  { id: 'api-concurrency-429', area: 'core/api', file: 'src/core/api/transport.ts', find: "error.status === 429 && error.code !== 'CONCURRENCY_LIMIT'", replace: 'error.status === 429', tests: API_TESTS },
  { id: 'api-no-jitter', area: 'core/api', file: 'src/core/api/transport.ts', find: 'return Math.floor(random() * ceiling)', replace: 'return ceiling', tests: API_TESTS },
  { id: 'api-retry-post', area: 'core/api', file: 'src/core/api/transport.ts', find: "const maxTries = spec.method === 'GET' ? policy.maxTries : 1", replace: 'const maxTries = policy.maxTries', tests: API_TESTS },
  { id: 'api-follow-redirect', area: 'core/api', file: 'src/core/api/transport.ts', find: "redirect: 'manual',", replace: "redirect: 'follow',", tests: API_TESTS },
  { id: 'api-retry-after-seconds', area: 'core/api', file: 'src/core/api/api-error.ts', find: 'Math.round(Number(value) * 1000)', replace: 'Math.round(Number(value) * 100)', tests: API_TESTS },
  { id: 'api-status-403', area: 'core/api', file: 'src/core/api/api-error.ts', find: "if (status === 403) return 'forbidden'", replace: "if (status === 403) return 'unauthorized'", tests: API_TESTS },
  { id: 'api-lanes-reversed', area: 'core/api', file: 'src/core/api/rate-limiter.ts', find: 'const lane = LANES.find((l) => waiting[l].length > 0)', replace: 'const lane = LANES.findLast((l) => waiting[l].length > 0)', tests: API_TESTS },
  { id: 'api-timeout-is-offline', area: 'core/api', file: 'src/core/api/network-error.ts', find: "if (abortedBy === 'timeout') {", replace: "if (abortedBy === 'never') {", tests: API_TESTS },
  { id: 'api-shape-b-code', area: 'core/api', file: 'src/core/api/api-error.ts', find: 'code: b.data.error.code, message: b.data.error.message', replace: 'code: codeForStatus(status), message: b.data.error.message', tests: API_TESTS },
  // core/cache
  { id: 'cache-fts-one-letter', area: 'core/cache', file: 'src/core/cache/fts-query.ts', find: 'terms.some((t) => t.length > 1) ? terms.filter((t) => t.length > 1) : []', replace: 'terms', tests: CACHE_TESTS },
  { id: 'cache-fts-no-prefix', area: 'core/cache', file: 'src/core/cache/fts-query.ts', find: 'return unique.map((t) => `"${t}"*`).join(\' \')', replace: 'return unique.map((t) => `"${t}"`).join(\' \')', tests: CACHE_TESTS },
  { id: 'cache-phone-suffixes', area: 'core/cache', file: 'src/core/cache/phone-terms.ts', find: 'for (let i = 0; i <= digits.length - 4; i++)', replace: 'for (let i = 0; i < digits.length - 4; i++)', tests: CACHE_TESTS },
  { id: 'cache-supervisor-end-kept', area: 'core/cache', file: 'src/core/cache/sightings.ts', find: "(ended_by IS NULL OR (ended_by = 'remote' AND ? = 'supervisor'))", replace: "(ended_by IS NULL OR ? = 'supervisor')", tests: CACHE_TESTS },
  // (Dropping `AND active = 1` from endSightings was tried and is equivalent: `coalesce` keeps an ended call's fields.)
  { id: 'cache-end-overwrites-supervisor', area: 'core/cache', file: 'src/core/cache/sighting-writes.ts', find: "ended_by = coalesce(ended_by, 'remote')`", replace: "ended_by = 'remote'`", tests: CACHE_TESTS },
  { id: 'cache-outbox-conflict-order', area: 'core/cache', file: 'src/core/cache/outbox.ts', find: "AND c.status = 'conflict' AND c.id < o.id)", replace: "AND c.status = 'conflict' AND c.id > o.id)", tests: CACHE_TESTS },
  { id: 'cache-sightings-order', area: 'core/cache', file: 'src/core/cache/sightings.ts', find: 'ORDER BY first_seen_at DESC, pk DESC LIMIT ? OFFSET ?', replace: 'ORDER BY first_seen_at, pk LIMIT ? OFFSET ?', tests: CACHE_TESTS },
  { id: 'cache-iso-normalise', area: 'core/cache', file: 'src/core/cache/values.ts', find: 'return CANONICAL_ISO.test(value) ? value : new Date(value).toISOString()', replace: 'return value', tests: CACHE_TESTS },
  { id: 'cache-ranking-weights', area: 'core/cache', file: 'src/core/cache/search-sql.ts', find: "score: 'bm25(f.conversations_fts, 10.0, 5.0)'", replace: "score: 'bm25(f.conversations_fts, 1.0, 1.0)'", tests: CACHE_TESTS },
  // core/sync
  { id: 'sync-listing-unstable', area: 'core/sync', file: 'src/core/sync/paged-listing.ts', find: 'if (answer.total !== firstTotal) stable = false', replace: 'if (answer.total !== firstTotal) stable = true', tests: SYNC_TESTS },
  { id: 'sync-listing-complete', area: 'core/sync', file: 'src/core/sync/paged-listing.ts', find: 'complete: stable && ids.size === firstTotal', replace: 'complete: stable', tests: SYNC_TESTS },
  { id: 'sync-edit-status-applied', area: 'core/sync', file: 'src/core/sync/disposition-edits.ts', find: 'if (changes.status !== undefined && disposition.status !== changes.status) return false', replace: '', tests: SYNC_TESTS },
  { id: 'sync-offline-any-failure', area: 'core/sync', file: 'src/core/sync/connection-monitor.ts', find: 'if (!newest.ok && isUnreachable(newest.error))', replace: 'if (!newest.ok)', tests: SYNC_TESTS },
  { id: 'sync-old-unreachable', area: 'core/sync', file: 'src/core/sync/connection-monitor.ts', find: '!(isUnreachable(o.error) && o.seq < this.#lastOkSeq)', replace: '!(o.seq < this.#lastOkSeq)', tests: SYNC_TESTS },
  { id: 'sync-page-size-forgotten', area: 'core/sync', file: 'src/core/sync/paged-listing.ts', find: 'if (limit < PAGE_LIMIT) pageSizes.set(subject.noun, limit)', replace: '', tests: ['test/integration/core/sync/unlisted-resources.test.ts'] },
  { id: 'sync-resource-held', area: 'core/sync', file: 'src/core/sync/resource-sync.ts', find: 'if (this.#stopped || this.#heldUntil > now) return', replace: 'if (this.#stopped) return', tests: SYNC_TESTS },
  { id: 'sync-replay-offline', area: 'core/sync', file: 'src/core/sync/workspace-sync.ts', find: "if (this.monitor.status.state !== 'offline') this.replayer.kick()", replace: 'this.replayer.kick()', tests: SYNC_TESTS },
  // web/guard
  { id: 'guard-missing-origin', area: 'web/guard', file: 'src/web/guard.ts', find: '    const origin = req.headers.origin\n', replace: '    const origin = req.headers.origin ?? `http://127.0.0.1:${this.#port}`\n', tests: GUARD_TESTS },
  { id: 'guard-any-port', area: 'web/guard', file: 'src/web/guard.ts', find: 'return origin === `http://127.0.0.1:${this.#port}` ||', replace: "return origin?.startsWith('http://127.0.0.1:') ||", tests: GUARD_TESTS },
  { id: 'guard-any-host', area: 'web/guard', file: 'src/web/guard.ts', find: 'return host === `127.0.0.1:${this.#port}` || host === `localhost:${this.#port}`', replace: 'return true', tests: GUARD_TESTS },
  { id: 'guard-prefix-token', area: 'web/guard', file: 'src/web/guard.ts', find: 'return given.length === this.#token.length && timingSafeEqual(given, this.#token)', replace: 'return given.subarray(0, this.#token.length).equals(this.#token)', tests: GUARD_TESTS },
  { id: 'guard-no-token', area: 'web/guard', file: 'src/web/guard.ts', find: 'if (!candidate) return false', replace: 'if (!candidate) return true', tests: GUARD_TESTS },
  { id: 'guard-https', area: 'web/guard', file: 'src/web/guard.ts', find: 'origin === `http://localhost:${this.#port}`', replace: 'origin === `http://localhost:${this.#port}` || origin === `https://127.0.0.1:${this.#port}`', tests: GUARD_TESTS },
  // The bug this check was started for: every 4xx of end-call taken for "already ended".
  { id: 'calls-end-any-4xx', area: 'core/calls', file: 'src/core/calls/end-call.ts', find: 'if (error.status === 404) {', replace: 'if (error.status !== undefined && error.status < 500) {', tests: ['test/integration/core/calls/end-call.test.ts'] },
  // A poll read from its text must answer what JSON.parse answers: a wrong duration or a wrong call is a wrong wall.
  { id: 'calls-text-nested-duration', area: 'core/calls', file: 'src/core/calls/poll-text.ts', find: 'if (!once) {', replace: 'if (false) {', tests: POLL_TEXT_TESTS },
  { id: 'calls-text-second-data', area: 'core/calls', file: 'src/core/calls/poll-text.ts', find: `if (rest.includes('"data"')) return whole()`, replace: '', tests: POLL_TEXT_TESTS },
  { id: 'calls-text-escaped-quote', area: 'core/calls', file: 'src/core/calls/poll-text.ts', find: 'if (slashes % 2 === 0) return i', replace: 'return i', tests: POLL_TEXT_TESTS },
  { id: 'calls-text-separator', area: 'core/calls', file: 'src/core/calls/poll-text.ts', find: 'if (separator !== COMMA) return whole()', replace: '', tests: POLL_TEXT_TESTS },
  { id: 'calls-text-taken-twice', area: 'core/calls', file: 'src/core/calls/poll-text.ts', find: 'renew(texts, at, end, kept, k, k > taken)', replace: 'renew(texts, at, end, kept, k, true)', tests: POLL_TEXT_TESTS },
  { id: 'calls-text-proto', area: 'core/calls', file: 'src/core/calls/poll-text.ts', find: " || Object.hasOwn(raw as object, '__proto__')) return", replace: ') return', tests: POLL_TEXT_TESTS },
]

const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0
if (process.platform === 'linux' && !process.env.SWITCHBOARD_TEST_KEYRING && has('dbus-run-session') && has('gnome-keyring-daemon')) {
  const home = mkdtempSync(join(tmpdir(), 'switchboard-mutation-home-'))
  const inner = `printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec node scripts/mutation.mjs ${process.argv.slice(2).join(' ')}`
  const result = spawnSync('dbus-run-session', ['--', 'sh', '-c', inner], { stdio: 'inherit', env: { ...process.env, HOME: home, SWITCHBOARD_TEST_KEYRING: home } })
  rmSync(home, { recursive: true, force: true })
  process.exit(result.status ?? 1)
}

const wanted = process.argv.slice(2)
const chosen = MUTATIONS.filter((m) => wanted.length === 0 || wanted.includes(m.id))

/** Runs vitest on `files`: whether every test passed, and what vitest printed. */
function runTests(files) {
  const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--maxWorkers=1', '--bail=1', '--reporter=dot', ...files], {
    encoding: 'utf8',
    timeout: 10 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  })
  return { passed: run.status === 0, output: `${run.stdout}${run.stderr}` }
}

// Every file must hold its line once, and every test set must pass before any mutant: else a "kill" means nothing.
for (const m of chosen) {
  const occurrences = readFileSync(m.file, 'utf8').split(m.find).length - 1
  if (occurrences !== 1) {
    process.stderr.write(`✗ ${m.id}: "${m.find}" occurs ${occurrences} times in ${m.file}; update the list\n`)
    process.exit(1)
  }
}
for (const files of new Set(chosen.map((m) => m.tests.join(' ')))) {
  const { passed, output } = runTests(files.split(' '))
  if (!passed) {
    process.stderr.write(`${output.split('\n').slice(-60).join('\n')}\n✗ the tests fail without any mutant: ${files}\n`)
    process.exit(1)
  }
}

const results = []
let current = null
const restore = () => {
  if (current) writeFileSync(current.file, current.original)
  current = null
}
process.on('SIGINT', () => {
  restore()
  process.exit(130)
})
for (const m of chosen) {
  const original = readFileSync(m.file, 'utf8')
  current = { file: m.file, original }
  const started = Date.now()
  try {
    writeFileSync(m.file, original.replace(m.find, m.replace))
    const { passed, output } = runTests(m.tests)
    const killed = !passed
    results.push({ ...m, killed })
    const failed = /FAIL\s+.*?(test\/\S+)/.exec(output)?.[1]
    process.stdout.write(`${killed ? 'killed  ' : 'SURVIVED'} ${m.id} (${m.area}, ${((Date.now() - started) / 1000).toFixed(0)} s${failed ? `, by ${failed}` : ''})\n`)
  } finally {
    restore()
  }
}

let short = false
process.stdout.write('\n| area | mutants | killed | kill rate |\n|---|---|---|---|\n')
for (const area of [...new Set(results.map((r) => r.area))]) {
  const own = results.filter((r) => r.area === area)
  const killed = own.filter((r) => r.killed).length
  const rate = killed / own.length
  if (rate < GOAL) short = true
  process.stdout.write(`| ${area} | ${own.length} | ${killed} | ${Math.round(rate * 100)} % |\n`)
}
const survivors = results.filter((r) => !r.killed).map((r) => r.id)
if (survivors.length) process.stdout.write(`\nSurvived: ${survivors.join(', ')}\n`)
process.exit(short ? 1 : 0)
