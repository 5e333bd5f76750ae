import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listActivity, upsertAgents } from '../../../../src/core/cache'
import { campaignsModule, type CampaignsModule } from '../../../../src/core/campaigns'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { commandsOf, demoWorkspace, featurePorts, type FeaturePorts } from '../../../support/feature-ports'
import { recordingFetch } from '../../../support/network'
import { DEMO, demoClient, simControl } from '../../../support/simulator'
import { csvOf, doNotCall, setCallingWindow } from './campaigns-console'

let sim: RunningSimulator
let ports: FeaturePorts
let campaigns: CampaignsModule
let app: ReturnType<typeof commandsOf>
const net = recordingFetch()

// The campaigns module alone, on the ports it declares: the simulator's workspace over HTTP, a real cache.
// The activity is paused: batches move only when the test steps the simulated clock.
beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 6, activeCalls: 0, plan: 'business', rateLimit: 6000, paused: true })
  const client = demoClient(sim.url, { fetch: net.fetch })
  ports = featurePorts(demoWorkspace(client))
  upsertAgents(ports.cache(), DEMO.workspaceId, (await client.agents.list({ limit: 200 })).data)
  campaigns = campaignsModule(ports)
  app = commandsOf(campaigns.handlers)
  setCallingWindow(ports.cache(), '00:00', '00:00')
})
afterAll(async () => {
  net.network.up = true
  ports?.close()
  await sim?.stop()
})

const step = (ticks: number) => simControl(sim, 'POST', '/activity/step', { ticks })

