import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { RETENTION_FILE } from '../../../../src/core/insights/retention'
import { consoleForTest } from '../../../support/console'
import { waitFor } from '../../../support/wait'

/** The `insights.*` commands through the console, on the simulator's demo workspace over real HTTP. */
it('answers the overview and the live panel from the cache, and keeps the retention setting', async () => {
  const { app } = await consoleForTest({ seed: 5, activeCalls: 4, plan: 'business' }, { synced: ['dispositions', 'conversations'] })
  // The simulator's calls come and go; every call in progress was first seen within the last 7 days.
  const live = await waitFor(async () => {
    const answer = await app.invoke('insights.live', {})
    return answer.active > 0 ? answer : null
  })
  expect(live.minutes).toHaveLength(60)
  expect(Math.max(...live.minutes.map((m) => m.calls ?? 0))).toBeGreaterThan(0)
  const overview = await app.invoke('insights.overview', { range: { preset: '7d' }, timeZone: 'Europe/Berlin' })
  expect(overview.days).toHaveLength(7)
  expect(overview.totals.calls).toBeGreaterThanOrEqual(live.active)
  expect(overview.days.reduce((sum, d) => sum + d.callbacksDue, 0)).toBeGreaterThan(0)

  const refused = await app.refusal('insights.overview', { range: { preset: 'custom', from: '2026-03-10', to: '2026-03-01' }, timeZone: 'UTC' })
  expect(refused.message).toMatch(/first day on or before its last day/)
  expect((await app.refusal('insights.setRetention', { days: 3 })).code).toBe('invalid_argument')

  expect(await app.invoke('insights.retention', {})).toEqual({ days: 90 })
  expect(await app.invoke('insights.setRetention', { days: 30 })).toEqual({ days: 30, pruned: 0 })
  expect(JSON.parse(readFileSync(join(app.dataDir, RETENTION_FILE), 'utf8'))).toEqual({ days: 30 })
  expect(await app.invoke('insights.retention', {})).toEqual({ days: 30 })
})
