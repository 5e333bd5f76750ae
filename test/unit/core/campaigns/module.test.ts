import { describe, expect, it } from 'vitest'
import { addDoNotCall } from '../../../../src/core/cache'
import { BACKGROUND_INTERVAL_MS, campaignsModule, WATCHING_INTERVAL_MS } from '../../../../src/core/campaigns'
import { FakeClock } from '../../../support/fake-clock'
import { clientSendingNothing, commandsOf, demoWorkspace, featurePortsForTest } from '../../../support/feature-ports'
import { DEMO } from '../../../support/simulator'

/** The campaigns module on its ports alone: a real cache and outbound guard, a client that must send nothing, the console's clock. */
function campaignsOnPorts() {
  const { client, sent } = clientSendingNothing()
  const clock = new FakeClock()
  const ports = featurePortsForTest(demoWorkspace(client), { clock })
  const module = campaignsModule(ports)
  return { ports, clock, sent, module, ...commandsOf(module.handlers) }
}

describe('the campaigns module, on its ports', () => {
  it('owns its watcher: one module’s pace is not another’s, and it runs only between start and stop', async () => {
    const one = campaignsOnPorts()
    const other = campaignsOnPorts()
    expect(await one.invoke('campaigns.watch', { watching: true })).toEqual({ intervalMs: WATCHING_INTERVAL_MS })
    expect(other.module.watcher.intervalMs).toBe(BACKGROUND_INTERVAL_MS)
    expect(one.clock.pending).toBe(0)
    const stop = one.module.start!()
    expect(one.clock.pending).toBe(1)
    stop()
    expect(one.clock.pending).toBe(0)
  })

  it('checks a number against the do-not-call list in the cache', async () => {
    const { ports, invoke } = campaignsOnPorts()
    addDoNotCall(ports.cache(), DEMO.workspaceId, [{ number: '+14155550101', reason: 'asked by letter', addedAt: '2025-05-01T00:00:00.000Z' }])
    expect(await invoke('campaigns.checkCall', { to: '+14155550101' })).toEqual([expect.objectContaining({ kind: 'do-not-call' })])
  })

  it('refuses to dial offline, or with no workspace, before anything is sent', async () => {
    const { ports, sent, refusal } = campaignsOnPorts()
    ports.setConnection({ state: 'offline' })
    expect(await refusal('campaigns.placeCall', { agentId: 'agt_sales', to: '+14155550199' })).toMatchObject({
      code: 'offline_action',
      message: expect.stringContaining('Placing a call'),
    })
    ports.activeWorkspace.set(null)
    expect(await refusal('campaigns.start', { csv: 'phoneNumber\r\n+14155550199', agentId: 'agt_sales' })).toEqual({ code: 'no_workspace', message: 'Open a workspace first.', words: { key: 'errors.workspaces.noWorkspace' } })
    expect(sent).toEqual([])
    expect(ports.syncRequests).toEqual([])
  })
})
