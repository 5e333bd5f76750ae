import { afterEach, describe, expect, it } from 'vitest'
import { PERIODIC_RESOURCES, type PeriodicResource } from '../../../../src/shared/bridge'
import type { ApiClient } from '../../../../src/core/api'
import { getSyncState, openCache, recordSyncSuccess, type Cache } from '../../../../src/core/cache'
import { words } from '../../../../src/core/errors/core-error'
import type { SyncReport, SyncerContext } from '../../../../src/core/sync/syncer'
import { ConnectionMonitor, ResourceSync, syncConfigOf } from '../../../../src/core/sync'
import { FakeClock, flush } from '../../../support/fake-clock'
import { offline, rateLimited, serverError } from '../../../support/service-fixtures'

type Script = (resource: PeriodicResource, run: number, ctx: SyncerContext) => Promise<SyncReport>

const ok = async () => ({ written: 1, deleted: [], problems: [] })
let db: Cache | null = null

/**
 * Far more runs or timers than any test here needs: a sync that keeps running a resource (or setting
 * timers) without end is cut off there, so the test fails on its counts rather than spin forever.
 */
const RUNAWAY = 1_000

/**
 * The clock, refusing to set timers past `RUNAWAY` and to be read past ten times that: a schedule that
 * never settles ends, a loop that runs nothing but reads the time throws, and the test fails.
 */
function boundedClock(): FakeClock {
  const clock = new FakeClock()
  const setTimeout = clock.setTimeout.bind(clock)
  const now = clock.now.bind(clock)
  let set = 0
  let reads = 0
  clock.setTimeout = (fn, ms) => (++set > RUNAWAY ? () => undefined : setTimeout(fn, ms))
  clock.now = () => {
    if (++reads > 10 * RUNAWAY) throw new Error('The sync read the clock without end.')
    return now()
  }
  return clock
}

/** A run past `RUNAWAY` never ends (until the sync stops): a sync running the same resource again and again stops there. */
const runaway = (ctx: SyncerContext) => new Promise<SyncReport>((_, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason)))

