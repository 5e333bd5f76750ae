import { afterEach, describe, expect, it } from 'vitest'
import { PERIODIC_RESOURCES, type PeriodicResource } from '../../../../src/shared/bridge'
import type { ApiClient } from '../../../../src/core/api'
import { getSyncState, openCache, type Cache } from '../../../../src/core/cache'
import { words } from '../../../../src/core/errors/core-error'
import type { SyncReport } from '../../../../src/core/sync/syncer'
import { ConnectionMonitor, ResourceSync, syncConfigOf } from '../../../../src/core/sync'
import { FakeClock } from '../../../support/fake-clock'
import { offline, rateLimited, serverError } from '../../../support/service-fixtures'

type Script = (resource: PeriodicResource, run: number) => Promise<SyncReport>

const ok = async () => ({ written: 1, deleted: [], problems: [] })
let db: Cache | null = null

function setup(script: Script = ok) {
  const clock = new FakeClock()
  db = openCache(':memory:')
  const runs: { resource: PeriodicResource; at: number }[] = []
  const monitor = new ConnectionMonitor(clock, () => undefined, 'activeCalls')
  const counts = new Map<PeriodicResource, number>()
  const syncers = Object.fromEntries(
    PERIODIC_RESOURCES.map((resource) => [
      resource,
      () => {
        runs.push({ resource, at: clock.now() })
        const run = (counts.get(resource) ?? 0) + 1
        counts.set(resource, run)
        return script(resource, run)
      },
    ]),
  ) as unknown as ConstructorParameters<typeof ResourceSync>[0]['syncers']
  const sync = new ResourceSync({
    workspaceId: 'ws_demo',
    client: {} as ApiClient,
    db,
    clock,
    config: syncConfigOf({ maxBackoffMs: 60_000 }),
    monitor,
    onChange: () => undefined,
    syncers,
  })
  const timesOf = (resource: PeriodicResource) => runs.filter((r) => r.resource === resource).map((r) => (r.at - runs[0]!.at) / 1000)
  return { clock, sync, runs, monitor, timesOf, db }
}

afterEach(() => {
  db?.close()
  db = null
})

describe('ResourceSync', () => {
  it('syncs everything at start, then dispositions every minute and the rest every five', async () => {
    const { clock, sync, runs, timesOf } = setup()
    sync.start()
    await clock.advance(0)
    expect(runs.map((r) => r.resource)).toEqual(['agents', 'flows', 'voices', 'dispositions', 'conversations'])
    await clock.advance(10 * 60_000)
    expect(timesOf('dispositions')).toEqual([0, 60, 120, 180, 240, 300, 360, 420, 480, 540, 600])
    expect(timesOf('agents')).toEqual([0, 300, 600])
    await sync.stop()
  })

  it('records each success and failure in the sync state', async () => {
    const { clock, sync, db } = setup(async (resource) => {
      if (resource === 'flows') throw serverError()
      if (resource === 'conversations') return { written: 3, deleted: [], problems: [words('errors.sync.conversationUnread', { id: 'conv_1', reason: 'bad data' })] }
      return { written: 1, deleted: [], problems: [] }
    })
    sync.start()
    await clock.advance(0)
    expect(getSyncState(db, 'ws_demo', 'agents')).toMatchObject({ lastSuccessAt: '2025-05-01T09:00:00.000Z', lastError: null, lastErrorWords: null })
    // The service's refusal is core's message: its words are kept beside the English, for the supervisor's language.
    expect(getSyncState(db, 'ws_demo', 'flows')).toMatchObject({
      lastSuccessAt: null,
      lastError: expect.stringMatching(/internal problem/),
      lastErrorWords: { key: expect.stringMatching(/^errors\.api\.serverError/) },
    })
    expect(getSyncState(db, 'ws_demo', 'conversations')).toMatchObject({
      lastSuccessAt: '2025-05-01T09:00:00.000Z',
      lastError: '1 item could not be read. Conversation conv_1: bad data',
      lastErrorWords: {
        key: 'errors.sync.someUnread',
        params: { count: 1, first: { key: 'errors.sync.conversationUnread', params: { id: 'conv_1', reason: 'bad data' } } },
      },
    })
    await sync.stop()
  })

  it('retries a resource that failed with an answer sooner than its interval, backing off', async () => {
    const { clock, sync, timesOf } = setup(async (resource, run) => {
      if (resource === 'agents' && run <= 3) throw serverError()
      return { written: 0, deleted: [], problems: [] }
    })
    sync.start()
    await clock.advance(5 * 60_000)
    expect(timesOf('agents')).toEqual([0, 5, 15, 35])
    await sync.stop()
  })

  it('holds every resource while the service is unreachable and resumes at once when told it is back', async () => {
    let reachable = false
    const { clock, sync, runs } = setup(async () => {
      if (!reachable) throw offline()
      return { written: 0, deleted: [], problems: [] }
    })
    sync.start()
    await clock.advance(0)
    expect(runs.map((r) => r.resource)).toEqual(['agents'])
    await clock.advance(4_999)
    expect(runs).toHaveLength(1)
    await clock.advance(1)
    expect(runs).toHaveLength(2)
    reachable = true
    sync.resume()
    await clock.advance(0)
    expect(runs.map((r) => r.resource).slice(2)).toEqual(['agents', 'flows', 'voices', 'dispositions', 'conversations'])
    await sync.stop()
  })

  it('a run in flight when the service came back, failing after it, is retried at once rather than after its back-off', async () => {
    let answer: (() => void) | null = null
    const { clock, sync, timesOf } = setup(async (resource, run) => {
      if (resource !== 'agents') return { written: 0, deleted: [], problems: [] }
      if (run === 1) throw serverError()
      // The second run's request left during the outage: its 500 arrives after the return.
      if (run === 2) await new Promise<void>((resolve) => (answer = resolve)).then(() => Promise.reject(serverError()))
      return { written: 0, deleted: [], problems: [] }
    })
    sync.start()
    await clock.advance(5_000)
    expect(timesOf('agents')).toEqual([0, 5])
    sync.resume()
    answer!()
    await clock.advance(0)
    expect(timesOf('agents')).toEqual([0, 5, 5])
    // The retry was answered: the next run is at the interval, five minutes on.
    await clock.advance(60_000)
    expect(timesOf('agents')).toEqual([0, 5, 5])
    await sync.stop()
  })

  it('waits for Retry-After after a 429', async () => {
    const { clock, sync, runs } = setup(async (resource, run) => {
      if (resource === 'voices' && run === 1) throw rateLimited(20_000)
      return { written: 0, deleted: [], problems: [] }
    })
    sync.start()
    await clock.advance(19_999)
    expect(runs.map((r) => r.resource)).toEqual(['agents', 'flows', 'voices'])
    await clock.advance(1)
    expect(runs.map((r) => r.resource).slice(3)).toEqual(['voices', 'dispositions', 'conversations'])
    await sync.stop()
  })

  it('syncs on demand without waiting for the interval', async () => {
    const { clock, sync, timesOf } = setup()
    sync.start()
    await clock.advance(10_000)
    sync.syncNow('agents')
    await clock.advance(0)
    expect(timesOf('agents')).toEqual([0, 10])
    expect(timesOf('flows')).toEqual([0])
    await sync.stop()
  })

  it('writes nothing after stop, even when a run was in flight', async () => {
    let finish: () => void = () => undefined
    const { clock, sync, db } = setup(
      (resource) =>
        new Promise((resolve) => {
          finish = () => resolve({ written: 1, deleted: [], problems: [] })
          if (resource !== 'agents') finish()
        }),
    )
    sync.start()
    await clock.advance(0)
    const stopped = sync.stop()
    finish()
    await stopped
    expect(getSyncState(db, 'ws_demo', 'agents')).toBeUndefined()
  })
})

