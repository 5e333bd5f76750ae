import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../../src/core/api'
import { upsertAgents, upsertDispositions } from '../../../../src/core/cache'
import { campaignsModule, type CampaignsModule } from '../../../../src/core/campaigns'
import { dispositionNotes } from '../../../../src/renderer/campaigns/batch-words'
import { batchTitle } from '../../../../src/renderer/lib/names'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { commandsOf, demoWorkspace, featurePorts, type FeaturePorts } from '../../../support/feature-ports'
import { recordingFetch } from '../../../support/network'
import { DEMO, demoClient, simControl } from '../../../support/simulator'
import { csvOf, setCallingWindow } from './campaigns-console'

let sim: RunningSimulator
let ports: FeaturePorts
let client: ApiClient
let campaigns: CampaignsModule
let app: ReturnType<typeof commandsOf>
const net = recordingFetch()

// The campaigns module on a real cache against the simulator over HTTP, its activity paused: batches move as the test steps its clock.
beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 11, activeCalls: 0, plan: 'business', rateLimit: 6000, paused: true })
  client = demoClient(sim.url, { fetch: net.fetch })
  ports = featurePorts(demoWorkspace(client))
  upsertAgents(ports.cache(), DEMO.workspaceId, (await client.agents.list({ limit: 200 })).data)
  campaigns = campaignsModule(ports)
  app = commandsOf(campaigns.handlers)
  setCallingWindow(ports.cache(), '00:00', '00:00')
})
afterAll(async () => {
  ports?.close()
  await sim?.stop()
})

const step = (ticks: number) => simControl(sim, 'POST', '/activity/step', { ticks })

/** What the dispositions sync would bring for one batch: the service's list, kept in the cache. */
async function syncDispositionsOf(batchId: string, leaveOut = 0): Promise<void> {
  const { dispositions } = await client.dispositions.list({ batchId, limit: 200 })
  upsertDispositions(ports.cache(), DEMO.workspaceId, dispositions.slice(leaveOut))
}

describe('a batch is named after its file and start, and renamed here', () => {
  it('keeps the file it was started from, and the supervisor’s name across the watcher’s readings', async () => {
    const started = await app.invoke('campaigns.start', { csv: csvOf(4, 8000), agentId: 'agt_sales', fileName: 'batch.csv' })
    expect(started).toMatchObject({ fileName: 'batch.csv', name: null })
    expect(batchTitle(started, 'UTC', Date.parse(started.createdAt))).toMatch(/^batch\.csv, started \w{3}, \w{3} \d+, \d+:\d\d [AP]M UTC$/)

    const renamed = await app.invoke('campaigns.rename', { batchId: started.batchId, name: '  Spring renewals ' })
    expect(renamed).toMatchObject({ name: 'Spring renewals', fileName: 'batch.csv' })
    expect(batchTitle(renamed, 'UTC', Date.now())).toBe('Spring renewals')
    await step(1)
    await campaigns.watcher.checkNow()
    expect(ports.of('campaigns.progress').filter((b) => b.batchId === started.batchId).at(-1)).toMatchObject({ status: 'running', name: 'Spring renewals' })
    expect((await app.invoke('campaigns.rename', { batchId: started.batchId, name: '' })).name).toBeNull()
    expect(await app.refusal('campaigns.rename', { batchId: 'bat_never_seen', name: 'X' })).toMatchObject({ code: 'batch_not_found' })
  })
})