function setup(script: Script = ok, extra: Partial<ConstructorParameters<typeof ResourceSync>[0]> = {}) {
  const clock = boundedClock()
  db = openCache(':memory:')
  const runs: { resource: PeriodicResource; at: number }[] = []
  const monitor = new ConnectionMonitor(clock, () => undefined, 'activeCalls')
  const counts = new Map<PeriodicResource, number>()
  const signals: AbortSignal[] = []
  const syncers = Object.fromEntries(
    PERIODIC_RESOURCES.map((resource) => [
      resource,
      (ctx: SyncerContext) => {
        if (runs.length >= RUNAWAY) return runaway(ctx)
        runs.push({ resource, at: clock.now() })
        signals.push(ctx.signal)
        const run = (counts.get(resource) ?? 0) + 1
        counts.set(resource, run)
        return script(resource, run, ctx)
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
    ...extra,
  })
  const timesOf = (resource: PeriodicResource) => runs.filter((r) => r.resource === resource).map((r) => (r.at - runs[0]!.at) / 1000)
  return { clock, sync, runs, monitor, timesOf, db, signals }
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
    const clock = boundedClock()
    db = openCache(':memory:')
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    let calls = 0
    const listed = (pages: number, hold = false) =>
      (async (ctx: SyncerContext) => {
        if (++calls > RUNAWAY) return runaway(ctx)
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

/** A promise the test settles, and whether the code under test saw it settle. */
function gate() {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

describe('ResourceSync starting and stopping', () => {
  it('starting again while running changes nothing', async () => {
    const { clock, sync, timesOf } = setup()
    sync.start()
    await clock.advance(10_000)
    sync.start()
    await clock.advance(0)
    expect(timesOf('agents')).toEqual([0])
    expect(sync.nextRunAt('agents')).toBe(clock.now() - 10_000 + 300_000)
    await sync.stop()
  })

  it('stop cancels the request in flight and leaves nothing scheduled', async () => {
    const { clock, sync, signals } = setup((resource, _run, ctx) =>
      resource === 'agents' ? new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(new Error('aborted')))) : ok(),
    )
    sync.start()
    await clock.advance(0)
    let stopped = false
    void sync.stop().then(() => (stopped = true))
    await flush()
    expect(signals[0]?.aborted).toBe(true)
    expect(stopped).toBe(true)
    expect(clock.pending).toBe(0)
    expect(sync.nextRunAt('agents')).toBeNull()
  })

  it('records no failure of a run that fails after the stop', async () => {
    const { clock, sync, db } = setup((resource, _run, ctx) =>
      resource === 'agents' ? new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(serverError()))) : ok(),
    )
    sync.start()
    await clock.advance(0)
    await sync.stop()
    expect(getSyncState(db, 'ws_demo', 'agents')).toBeUndefined()
  })

  it('tells which resource is running', async () => {
    const held = gate()
    const { clock, sync } = setup(async (resource) => {
      if (resource === 'flows') await held.opened
      return ok()
    })
    sync.start()
    await clock.advance(0)
    expect(PERIODIC_RESOURCES.filter((r) => sync.isRunning(r))).toEqual(['flows'])
    held.open()
    await clock.advance(0)
    expect(PERIODIC_RESOURCES.filter((r) => sync.isRunning(r))).toEqual([])
    await sync.stop()
  })

  it('says when each resource runs next, held back while rate limited', async () => {
    const { clock, sync } = setup(async (resource, run) => {
      if (resource === 'voices' && run === 1) throw rateLimited(20_000)
      return ok()
    })
    const start = clock.now()
    sync.start()
    await clock.advance(0)
    expect(sync.nextRunAt('agents')).toBe(start + 300_000)
    // Due now, but held until the Retry-After has passed.
    expect(sync.nextRunAt('dispositions')).toBe(start + 20_000)
    await sync.stop()
  })
})

describe('ResourceSync after failures', () => {
  it('runs what failed at once when the connection comes back, and not what succeeded', async () => {
    const { clock, sync, timesOf } = setup(async (resource, run) => {
      if (resource === 'flows' && run === 1) throw serverError()
      return ok()
    })
    sync.start()
    await clock.advance(1_000)
    sync.resume()
    await clock.advance(0)
    expect(timesOf('flows')).toEqual([0, 1])
    expect(timesOf('agents')).toEqual([0])
    await sync.stop()
  })

  it('backs off longer with each time the service stays unreachable, and starts over once it answers', async () => {
    let reachable = false
    const { clock, sync, timesOf } = setup(async () => {
      if (!reachable) throw offline()
      return ok()
    })
    sync.start()
    await clock.advance(35_000)
    expect(timesOf('agents')).toEqual([0, 5, 15, 35])
    reachable = true
    await clock.advance(40_000)
    reachable = false
    sync.syncNow()
    await clock.advance(5_000)
    // The back-off starts again at five seconds.
    expect(timesOf('agents').slice(4)).toEqual([75, 75, 80])
    await sync.stop()
  })

  it('retries a failing resource no later than its interval', async () => {
    const { clock, sync, timesOf } = setup(async (resource) => {
      if (resource === 'dispositions') throw serverError()
      return ok()
    })
    sync.start()
    await clock.advance(4 * 60_000)
    // 5, 10, 20, 40 seconds back-off, then capped by the one-minute interval.
    expect(timesOf('dispositions')).toEqual([0, 5, 15, 35, 75, 135, 195])
    await sync.stop()
  })

  it('waits the configured pause after a 429 that gives no Retry-After', async () => {
    const { clock, sync, timesOf } = setup(async (resource, run) => {
      if (resource === 'agents' && run === 1) throw rateLimited()
      return ok()
    })
    const pause = syncConfigOf().rateLimitPauseMs
    sync.start()
    await clock.advance(pause - 1)
    expect(timesOf('flows')).toEqual([])
    await clock.advance(1)
    expect(timesOf('flows')).toEqual([pause / 1000])
    await sync.stop()
  })

  it('logs each failure with its resource, but not a full disk', async () => {
    const warnings: unknown[] = []
    const logger = { info: () => undefined, error: () => undefined, warn: (message: string, fields?: object) => void warnings.push({ message, ...fields }) }
    const { clock, sync } = setup(
      async (resource) => {
        if (resource === 'agents') throw serverError()
        if (resource === 'flows') throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })
        return ok()
      },
      { logger },
    )
    sync.start()
    await clock.advance(0)
    expect(warnings).toEqual([{ message: 'sync failed', workspaceId: 'ws_demo', resource: 'agents', error: expect.stringMatching(/internal problem/) }])
    await sync.stop()
  })

  it('tells the connection monitor of each failure and of a partly read resource', async () => {
    const failed: string[] = []
    const succeeded: string[] = []
    const monitor = { failed: (source: string, error: unknown) => void failed.push(`${source} ${(error as { code?: string }).code}`), succeeded: (source: string) => void succeeded.push(source) }
    const { clock, sync } = setup(
      async (resource) => {
        if (resource === 'agents') throw serverError()
        if (resource === 'voices') return { written: 1, deleted: [], problems: ['Voice v1: bad data'] }
        return ok()
      },
      { monitor },
    )
    sync.start()
    await clock.advance(0)
    expect(failed).toEqual(['agents INTERNAL_ERROR', 'voices partly_synced'])
    expect(succeeded).toEqual(['flows', 'dispositions', 'conversations'])
    await sync.stop()
  })

  it('tries a partly read resource again at its interval and clears its error once all is read', async () => {
    const { clock, sync, db, timesOf } = setup(async (resource, run) => {
      if (resource === 'dispositions' && run === 1) return { written: 1, deleted: [], problems: ['Callback c1: bad data', 'Callback c2: bad data'] }
      return ok()
    })
    sync.start()
    await clock.advance(0)
    expect(getSyncState(db, 'ws_demo', 'dispositions')).toMatchObject({ lastSuccessAt: '2025-05-01T09:00:00.000Z', lastError: '2 items could not be read. Callback c1: bad data' })
    sync.resume()
    await clock.advance(0)
    expect(timesOf('dispositions')).toEqual([0, 0])
    expect(getSyncState(db, 'ws_demo', 'dispositions')?.lastError).toBeNull()
    await sync.stop()
  })

  it('a run in flight when the service came back and then answered keeps its interval, and a later failure backs off', async () => {
    const held = gate()
    const { clock, sync, timesOf } = setup(async (resource, run) => {
      if (resource !== 'agents') return ok()
      if (run === 1) throw offline()
      if (run === 2) await held.opened
      if (run === 3) throw serverError()
      return ok()
    })
    sync.start()
    await clock.advance(5_000)
    sync.resume()
    held.open()
    await clock.advance(0)
    expect(timesOf('agents')).toEqual([0, 5])
    // Five minutes on, agents fail: not the run in flight at the return, so retried after the back-off.
    await clock.advance(300_000)
    expect(timesOf('agents')).toEqual([0, 5, 305])
    await clock.advance(5_000)
    expect(timesOf('agents')).toEqual([0, 5, 305, 310])
    await sync.stop()
  })

  it('starts the back-off over once a resource succeeds', async () => {
    const { clock, sync, timesOf } = setup(async (resource, run) => {
      if (resource === 'agents' && [1, 2, 4].includes(run)) throw serverError()
      return ok()
    })
    sync.start()
    await clock.advance(15_000)
    expect(timesOf('agents')).toEqual([0, 5, 15])
    await clock.advance(300_000 + 5_000)
    expect(timesOf('agents')).toEqual([0, 5, 15, 315, 320])
    await sync.stop()
  })

  it('once a failed resource succeeds, the connection coming back does not run it again', async () => {
    const { clock, sync, timesOf } = setup(async (resource, run) => {
      if (resource === 'flows' && run === 1) throw serverError()
      return ok()
    })
    sync.start()
    await clock.advance(5_000)
    expect(timesOf('flows')).toEqual([0, 5])
    sync.resume()
    await clock.advance(0)
    expect(timesOf('flows')).toEqual([0, 5])
    await sync.stop()
  })

  it('lets every request in flight listen to the stop without a warning of too many listeners', async () => {
    const warnings: string[] = []
    const onWarning = (warning: Error) => void warnings.push(warning.name)
    process.on('warning', onWarning)
    const config = syncConfigOf()
    const { clock, sync } = setup(async (resource, _run, ctx) => {
      if (resource === 'agents') for (let i = 0; i < 4 * (config.conversationFetchConcurrency + config.pageConcurrency); i++) ctx.signal.addEventListener('abort', () => undefined)
      return ok()
    })
    try {
      sync.start()
      await clock.advance(0)
      await flush()
      expect(warnings).toEqual([])
    } finally {
      process.off('warning', onWarning)
      await sync.stop()
    }
  })
})

