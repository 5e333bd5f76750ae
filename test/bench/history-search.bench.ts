/**
 * History search as the supervisor types, on the demo data. A console syncs the
 * simulator's demo workspace into a fresh cache; then every prefix of a set of
 * words (the way a debounced search box sends them) is searched through the
 * Bridge command `history.search`, which adds highlighting, agent names and the
 * agents directory to the cache's FTS5 search. Baseline: the cache's `search`
 * alone on the same queries, interleaved. On the demo data both take well under
 * a millisecond, so issue 9's fixed bound (50 ms) could not catch a regression of
 * the command's own work; the ratio can. Both are gated.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PERIODIC_RESOURCES } from '../../src/shared/bridge'
import { search } from '../../src/core/cache'
import { dispatch, SwitchboardConsole } from '../../src/core/console'
import { createMemorySecretStore } from '../../src/core/secrets'
import { startSimulator } from '../../src/simulator/server'
import { MIN_ROUNDS, QUICK, median, percentile, report, timeRuns } from './harness'

const WORDS = ['afternoon', 'appointment', 'invoice', 'tomorrow', 'callback', 'voicemail', 'address', 'lovelace', 'booked', 'opening']
/** What a search box sends while typing each word: every prefix from two letters. */
const QUERIES = WORDS.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)))
/** Each round searches every prefix this many times; a round's figure is its p95. */
const PASSES = QUICK ? 2 : 4
const ROUNDS = MIN_ROUNDS

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

  // One pass unmeasured: the first searches compile statements and warm the JIT.
  for (const query of QUERIES) {
    search(app.cache, 'ws_demo', query, { limit: 10 })
    await dispatch(app.handlers, 'history.search', { query, limit: 10 })
  }
  const baseline: number[] = []
  const subject: number[] = []
  const all: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const bare: number[] = []
    const command: number[] = []
    for (let pass = 0; pass < PASSES; pass++) {
      for (const query of QUERIES) {
        bare.push(...(await timeRuns(1, () => search(app.cache, 'ws_demo', query, { limit: 10 }))))
        command.push(
          ...(await timeRuns(1, async () => {
            const result = await dispatch(app.handlers, 'history.search', { query, limit: 10 })
            if (!result.ok) throw new Error(result.error.message)
          })),
        )
      }
    }
    baseline.push(percentile(bare, 95))
    subject.push(percentile(command, 95))
    all.push(...command)
  }
  report({
    suite: 'History',
    name: `search as typed on the demo data, p95 of each round's ${QUERIES.length * PASSES} searches (${QUERIES.length} prefixes × ${PASSES})`,
    baselineLabel: 'the cache search alone, p95 of the same searches',
    fair: "the cache's own FTS5 search on the same queries, interleaved: the command's own cost (highlighting, names, directory)",
    baseline,
    subject,
    unit: 'ms',
    higherIsBetter: false,
    // Highlighting, names and the directory add a fraction of the search itself; a per-result query or a
    // second search would double it. Issue 9's bound on the answer as typed stands beside it.
    goals: [
      { on: 'ratio', atMost: 2 },
      { on: 'subject', atMost: 50 },
    ],
    note: `over all rounds: median ${median(all).toFixed(2)} ms, max ${Math.max(...all).toFixed(2)} ms. The renderer waits 120 ms after the last key before it searches.`,
  })
} finally {
  await app.stop()
  await sim.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
