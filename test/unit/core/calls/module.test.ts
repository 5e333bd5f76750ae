import { describe, expect, it, vi } from 'vitest'
import { callsModule, type CallsPorts } from '../../../../src/core/calls/handlers'
import { SupervisorProfileStore } from '../../../../src/core/calls/supervisor-profile'
import { NO_CALLS } from '../../../../src/core/calls/live-calls'
import { createMemorySecretStore } from '../../../../src/core/secrets'
import type { CallsCurrent } from '../../../../src/shared/bridge'
import type { KeyPermissions } from '../../../../src/shared/permissions'
import { clientSendingNothing, commandsOf, demoWorkspace, featurePortsForTest } from '../../../support/feature-ports'
import { activeCall } from '../../../support/service-fixtures'

type DemoOpening = Parameters<CallsPorts['onDemoOpening']>[0]

/** The calls module on its ports alone: a cache, a workspace whose client must not be used, and the console's events as fakes. */
function callsOnPorts(options: { live?: CallsCurrent; permissions?: string[] } = {}) {
  const { client, sent } = clientSendingNothing()
  const ports = featurePortsForTest(demoWorkspace(client))
  const removals = new Set<(profileId: string) => void>()
  const openings = new Set<DemoOpening>()
  const onProfileRemoved = vi.fn((listener: (profileId: string) => void) => {
    removals.add(listener)
    return () => removals.delete(listener)
  })
  const onDemoOpening = vi.fn((listener: DemoOpening) => {
    openings.add(listener)
    return () => openings.delete(listener)
  })
  const module = callsModule({
    ...ports,
    sync: { live: () => (options.live ? { current: () => options.live! } : null), pollNow: () => ports.sync.pollNow() },
    keyPermissions: async (): Promise<KeyPermissions> =>
      options.permissions
        ? { state: 'known', workspaceId: 'ws_demo', role: 'viewer', permissions: options.permissions, fetchedAt: '2025-05-01T12:00:00.000Z' }
        : { state: 'unknown', workspaceId: 'ws_demo', reason: 'The service does not say.' },
    mediaServers: { dataDir: ports.dataDir, secrets: createMemorySecretStore() },
    supervisor: new SupervisorProfileStore(ports.dataDir),
    onProfileRemoved,
    onDemoOpening,
  })
  return { ports, module, sent, removals, openings, onProfileRemoved, onDemoOpening, ...commandsOf(module.handlers) }
}

