import { afterAll, beforeAll, expect, it } from 'vitest'
import { SwitchboardConsole } from '../../../../src/core/console'
import type { CallbackDue } from '../../../../src/shared/bridge'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { FakeClock } from '../../../support/fake-clock'
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

/**
 * The same data directory (cache, profiles, reminders already shown) opened by a
 * new console, as after a restart, on a fake clock set to `now`: the reminders
 * check at once and then every 30 s of that clock, whatever the machine's load.
 */
async function restart(now: number): Promise<{ due: CallbackDue[]; clock: FakeClock; stop: () => Promise<void> }> {
  const due: CallbackDue[] = []
  const clock = new FakeClock(now)
  const next = new SwitchboardConsole({
    host: 'web',
    dataDir: app.dataDir,
    version: '0.0.0-test',
    platform: process.platform,
    secrets: await realKeychain(),
    sync: { clock },
  })
  next.events.subscribe((name, payload) => {
    if (name === 'callbacks.due') due.push(payload as CallbackDue)
  })
  await next.start()
  await waitFor(() => next.activeWorkspace.current?.profile.workspaceId === 'ws_demo', 10_000, 'the workspace to open')
  return { due, clock, stop: () => next.stop() }
}

// The fixture's own callbacks may fall due meanwhile; only the one this test moved is looked at.
it('a callback that falls due is announced once, also across restarts', async () => {
  const queue = await app.invoke('callbacks.query', { filters: {}, zone: 'UTC' })
  const target = queue.groups.find((g) => g.id === 'later')?.items[0]?.disposition
  if (!target) throw new Error('no future callback in the demo fixture')

  // An hour from now, through the outbox to the service and back into the cache.
  const at = new Date(Math.ceil((Date.now() + 3_600_000) / 1000) * 1000)
  const local = at.toISOString().slice(0, 19)
  await app.invoke('callbacks.reschedule', { dispositionIds: [target._id], to: { kind: 'at', local, zone: 'UTC' } })
  await waitFor(async () => (await serviceDisposition(sim, target._id)).scheduledAt === at.toISOString(), 10_000, 'the service to have it')
  await waitFor(() => app.console.outbox.list().items.length === 0, 10_000, 'the outbox to empty')
  await app.console.stop()

  const ours = (due: CallbackDue[]) => due.filter((d) => d.dispositionId === target._id)
  // Opened a second before it is due: nothing yet; the round after its time announces it, once over many rounds.
  const first = await restart(at.getTime() - 1_000)
  try {
    await first.clock.advance(0)
    expect(ours(first.due)).toEqual([])
    await first.clock.advance(30_000)
    await first.clock.advance(10 * 30_000)
    expect(ours(first.due)).toEqual([
      expect.objectContaining({ workspaceId: 'ws_demo', dispositionId: target._id, phoneNumber: target.phoneNumber, scheduledAt: at.toISOString() }),
    ])
  } finally {
    await first.stop()
  }

  // After a restart, within the grace period: already shown, so never again.
  const second = await restart(at.getTime() + 60_000)
  try {
    await second.clock.advance(10 * 30_000)
    expect(ours(second.due)).toEqual([])
  } finally {
    await second.stop()
  }
  await app.console.start()
})
