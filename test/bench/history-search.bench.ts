/**
 * History search as the supervisor types, on the demo data (issue 9: results
 * in ≤ 50 ms). A console syncs the simulator's demo workspace into a fresh
 * cache; then every prefix of a set of words (the way a debounced search box
 * sends them) is searched through the Bridge command `history.search`, which
 * adds highlighting, agent names and the agents directory to the cache's
 * FTS5 search. Baseline: the cache's `search` alone on the same queries.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PERIODIC_RESOURCES } from '../../src/shared/bridge'
import { search } from '../../src/core/cache'
import { dispatch, SwitchboardConsole } from '../../src/core/console'
import { createMemorySecretStore } from '../../src/core/secrets'
import { startSimulator } from '../../src/simulator/server'
import { median, percentile, report, timeRuns } from './harness'

const WORDS = ['afternoon', 'appointment', 'invoice', 'tomorrow', 'callback', 'voicemail', 'address', 'lovelace', 'booked', 'opening']
/** What a search box sends while typing each word: every prefix from two letters. */
const QUERIES = WORDS.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)))
const ROUNDS = 5

const sim = await startSimulator({ port: 0, seed: 1, activeCalls: 12, plan: 'enterprise' })
const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-history-bench-'))
const app = new SwitchboardConsole({ host: 'web', dataDir, version: '0.0.0-bench', platform: process.platform, secrets: createMemorySecretStore() })
try {
  await app.start()
  const started = new Date().toISOString()
  await app.profiles.addProfile({ baseUrl: sim.url, workspaceId: 'ws_demo', apiKey: 'demo-owner-key', plan: 'enterprise' })
  for (;;) {
    const resources = app.sync.status().resources
    const done = PERIODIC_RESOURCES.every((name) => (resources.find((r) => r.resource === name)?.lastSuccessAt ?? '') >= started)
    if (done) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  const baseline: number[] = []
  const subject: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      baseline.push(...(await timeRuns(1, () => search(app.cache, 'ws_demo', query, { limit: 10 }))))
      subject.push(
        ...(await timeRuns(1, async () => {
          const result = await dispatch(app.handlers, 'history.search', { query, limit: 10 })
          if (!result.ok) throw new Error(result.error.message)
        })),
      )
    }
  }
  const p95 = percentile(subject, 95)
  report({
    suite: 'History',
    name: `search as typed on the demo data, p95 of ${subject.length} searches (${QUERIES.length} prefixes × ${ROUNDS})`,
    baselineLabel: 'the cache search alone, p95 of the same searches',
    baseline: percentile(baseline, 95),
    subject: p95,
    unit: 'ms',
    higherIsBetter: false,
    goal: 'p95 ≤ 50 ms',
    met: p95 <= 50,
    note: `median ${median(subject).toFixed(2)} ms, max ${Math.max(...subject).toFixed(2)} ms; the Bridge command adds highlighting, names and the agents directory. The renderer waits 120 ms after the last key before it searches.`,
  })
} finally {
  await app.stop()
  await sim.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
