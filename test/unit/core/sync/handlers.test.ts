import { afterEach, describe, expect, it } from 'vitest'
import { openCache, type Cache } from '../../../../src/core/cache'
import { SyncService } from '../../../../src/core/sync'
import { syncModule } from '../../../../src/core/sync/handlers'
import { commandsOf } from '../../../support/feature-ports'
import { FakeClock } from '../../../support/fake-clock'

let db: Cache | null = null

afterEach(() => {
  db?.close()
  db = null
})

/** The sync module over a real sync service with no workspace yet, and a rebuild that keeps `kept` edits. */
function syncCommands(kept: number) {
  db = openCache(':memory:')
  const cache = db
  const emitted: string[] = []
  const sync = new SyncService({
    cache: () => cache,
    emit: (name) => void emitted.push(name),
    createLive: () => {
      throw new Error('no workspace in these tests')
    },
    setConnection: () => undefined,
    options: { clock: new FakeClock() },
  })
  let rebuilds = 0
  const module = syncModule({
    sync,
    rebuildCache: async () => {
      rebuilds++
      return kept
    },
  })
  return { module, emitted, rebuilds: () => rebuilds, ...commandsOf(module.handlers) }
}

describe('the sync.* commands', () => {
  it('are the sync module’s', () => {
    expect(syncCommands(0).module.prefix).toBe('sync')
  })

  it('answer the status, after a sync now or the network coming back too', async () => {
    const { invoke } = syncCommands(0)
    const status = await invoke('sync.status', {})
    expect(status).toMatchObject({ workspaceId: null, connection: { state: 'no-workspace' }, visible: true, resources: [] })
    expect(await invoke('sync.now', { resource: 'agents' })).toEqual(status)
    expect(await invoke('sync.now', {})).toEqual(status)
    expect(await invoke('sync.networkBack', {})).toEqual(status)
  })

  it('set the window’s visibility, which the status then shows', async () => {
    const { invoke, emitted } = syncCommands(0)
    expect(await invoke('sync.setVisibility', { visible: false })).toEqual({ visible: false, pollIntervalMs: 10_000 })
    expect(emitted).toEqual(['sync.status'])
    expect(await invoke('sync.status', {})).toMatchObject({ visible: false })
    expect(await invoke('sync.setVisibility', { visible: true })).toEqual({ visible: true, pollIntervalMs: 2_000 })
  })

  it('rebuild the cache, answering the edits it kept and the status after', async () => {
    const { invoke, rebuilds } = syncCommands(3)
    expect(await invoke('sync.rebuildCache', {})).toEqual({ keptEdits: 3, status: expect.objectContaining({ workspaceId: null }) })
    expect(rebuilds()).toBe(1)
  })

  it('refuse arguments the bridge does not define', async () => {
    const { refusal } = syncCommands(0)
    expect(await refusal('sync.now', { resource: 'activeCalls' } as never)).toMatchObject({ code: 'invalid_argument' })
  })
})