describe('campaigns: batches against the simulator', () => {
  it('downloads the service’s template', async () => {
    const template = await app.invoke('campaigns.template', {})
    expect(template.split(/\r?\n/)[0]).toBe('phoneNumber,customerName,appointmentDate')
  })

  it('validates a file with bad rows: each error with its row and column; do-not-call rows held back', async () => {
    doNotCall(ports.cache(), '+14155553006')
    const csv = [
      'phoneNumber,customerName',
      '+14155553001,Ada',
      '12345,Bad Number',
      '+14155553003,Carl',
      ',No Number',
      '+14155553001,Twice',
      '+14155553006,Listed',
    ].join('\r\n')
    const { validation, blocked } = await app.invoke('campaigns.validate', { csv })
    expect(validation).toMatchObject({ valid: false, totalRows: 6, validRows: 3 })
    expect(validation.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'phoneNumber'],
      [5, 'phoneNumber'],
      [6, 'phoneNumber'],
    ])
    expect(validation.errors[0]!.message).toContain('12345')
    expect(blocked).toEqual([{ row: 7, phoneNumber: '+14155553006', blocks: [expect.objectContaining({ kind: 'do-not-call' })] }])
  })

  it('previews a valid file', async () => {
    const preview = await app.invoke('campaigns.preview', { csv: csvOf(30) })
    expect(preview).toMatchObject({ totalRows: 30, columns: ['phoneNumber', 'customerName', 'appointmentDate'] })
    expect(preview.rows[0]).toMatchObject({ phoneNumber: '+14155552000', customerName: 'Customer 1' })
  })

  it('refuses to start while a held-back row is in the file', async () => {
    const csv = `${csvOf(3, 3100)}\r\n+14155553006,Listed,2025-06-01`
    const refused = await app.refusal('campaigns.start', { csv, agentId: 'agt_sales' })
    expect(refused.code).toBe('outbound_blocked')
    expect(refused.message).toContain('row 5 (+14155553006: do-not-call)')
    expect(net.requests.some((r) => r.method === 'POST' && r.path === '/v1/api/batch-calls')).toBe(false)
  })

  it('starts a batch, remembers it, and follows its progress to completion', async () => {
    const started = await app.invoke('campaigns.start', { csv: csvOf(12, 4000), agentId: 'agt_sales' })
    expect(started).toMatchObject({ status: 'queued', total: 12, queued: 12, agentId: 'agt_sales', agentName: 'Sales Agent', startedHere: true })
    expect((await app.invoke('campaigns.batches', {})).map((b) => b.batchId)).toContain(started.batchId)

    const { watcher } = campaigns
    await step(1)
    await watcher.checkNow()
    const running = ports.of('campaigns.progress').filter((b) => b.batchId === started.batchId).at(-1)!
    expect(running).toMatchObject({ status: 'running', inProgress: 3 })

    for (let round = 0; round < 40; round++) {
      await step(100)
      await watcher.checkNow()
      if (ports.of('campaigns.progress').at(-1)?.status === 'completed') break
    }
    const done = ports.of('campaigns.progress').filter((b) => b.batchId === started.batchId).at(-1)!
    expect(done).toMatchObject({ status: 'completed', percent: 100, queued: 0, inProgress: 0 })
    expect(done.completed + done.failed).toBe(12)
    expect(done.samples.length).toBeGreaterThanOrEqual(3)
    expect(done.samples.at(-1)).toMatchObject({ completed: done.completed, failed: done.failed })
    expect(net.requests.filter((r) => r.path === `/v1/api/batch-calls/${started.batchId}/status`).length).toBeGreaterThanOrEqual(2)
    // Its dispositions are worth syncing now.
    expect(ports.syncRequests).toContain('dispositions')

    const calls = await app.invoke('campaigns.calls', { batchId: started.batchId, status: 'completed' })
    expect(calls.data.length).toBe(done.completed)
    const one = await app.invoke('campaigns.call', { batchId: started.batchId, jobId: calls.data[0]!.jobId })
    expect(one).toMatchObject({ status: 'completed', toNumber: calls.data[0]!.toNumber, variables: { customerName: expect.any(String) } })

    // A finished batch is no longer polled.
    const polls = net.requests.length
    await watcher.checkNow()
    expect(net.requests.length).toBe(polls)
  })

  it('cancels a running batch: queued calls are not placed, calls in progress end', async () => {
    const started = await app.invoke('campaigns.start', { csv: csvOf(10, 5000), agentId: 'agt_support' })
    await step(1)
    const cancelled = await app.invoke('campaigns.cancel', { batchId: started.batchId })
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelled: 10, queued: 0, inProgress: 0 })
    const list = await app.invoke('campaigns.calls', { batchId: started.batchId })
    expect(new Set(list.data.map((c) => c.status))).toEqual(new Set(['cancelled']))
    // Cancelling a finished batch changes nothing.
    expect(await app.invoke('campaigns.cancel', { batchId: started.batchId })).toMatchObject({ status: 'cancelled', cancelled: 10 })
    // The activity log (History → Activity) has the start and both cancels, with the batch's id.
    const logged = listActivity(ports.cache(), DEMO.workspaceId, {}, {}).data.filter((e) => e.targetId === started.batchId)
    expect(logged.map((e) => [e.kind, e.outcome])).toEqual([
      ['batch.cancel', 'ok'],
      ['batch.cancel', 'ok'],
      ['batch.start', 'ok'],
    ])
    expect(logged[2]).toMatchObject({ target: 'batch of calls by Support Agent', detail: '10 calls.' })
    expect(logged[0]).toMatchObject({ target: 'batch of calls by Support Agent' })
  })

  it('opens a batch by id: remembered as opened here, not started here', async () => {
    const opened = await app.invoke('campaigns.open', { batchId: 'bat_demo_1' })
    expect(opened).toMatchObject({ batchId: 'bat_demo_1', status: 'completed', total: 40, startedHere: false })
    expect((await app.invoke('campaigns.batches', {})).find((b) => b.batchId === 'bat_demo_1')?.startedHere).toBe(false)
  })

  it('says each documented failure in words', async () => {
    expect(await app.refusal('campaigns.open', { batchId: 'bat_nothing' })).toMatchObject({ code: 'batch_not_found', status: 404 })
    expect(await app.refusal('campaigns.calls', { batchId: 'bat_nothing' })).toMatchObject({ code: 'batch_not_found', status: 404 })
    expect(await app.refusal('campaigns.cancel', { batchId: 'bat_nothing' })).toMatchObject({ code: 'batch_not_found', status: 404 })
    const bad = await app.refusal('campaigns.start', { csv: 'name\r\nAda', agentId: 'agt_sales' })
    expect(bad).toMatchObject({ code: 'invalid_csv', status: 400 })
    expect(bad.message).toContain('phoneNumber')
    expect(await app.refusal('campaigns.start', { csv: csvOf(2, 6000), agentId: 'agt_nobody' })).toMatchObject({ code: 'agent_not_found', status: 404 })
    expect(await app.refusal('campaigns.start', { csv: csvOf(2, 6100), agentId: 'agt_unassigned' })).toMatchObject({ code: 'agent_not_ready', status: 400 })
  })

  it('offline: remembered batches and their last status read from the cache; start and cancel are refused with the reason', async () => {
    const before = await app.invoke('campaigns.batches', {})
    net.network.up = false
    ports.setConnection({ state: 'offline' })
    expect(await app.invoke('campaigns.batches', {})).toEqual(before)
    expect(await app.invoke('campaigns.open', { batchId: before[0]!.batchId })).toEqual(before[0])
    expect(await app.refusal('campaigns.open', { batchId: 'bat_never_seen' })).toMatchObject({ code: 'offline_action' })
    const start = await app.refusal('campaigns.start', { csv: csvOf(2, 7000), agentId: 'agt_sales' })
    expect(start).toMatchObject({ code: 'offline_action', message: expect.stringContaining('Starting a batch') })
    const cancel = await app.refusal('campaigns.cancel', { batchId: before[0]!.batchId })
    expect(cancel).toMatchObject({ code: 'offline_action', message: expect.stringContaining('Cancelling a batch') })
    net.network.up = true
    ports.setConnection({ state: 'online' })
  })
})
