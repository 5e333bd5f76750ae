import { closeSync, openSync, readdirSync, statSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CACHE_FILE, SwitchboardConsole } from '../../../src/core/console'
import { startSimulator, type RunningSimulator } from '../../../src/simulator/server'
import { commandsOf } from '../../support/feature-ports'
import { recordingFetch } from '../../support/network'
import { startTestConsole, type TestConsole } from '../../support/console'
import { serviceDisposition } from '../../support/simulator'
import { waitFor } from '../../support/wait'

/**
 * A real cache file damaged between two runs of the console, with three edits
 * waiting in its outbox (made while the service was away).
 */
let sim: RunningSimulator
let app: TestConsole
let reopened: SwitchboardConsole | null = null
const net = recordingFetch()

beforeEach(async () => {
  net.network.up = true
  sim = await startSimulator({ port: 0, seed: 11, activeCalls: 4, plan: 'enterprise' })
  app = await startTestConsole(sim, { fetch: net.fetch, synced: ['dispositions', 'conversations'] })
}, 60_000)
afterEach(async () => {
  net.network.up = true
  await reopened?.stop()
  reopened = null
  await app.cleanup()
  await sim.stop()
})

/** Three edits acknowledged while the service is away, then the console stopped with them in its outbox. */
async function pendingEditsThenStop(): Promise<string[]> {
  const queue = await app.invoke('callbacks.query', { filters: {}, zone: 'UTC', groupLimit: 2000 })
  const targets = queue.groups.flatMap((group) => group.items).filter((item) => !item.done).slice(0, 3).map((item) => item.disposition._id)
  net.network.up = false
  await waitFor(() => app.console.connection().state === 'offline', 20_000, 'offline')
  for (const id of targets) await app.invoke('callbacks.setNotes', { dispositionId: id, notes: `kept through a rebuild ${id}` })
  expect(app.console.outbox.list().items.map((item) => item.status)).toEqual(['pending', 'pending', 'pending'])
  await app.console.stop()
  return targets
}

function overwrite(offset: number, bytes: Buffer): void {
  const fd = openSync(join(app.dataDir, CACHE_FILE), 'r+')
  try {
    writeSync(fd, bytes, 0, bytes.length, offset)
  } finally {
    closeSync(fd)
  }
}

/** The same console again on the same data directory and key. */
async function reopen(): Promise<SwitchboardConsole> {
  reopened = new SwitchboardConsole(app.console.options)
  await reopened.start()
  return reopened
}

async function delivered(console_: SwitchboardConsole, targets: string[]): Promise<void> {
  net.network.up = true
  await waitFor(() => console_.outbox.list().workspaceId !== null && console_.outbox.list().items.length === 0, 30_000, 'the outbox to empty')
  for (const id of targets) expect((await serviceDisposition(sim, id)).notes).toBe(`kept through a rebuild ${id}`)
}

const movedAside = () => readdirSync(app.dataDir).filter((name) => /^cache\.damaged-[\w-]+\.sqlite$/.test(name))

describe('a damaged cache', () => {
  it('garbage mid-file: the check after start tells it in words, and Rebuild keeps 3 of 3 waiting edits, then syncs again', async () => {
    const targets = await pendingEditsThenStop()
    const size = statSync(join(app.dataDir, CACHE_FILE)).size
    overwrite(Math.floor(size / 2 / 4096) * 4096, Buffer.alloc(64 * 1024, 0xa5))

    const console_ = await reopen()
    const { invoke } = commandsOf(console_.handlers)
    const problem = await waitFor(() => console_.sync.status().cacheProblem, 15_000, 'the integrity check')
    expect(problem).toEqual({
      kind: 'damaged',
      message: expect.stringContaining('The cache file is damaged. Rebuild it in Settings → Sync'),
      words: { key: 'errors.cache.damaged' },
    })

    const rebuilt = await invoke('sync.rebuildCache', {})
    expect(rebuilt.keptEdits).toBe(3)
    expect(rebuilt.status.cacheProblem).toBeNull()
    expect(console_.outbox.list().items.map((item) => item.dispositionId)).toEqual(targets)
    expect(movedAside()).toHaveLength(1)

    await delivered(console_, targets)
    await waitFor(() => console_.sync.status().resources.find((r) => r.resource === 'dispositions')?.lastSuccessAt, 30_000, 'a sync of the fresh cache')
  }, 90_000)

  it('a bad header: the console starts on a rebuilt cache that keeps 3 of 3 waiting edits, instead of exiting', async () => {
    const targets = await pendingEditsThenStop()
    overwrite(0, Buffer.from('not a database at all'))

    const console_ = await reopen()

    const outbox = await waitFor(() => (console_.outbox.list().workspaceId ? console_.outbox.list() : null), 10_000, 'the workspace')
    expect(outbox.items.map((item) => item.dispositionId)).toEqual(targets)
    expect(movedAside()).toHaveLength(1)
    await delivered(console_, targets)
  }, 90_000)
})