describe('ResourceSync telling its progress', () => {
  it('tells when a resource starts, when it ends, and when the round is over', async () => {
    const seen: (string | null)[] = []
    const held = gate()
    let sync: ResourceSync | null = null
    const made = setup(
      async (resource) => {
        if (resource === 'voices') await held.opened
        return ok()
      },
      { onChange: () => void seen.push(sync?.progress()?.resource ?? null) },
    )
    sync = made.sync
    sync.start()
    await made.clock.advance(0)
    expect(seen.at(-1)).toBe('voices')
    held.open()
    await made.clock.advance(0)
    // Each resource twice (start, end), then the round's end, with no progress left.
    expect(seen).toEqual(['agents', 'agents', 'flows', 'flows', 'voices', 'voices', 'dispositions', 'dispositions', 'conversations', 'conversations', null])
    await sync.stop()
  })

  it('tells requests answered at most once a second', async () => {
    let changes = 0
    const steps = [gate(), gate(), gate(), gate()]
    const { clock, sync } = setup(
      async (resource, _run, ctx) => {
        if (resource !== 'agents') return ok()
        for (const step of steps) {
          ctx.progress.advance()
          await step.opened
        }
        return ok()
      },
      { onChange: () => void changes++ },
    )
    sync.start()
    await clock.advance(0)
    // The run's start, then its first answer.
    expect(changes).toBe(2)
    for (const [i, step] of steps.slice(0, 3).entries()) {
      await clock.advance(500)
      step.open()
      await clock.advance(0)
      expect(changes).toBe([2, 3, 3][i])
    }
    steps[3]!.open()
    await sync.stop()
  })

  it('estimates a later round by what each resource took last time, and only the resources due', async () => {
    const held = gate()
    const { clock, sync } = setup(async (resource, run, ctx) => {
      ctx.progress.step('pages', 3)
      ctx.progress.expect(3)
      ctx.progress.advance()
      if (resource === 'dispositions' && run === 2) await held.opened
      ctx.progress.advance()
      ctx.progress.advance()
      return ok()
    })
    sync.start()
    await clock.advance(60_000)
    expect(sync.progress()).toMatchObject({ resource: 'dispositions', done: 1, total: 3, firstSync: false })
    held.open()
    await clock.advance(0)
    await sync.stop()
  })

  it('counts a finished resource by the requests it took, not by what it expected', async () => {
    const held = gate()
    const { clock, sync } = setup(async (resource, _run, ctx) => {
      if (resource === 'agents') {
        ctx.progress.expect(5)
        ctx.progress.advance()
        ctx.progress.advance()
      }
      if (resource === 'flows') {
        ctx.progress.expect(1)
        await held.opened
      }
      return ok()
    })
    sync.start()
    await clock.advance(0)
    expect(sync.progress()).toMatchObject({ resource: 'flows', done: 2, total: 3 })
    held.open()
    await clock.advance(0)
    await sync.stop()
  })

  it('estimates the time left from the pace of the last answers', async () => {
    const steps = Array.from({ length: 10 }, () => gate())
    const last = gate()
    const { clock, sync } = setup(async (resource, run, ctx) => {
      if (resource !== 'dispositions' || run === 1) return ok()
      ctx.progress.expect(20)
      for (const step of steps) {
        await step.opened
        ctx.progress.advance()
      }
      await last.opened
      return ok()
    })
    sync.start()
    // The second round: dispositions alone, a minute on.
    await clock.advance(60_000)
    for (const step of steps) {
      await clock.advance(1_000)
      step.open()
      await flush()
    }
    // Ten answers a second apart: the ten left take ten seconds.
    expect(sync.progress()).toMatchObject({ resource: 'dispositions', done: 10, total: 20, timeLeftMs: 10_000 })
    last.open()
    await clock.advance(0)
    await sync.stop()
  })

  it('is a first sync while any resource due was never synced in this cache', async () => {
    const held = gate()
    const { clock, sync, db } = setup(async (resource) => {
      if (resource === 'agents') await held.opened
      return ok()
    })
    recordSyncSuccess(db, 'ws_demo', 'flows', '2025-05-01T08:00:00.000Z')
    sync.start()
    await clock.advance(0)
    expect(sync.progress()).toMatchObject({ resource: 'agents', firstSync: true })
    held.open()
    await clock.advance(0)
    await sync.stop()
  })
})

