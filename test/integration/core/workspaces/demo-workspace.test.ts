import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMemorySecretStore } from '../../../../src/core/secrets'
import { createWorkspaceProfiles, DemoWorkspace, type DemoService, type WorkspaceProfiles } from '../../../../src/core/workspaces'
import { startSimulator } from '../../../../src/simulator/server'
import { DEMO } from '../../../support/simulator'

let dataDir: string
let profiles: WorkspaceProfiles
const started: DemoService[] = []
const startService = async () => {
  const sim = await startSimulator({ port: 0, activeCalls: 0, plan: 'business' })
  started.push(sim)
  return sim
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'switchboard-demo-'))
  profiles = createWorkspaceProfiles({ dataDir, secrets: createMemorySecretStore() })
})
afterEach(async () => {
  for (const service of started.splice(0)) await service.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the demo workspace', () => {
  it('opens as its owner or a member, each with its own profile, the service started once', async () => {
    const demo = new DemoWorkspace(profiles, startService)
    const [owner] = await Promise.all([demo.open(), demo.open()])
    expect(started).toHaveLength(1)
    expect(owner).toMatchObject({ label: 'Demo Workspace', demo: true, workspaceId: 'ws_demo', plan: 'business', requestsPerMinute: 600, baseUrl: started[0]!.url, active: true })
    expect(owner.demoRole).toBeUndefined()
    const member = await demo.open('member')
    expect(member).toMatchObject({ label: 'Demo (member)', demo: true, demoRole: 'member', active: true, maskedKey: '••••-key' })
    // Each acts with its own key: the member's lacks the owner's permissions.
    expect((await (await profiles.clientFor(member.id)).permissions.mine()).role).toBe('member')
    expect((await (await profiles.clientFor(owner.id)).permissions.mine()).role).toBe('owner')
    expect((await demo.open()).id).toBe(owner.id)
    expect((await demo.open('member')).id).toBe(member.id)
    expect(await profiles.list()).toHaveLength(2)
    expect(started).toHaveLength(1)
  })

  it('tells its listeners before the profile becomes active, and follows the service to its new port', async () => {
    const demo = new DemoWorkspace(profiles, startService)
    const heard: { id: string; url: string; active: string | undefined }[] = []
    const unsubscribe = demo.onOpening(async (id, service) => {
      heard.push({ id, url: service.url, active: (await profiles.active())?.id })
    })
    const first = await demo.open()
    expect(heard).toEqual([{ id: first.id, url: started[0]!.url, active: first.id }])
    await demo.stop()
    await demo.stop()
    unsubscribe()
    const again = await demo.open()
    expect(started).toHaveLength(2)
    expect(again).toMatchObject({ id: first.id, baseUrl: started[1]!.url })
    expect(heard).toHaveLength(1)
  })

  it('comes back at start-up only when it is the active workspace, in the role it had', async () => {
    const demo = new DemoWorkspace(profiles, startService)
    await demo.resumeIfActive()
    expect(started).toHaveLength(0)
    const member = await demo.open('member')
    await demo.stop()
    const restarted = new DemoWorkspace(profiles, startService)
    await restarted.resumeIfActive()
    expect(started).toHaveLength(2)
    expect(await profiles.list()).toMatchObject([{ id: member.id, demoRole: 'member', active: true, baseUrl: started[1]!.url }])
    await restarted.stop()
  })

  it('never takes a real workspace of the same service for the demo, and reopens without a new test', async () => {
    const demo = new DemoWorkspace(profiles, startService)
    const first = await demo.open()
    const real = await profiles.addProfile({ baseUrl: started[0]!.url, workspaceId: DEMO.workspaceId, apiKey: DEMO.owner, label: 'Real' })
    await profiles.setActive(real.id)
    const changes: string[] = []
    profiles.subscribe((change) => changes.push(change.kind))
    expect((await demo.open()).id).toBe(first.id)
    expect(changes).toEqual(['activated'])
    await profiles.removeProfile(first.id)
    const second = await demo.open()
    expect(second.id).not.toBe(real.id)
    expect(second).toMatchObject({ demo: true, label: 'Demo Workspace' })
    expect(await profiles.list()).toMatchObject([{ id: real.id, label: 'Real' }, { id: second.id }])
  })

  it('tries again after its service failed to start', async () => {
    let tries = 0
    const demo = new DemoWorkspace(profiles, async () => {
      if (++tries === 1) throw new Error('listen EADDRINUSE')
      return startService()
    })
    await expect(demo.open()).rejects.toThrow('listen EADDRINUSE')
    await expect(demo.open()).resolves.toMatchObject({ demo: true, active: true })
    expect(tries).toBe(2)
  })

  it('is refused where the host cannot start it, and stays closed at start-up', async () => {
    const demo = new DemoWorkspace(profiles, undefined)
    expect(demo.available).toBe(false)
    expect(new DemoWorkspace(profiles, startService).available).toBe(true)
    await expect(demo.open()).rejects.toMatchObject({ code: 'not_supported', message: 'This host cannot start the demo workspace.' })
    await new DemoWorkspace(profiles, startService).open()
    await demo.resumeIfActive()
    expect(started).toHaveLength(1)
  })
})