describe('the calls module, on its ports', () => {
  it('answers the live poller’s wall, and no calls while no workspace is polled', async () => {
    const wall: CallsCurrent = { workspaceId: 'ws_demo', calls: [], serverTime: '2025-05-01T12:00:00.000Z', polledAt: '2025-05-01T12:00:01.000Z', transfersWaiting: {}, matches: {} }
    expect(await callsOnPorts({ live: wall }).invoke('calls.current', {})).toEqual(wall)
    expect(await callsOnPorts().invoke('calls.current', {})).toEqual(NO_CALLS)
  })

  it('refuses to end a call or listen in offline, and sends nothing', async () => {
    const { ports, sent, refusal } = callsOnPorts()
    ports.setConnection({ state: 'offline' })
    expect(await refusal('calls.end', { roomName: 'room-1' })).toMatchObject({ code: 'offline_action', message: expect.stringContaining('Ending a call') })
    expect(await refusal('calls.listenToken', { roomName: 'room-1' })).toMatchObject({ code: 'offline_action' })
    expect(sent).toEqual([])
    expect(ports.syncRequests).toEqual([])
  })

  it('refuses what needs a workspace when none is open', async () => {
    const { ports, refusal, invoke } = callsOnPorts()
    ports.activeWorkspace.set(null)
    expect(await refusal('calls.end', { roomName: 'room-1' })).toEqual({ code: 'no_workspace', message: 'Open a workspace first.', words: { key: 'errors.workspaces.noWorkspace' } })
    expect(await invoke('calls.detail', { roomName: 'room-1' })).toBeNull()
    expect(await invoke('calls.mediaServer', {})).toMatchObject({ profileId: null, configured: false })
  })

  it('refuses to step in offline, for a key that may not end calls, without a media server, and before listening', async () => {
    const media = { url: 'ws://127.0.0.1:9', apiKey: 'demo-media-key', apiSecret: 'demo-media-secret-0123456789' }
    const command = { roomName: 'room-1', identity: 'supervisor-000000000001' }

    const offline = callsOnPorts()
    offline.ports.setConnection({ state: 'offline' })
    expect(await offline.refusal('calls.barge', command)).toMatchObject({ code: 'offline_action', message: expect.stringContaining('Stepping into a call') })

    const viewer = callsOnPorts({ permissions: ['call_history_view'] })
    expect(await viewer.refusal('calls.takeOver', command)).toMatchObject({
      code: 'not_permitted',
      message: 'This key may not end calls, so it may not step into them either (permission: call_end).',
    })

    const unconfigured = callsOnPorts({ permissions: ['call_end'] })
    expect(await unconfigured.refusal('calls.barge', command)).toMatchObject({
      code: 'not_configured',
      message: expect.stringMatching(/^Stepping into a call needs a media server: in Settings → Media server/),
    })

    const wall: CallsCurrent = {
      workspaceId: 'ws_demo',
      calls: [activeCall('room-1'), activeCall('room-2')],
      serverTime: '2025-05-01T12:00:00.000Z',
      polledAt: '2025-05-01T12:00:01.000Z',
      transfersWaiting: {},
      matches: {},
    }
    const listening = callsOnPorts({ permissions: ['call_end'], live: wall })
    const stop = listening.module.start!()
    for (const opening of listening.openings) await opening('profile-demo', media)
    expect(await listening.refusal('calls.barge', command)).toMatchObject({ code: 'not_listening', message: expect.stringContaining('Listen to this call first') })
    const { identity } = await listening.invoke('calls.listenToken', { roomName: 'room-1' })
    expect(await listening.refusal('calls.barge', { roomName: 'room-2', identity })).toMatchObject({ code: 'not_listening' })
    stop()
    // Nothing reached the service, nor the activity log.
    expect([...offline.sent, ...viewer.sent, ...listening.sent]).toEqual([])
    expect(listening.ports.of('history.activity')).toEqual([])
  })

  it('keeps the supervisor’s display name, the computer’s user name until one is saved', async () => {
    const { invoke } = callsOnPorts()
    const first = await invoke('calls.supervisorProfile', {})
    expect(first.pushToTalk).toBe(false)
    expect(first.displayName).toMatch(/^[^a-z]/)
    expect(await invoke('calls.saveSupervisorProfile', { displayName: '  Ana ', pushToTalk: true })).toEqual({ displayName: 'Ana', pushToTalk: true })
    expect(await invoke('calls.supervisorProfile', {})).toEqual({ displayName: 'Ana', pushToTalk: true })
  })

  it('subscribes to profile removals and the demo’s opening only when started, and stops both', async () => {
    const { module, removals, openings, onProfileRemoved, onDemoOpening } = callsOnPorts()
    expect(onProfileRemoved).not.toHaveBeenCalled()
    expect(onDemoOpening).not.toHaveBeenCalled()
    const stop = module.start!()
    expect([removals.size, openings.size]).toEqual([1, 1])
    stop()
    expect([removals.size, openings.size]).toEqual([0, 0])
  })

  it('points the demo’s profile at its media rooms when it opens, and forgets them when the profile is removed', async () => {
    const { module, removals, openings, invoke } = callsOnPorts()
    const stop = module.start!()
    const media = { url: 'ws://127.0.0.1:7880', apiKey: 'demo-media-key', apiSecret: 'demo-media-secret-0123456789' }
    for (const opening of openings) await opening('profile-demo', media)
    expect(await invoke('calls.mediaServer', {})).toMatchObject({ profileId: 'profile-demo', configured: true, url: media.url })
    for (const removed of removals) removed('profile-demo')
    await vi.waitFor(async () => expect(await invoke('calls.mediaServer', {})).toMatchObject({ configured: false, url: null }))
    stop()
  })
})