describe('ResourceSync on demand while running', () => {
  it('runs again after the run in flight, which may have read the service before the change', async () => {
    let release: () => void = () => undefined
    const { clock, sync, timesOf } = setup(async (resource, run) => {
      if (resource === 'agents' && run === 1) await new Promise<void>((resolve) => (release = resolve))
      return { written: 0, deleted: [], problems: [] }
    })
    sync.start()
    await clock.advance(1_000)
    sync.syncNow('agents')
    await clock.advance(1_000)
    release()
    await clock.advance(0)
    expect(timesOf('agents')).toEqual([0, 2])
    await sync.stop()
  })
})

describe('ResourceSync progress', () => {
  it('sizes a first sync up front, tells each step as it goes, and clears the progress when the round ends', async () => {
    const clock = new FakeClock()
    db = openCache(':memory:')
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const listed = (pages: number, hold = false) =>
      (async (ctx: { progress: { step(s: 'pages', t: number | null): void; stepTotal(t: number): void; advance(): void; expect(n: number): void } }) => {
        ctx.progress.step('pages', null)
        ctx.progress.stepTotal(pages)
        ctx.progress.expect(pages)
        for (let page = 1; page <= pages; page++) {
          if (hold && page === 2) await held
          ctx.progress.advance()
        }
        return { written: pages, deleted: [], problems: [] }
      }) as never
    const sizes = { agents: 1, flows: 1, voices: 1, dispositions: 30, conversations: 120 }
    const changes: number[] = []
    const sync = new ResourceSync({
      workspaceId: 'ws_demo',
      client: {} as ApiClient,
      db,
      clock,
      config: syncConfigOf(),
      monitor: new ConnectionMonitor(clock, () => undefined, 'activeCalls'),
      onChange: () => changes.push(clock.now()),
      syncers: { agents: listed(1), flows: listed(1), voices: listed(1), dispositions: listed(30, true), conversations: listed(120) },
      sizers: Object.fromEntries(PERIODIC_RESOURCES.map((r) => [r, async () => sizes[r]])) as never,
    })
    sync.start()
    await clock.advance(0)
    // Held on the second page of dispositions: 3 + 1 pages done of the 153 sized.
    expect(sync.progress()).toMatchObject({ resource: 'dispositions', step: 'pages', stepDone: 1, stepTotal: 30, done: 4, total: 153, firstSync: true })
    release()
    await clock.advance(0)
    expect(sync.progress()).toBeNull()
    expect(getSyncState(db, 'ws_demo', 'conversations')?.lastSuccessAt).not.toBeNull()
    await sync.stop()
  })
})