describe('a batch’s counts and its dispositions', () => {
  it('agree once its dispositions synced, and say why while they do not', async () => {
    const started = await app.invoke('campaigns.start', { csv: csvOf(9, 8100), agentId: 'agt_sales', fileName: 'spring.csv' })
    for (let round = 0; round < 40; round++) {
      await step(100)
      await campaigns.watcher.checkNow()
      if (ports.of('campaigns.progress').filter((b) => b.batchId === started.batchId).at(-1)?.status === 'completed') break
    }
    const finished = (await app.invoke('campaigns.open', { batchId: started.batchId }))
    expect(finished.status).toBe('completed')
    const calls = finished.completed + finished.failed
    expect(calls).toBe(9)
    expect(finished.dispositions).toEqual({ dispositions: 0, callbacks: 0 })
    expect(dispositionNotes(finished)).toContain('9 calls have no disposition yet: dispositions arrive with the next sync.')

    await syncDispositionsOf(started.batchId, 1)
    const partly = (await app.invoke('campaigns.batches', {})).find((b) => b.batchId === started.batchId)!
    expect(partly.dispositions.dispositions).toBe(calls - 1)
    expect(dispositionNotes(partly)).toContain('1 call has no disposition yet: dispositions arrive with the next sync.')

    await syncDispositionsOf(started.batchId)
    const synced = (await app.invoke('campaigns.open', { batchId: started.batchId }))
    const { dispositions } = await client.dispositions.list({ batchId: started.batchId, limit: 200 })
    expect(synced.dispositions).toEqual({ dispositions: calls, callbacks: dispositions.filter((d) => d.scheduledAt).length })
    const notes = dispositionNotes(synced)
    expect(notes[0]).toBe(`${calls} dispositions for ${calls} calls finished.`)
    expect(notes.some((note) => note.includes('no disposition yet'))).toBe(false)
    const unlisted = calls - synced.dispositions.callbacks
    if (unlisted > 0) expect(notes).toContain(`Callbacks lists ${synced.dispositions.callbacks} of them; ${unlisted} ${unlisted === 1 ? 'has' : 'have'} no callback time.`)
  })
})

describe('batches seen in the callbacks', () => {
  it('are read once from the service and listed in Campaigns; an id the service does not know is asked once', async () => {
    await syncDispositionsOf('bat_demo_2')
    const [one] = (await client.dispositions.list({ limit: 1 })).dispositions
    upsertDispositions(ports.cache(), DEMO.workspaceId, [{ ...one!, _id: 'disp_from_a_gone_batch', batchId: 'bat_gone' }])
    expect((await app.invoke('campaigns.batches', {})).some((b) => b.batchId === 'bat_demo_2')).toBe(false)

    // While a first sync fills the cache, its requests go first: the batches wait for it to end.
    ports.setSyncProgress({ resource: 'dispositions', step: 'pages', stepDone: 1, stepTotal: 4, done: 3, total: 9, timeLeftMs: null, firstSync: true })
    await campaigns.watcher.checkNow()
    expect(net.requests.filter((r) => r.path === '/v1/api/batch-calls/bat_demo_2')).toHaveLength(0)
    ports.setSyncProgress(null)

    await campaigns.watcher.checkNow()
    const seen = (await app.invoke('campaigns.batches', {})).find((b) => b.batchId === 'bat_demo_2')
    expect(seen).toMatchObject({ status: 'completed', total: 40, startedHere: false, fileName: null, dispositions: { dispositions: 40 } })
    expect(batchTitle(seen!, 'UTC', Date.now())).toMatch(/^Batch by .+, started /)
    expect(ports.of('campaigns.progress').some((b) => b.batchId === 'bat_demo_2')).toBe(true)
    expect((await app.invoke('campaigns.batches', {})).some((b) => b.batchId === 'bat_gone')).toBe(false)

    await campaigns.watcher.checkNow()
    expect(net.requests.filter((r) => r.path === '/v1/api/batch-calls/bat_gone').length).toBe(1)
    expect(net.requests.filter((r) => r.path === '/v1/api/batch-calls/bat_demo_2').length).toBe(1)
  })
})

describe('a watcher stopped while it waits on the service', () => {
  it('reads nothing more once the answer comes: the console may have closed its cache', async () => {
    const own = featurePorts(demoWorkspace(client))
    const watcher = campaignsModule(own).watcher
    const [one] = (await client.dispositions.list({ limit: 1 })).dispositions
    upsertDispositions(own.cache(), DEMO.workspaceId, [{ ...one!, _id: 'disp_of_demo_3', batchId: 'bat_demo_3' }])
    const round = watcher.checkNow()
    watcher.stop()
    own.close()
    await expect(round).resolves.toBeUndefined()
  })
})
