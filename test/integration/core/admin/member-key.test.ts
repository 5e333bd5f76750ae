import { describe, expect, it } from 'vitest'
import type { ActiveCall, Workspace } from '../../../../src/shared/api'
import { liveRoomNames, simControl, DEMO } from '../../../support/simulator'
import { service, serviceAgents, useAdminConsole } from './admin-console'

const bed = useAdminConsole({ apiKey: DEMO.member })

describe('a team member’s key (the demo’s member: no call_end, agent_create, agent_delete, workspace_manage)', () => {
  it('knows its permissions: read once per workspace from roles-and-permissions/me', async () => {
    const key = await bed.app.invoke('workspaces.keyPermissions', {})
    expect(key).toMatchObject({
      state: 'known',
      workspaceId: 'ws_demo',
      role: 'member',
      permissions: expect.arrayContaining(['agent_view', 'agent_edit', 'disposition_edit', 'call_place']),
    })
    const { permissions } = key as { permissions: string[] }
    expect(permissions).not.toContain('call_end')
    expect(permissions).not.toContain('agent_create')
    const me = '/v1/api/roles-and-permissions/me'
    const reads = bed.net.requests.filter((r) => r.path.startsWith(me)).length
    await bed.app.invoke('workspaces.keyPermissions', {})
    expect(bed.net.requests.filter((r) => r.path.startsWith(me)).length).toBe(reads)
  })

  it('may not end a call: the 403 names the permission, the call goes on, the log records the refusal', async () => {
    const call = await simControl<ActiveCall>(bed.sim, 'POST', '/calls', { hold: true })
    const refused = await bed.app.refusal('calls.end', { roomName: call.roomName })
    expect(refused).toMatchObject({
      status: 403,
      code: 'MISSING_PERMISSION',
      permission: 'call_end',
      message: 'This key may not end calls (permission: call_end).',
      details: 'This API key lacks the permission call_end',
    })
    expect(await liveRoomNames(bed.sim)).toContain(call.roomName)
    const [row] = (await bed.app.invoke('history.activity', { filters: { kind: 'call.end' } })).data
    expect(row).toMatchObject({ targetId: call.roomName, outcome: 'error', errorCode: '403 MISSING_PERMISSION', detail: refused.message })
  })

  it('may not create or delete an agent, and nothing changes at the service; it may edit one', async () => {
    const before = await serviceAgents(bed.sim)
    const created = await bed.app.refusal('admin.createAgent', {
      agent: { name: 'Not allowed', model: 'gpt-4o', voice: { provider: 'elevenlabs', voiceId: 'voice_ava' }, personality: 'x' },
    })
    expect(created).toMatchObject({ status: 403, permission: 'agent_create', message: 'This key may not create agents (permission: agent_create).' })
    const deleted = await bed.app.refusal('admin.deleteAgent', { agentId: before[0]!.id })
    expect(deleted).toMatchObject({ status: 403, message: 'This key may not delete agents (permission: agent_delete).' })
    expect((await serviceAgents(bed.sim)).map((a) => a.id).sort()).toEqual(before.map((a) => a.id).sort())

    const edited = await bed.app.invoke('admin.updateAgent', { agentId: before[0]!.id, changes: { personality: 'Edited by a member' } })
    expect(edited.agent.personality).toBe('Edited by a member')
  })

  it('reads the workspace but may not rename it: the 403 in the same words, nothing changed', async () => {
    expect((await bed.app.invoke('admin.workspace', {})).workspace.name).toBe('Demo Workspace')
    const refused = await bed.app.refusal('admin.renameWorkspace', { name: 'Taken over' })
    expect(refused).toMatchObject({ status: 403, permission: 'workspace_manage', message: 'This key may not rename the workspace (permission: workspace_manage).' })
    expect((await service<Workspace>(bed.sim, '/v1/api/workspaces/ws_demo', { 'x-api-key': DEMO.owner })).body.name).toBe('Demo Workspace')
  })
})

describe("a rotated key's permissions", () => {
  it('are the new key’s as soon as rotateKey answers, and the old key’s again after rotating back', async () => {
    const { activeId } = await bed.app.invoke('workspaces.list', {})
    const id = activeId!
    expect(await bed.app.invoke('workspaces.keyPermissions', {})).toMatchObject({ state: 'known', role: 'member' })
    try {
      await bed.app.invoke('workspaces.rotateKey', { id, apiKey: DEMO.owner })
      const owner = await bed.app.invoke('workspaces.keyPermissions', {})
      expect(owner).toMatchObject({ state: 'known', role: 'owner', permissions: expect.arrayContaining(['call_end', 'agent_create']) })
    } finally {
      await bed.app.invoke('workspaces.rotateKey', { id, apiKey: DEMO.member })
    }
    expect(await bed.app.invoke('workspaces.keyPermissions', {})).toMatchObject({ state: 'known', role: 'member' })
  })
})
