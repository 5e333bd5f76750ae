import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMemorySecretStore } from '../../../../src/core/secrets'
import { createWorkspaceProfiles, DemoWorkspace, type DemoService, type WorkspaceProfiles } from '../../../../src/core/workspaces'
import { startSimulator } from '../../../../src/simulator/server'

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