describe('ResourceSync sizing a first sync', () => {
  function sized(sizes: Partial<Record<PeriodicResource, () => Promise<number>>>, script: Script) {
    const asked: PeriodicResource[] = []
    const sizers = Object.fromEntries(
      PERIODIC_RESOURCES.map((r) => [
        r,
        () => {
          asked.push(r)
          return (sizes[r] ?? (async () => 2))()
        },
      ]),
    ) as never
    return { asked, ...setup(script, { sizers }) }
  }

  it('leaves out of the estimate a resource whose sizing failed', async () => {
    const held = gate()
    const { clock, sync } = sized({ flows: () => Promise.reject(serverError()) }, async (resource) => {
      if (resource === 'agents') await held.opened
      return ok()
    })
    sync.start()
    await clock.advance(0)
    expect(sync.progress()).toMatchObject({ resource: 'agents', total: 8, firstSync: true })
    held.open()
    await clock.advance(0)
    await sync.stop()
  })

  it('sizes again only the resources it has no estimate of', async () => {
    let reachable = true
    const { clock, sync, asked } = sized({}, async (resource) => {
      if (resource === 'flows' && !reachable) throw offline()
      return ok()
    })
    reachable = false
    sync.start()
    await clock.advance(0)
    expect(asked).toEqual([...PERIODIC_RESOURCES])
    // Flows failed with the network down: the round stopped before voices, which were never synced.
    reachable = true
    asked.length = 0
    await clock.advance(5_000)
    expect(asked).toEqual(['voices', 'dispositions', 'conversations'])
    await sync.stop()
  })
})
