import { afterAll, beforeAll, expect, it } from 'vitest'
import { SwitchboardConsole } from '../../../../src/core/console'
import type { CallbackDue } from '../../../../src/shared/bridge'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { realKeychain } from '../../../support/keychain'
import type { TestConsole } from '../../../support/console'
import { serviceDisposition } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'
import { startCallbacksConsole } from './console'

let sim: RunningSimulator
let app: TestConsole

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 5, activeCalls: 0, plan: 'enterprise' })
  app = await startCallbacksConsole(sim)
})
afterAll(async () => {
  await app?.cleanup()
  await sim?.stop()
})

/** The same data directory (cache, profiles, reminders already shown) opened by a new console, as after a restart. */
async function restart(): Promise<{ due: CallbackDue[]; stop: () => Promise<void> }> {
  const due: CallbackDue[] = []
  const next = new SwitchboardConsole({
    host: 'web',
    dataDir: app.dataDir,
    version: '0.0.0-test',
    platform: process.platform,
    secrets: await realKeychain(),
  })
  next.events.subscribe((name, payload) => {
    if (name === 'callbacks.due') due.push(payload as CallbackDue)
  })
  await next.start()
  return { due, stop: () => next.stop() }
}

// The fixture's own callbacks may fall due meanwhile; only the one this test moved is looked at.
it('a callback that falls due is announced once, also across restarts', async () => {
  const queue = await app.invoke('callbacks.query', { filters: {}, zone: 'UTC' })
  const target = queue.groups.find((g) => g.id === 'later')?.items[0]?.disposition
  if (!target) throw new Error('no future callback in the demo fixture')

  // Three seconds from now, through the outbox to the service and back into the cache.
  const at = new Date(Math.ceil((Date.now() + 3_000) / 1000) * 1000)
  const local = at.toISOString().slice(0, 19)
  await app.invoke('callbacks.reschedule', { dispositionIds: [target._id], to: { kind: 'at', local, zone: 'UTC' } })
  await waitFor(async () => (await serviceDisposition(sim, target._id)).scheduledAt === at.toISOString(), 10_000, 'the service to have it')
  await waitFor(() => app.console.outbox.list().items.length === 0, 10_000, 'the outbox to empty')
  await app.console.stop()
  await waitFor(() => Date.now() > at.getTime() + 200, 5_000)

  const first = await restart()
  try {
    const ours = () => first.due.filter((d) => d.dispositionId === target._id)
    await waitFor(() => ours().length > 0, 5_000, 'the reminder after the restart')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(ours()).toEqual([
      expect.objectContaining({ workspaceId: 'ws_demo', dispositionId: target._id, phoneNumber: target.phoneNumber, scheduledAt: at.toISOString() }),
    ])
  } finally {
    await first.stop()
  }

  const second = await restart()
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(second.due.filter((d) => d.dispositionId === target._id)).toEqual([])
  } finally {
    await second.stop()
  }
  await app.console.start()
})
