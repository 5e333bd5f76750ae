import { describe, expect, it } from 'vitest'
import { ErrorShapeA } from '../../../src/shared/api/common'
import { Workspace } from '../../../src/shared/api/workspaces'
import { FlowFolder } from '../../../src/shared/api/flows'
import { MEMBER, OUTSIDER, call, read, useSimulator } from './helpers'

const sim = await useSimulator({ activeCalls: 0, paused: true })

describe('authentication and workspace access', () => {
  it('answers 401 without an API key or with an unknown one', async () => {
    for (const key of [null, 'not-a-key']) {
      const answer = await call(sim, 'GET', '/api/v1/agents', { key })
      expect(answer.status).toBe(401)
      expect(read(answer, ErrorShapeA, 401)).toMatchObject({ code: 'UNAUTHORIZED' })
    }
  })

  it('answers 400 when x-workspace-id is missing where the reference requires it', async () => {
    for (const path of ['/api/v1/agents', '/v2/api/active-calls', '/v1/api/call-dispositions', '/v1/api/knowledgebase/kb_faq']) {
      const answer = await call(sim, 'GET', path, { workspace: null })
      expect(answer.status, path).toBe(400)
      expect(answer.body).toMatchObject({ code: 'WORKSPACE_REQUIRED' })
    }
  })

  it('answers 403 for a workspace the key may not use, and for an unknown workspace', async () => {
    const other = await call(sim, 'GET', '/api/v1/agents', { key: OUTSIDER, workspace: 'ws_demo' })
    expect(other.status).toBe(403)
    expect(other.body).toMatchObject({ error: 'Forbidden', code: 'FORBIDDEN' })
    expect((await call(sim, 'GET', '/api/v1/agents', { workspace: 'ws_nowhere' })).status).toBe(403)
  })

  it('lets the team member and the owner use the demo workspace, the outsider its own', async () => {
    expect((await call(sim, 'GET', '/api/v1/agents', { key: MEMBER })).status).toBe(200)
    const own = await call(sim, 'GET', '/api/v1/agents', { key: OUTSIDER, workspace: 'ws_other' })
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ total: 1, data: [{ id: 'agt_other' }] })
  })

  it('hides records of other workspaces as 404', async () => {
    const answer = await call(sim, 'GET', '/api/v1/agents/agt_other')
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('answers 404 for an unknown endpoint', async () => {
    expect((await call(sim, 'GET', '/v1/api/nothing-here')).status).toBe(404)
  })
})

describe('workspaces', () => {
  it('gets a workspace with only x-api-key, for its owner and its team member', async () => {
    for (const key of [undefined, MEMBER]) {
      const answer = await call(sim, 'GET', '/v1/api/workspaces/ws_demo', { key, workspace: null })
      expect(read(answer, Workspace)).toMatchObject({ _id: 'ws_demo', name: 'Demo Workspace', initials: 'DW' })
      expect(read(answer, Workspace).teamMembers.length).toBe(2)
    }
  })

  it('answers 404 to getting a workspace the caller neither owns nor belongs to', async () => {
    const answer = await call(sim, 'GET', '/v1/api/workspaces/ws_demo', { key: OUTSIDER, workspace: null })
    expect(answer.status).toBe(404)
    expect((await call(sim, 'GET', '/v1/api/workspaces/ws_missing', { workspace: null })).status).toBe(404)
  })

  it('lets only the owner update, with x-workspace-id matching the path', async () => {
    const missing = await call(sim, 'PUT', '/v1/api/workspaces/ws_demo', { workspace: null, body: { name: 'X' } })
    expect(missing.status).toBe(400)
    const mismatch = await call(sim, 'PUT', '/v1/api/workspaces/ws_demo', { workspace: 'ws_other', body: { name: 'X' } })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body).toMatchObject({ code: 'WORKSPACE_MISMATCH' })
    const member = await call(sim, 'PUT', '/v1/api/workspaces/ws_demo', { key: MEMBER, body: { name: 'Member Rename' } })
    expect(member.status).toBe(403)
    const outsider = await call(sim, 'PUT', '/v1/api/workspaces/ws_demo', { key: OUTSIDER, body: { name: 'Stolen' } })
    expect(outsider.status).toBe(403)
    const invalid = await call(sim, 'PUT', '/v1/api/workspaces/ws_demo', { body: { name: 42 } })
    expect(invalid.status).toBe(400)
    expect(invalid.body).toMatchObject({ details: expect.stringContaining('name') })

    const renamed = await call(sim, 'PUT', '/v1/api/workspaces/ws_demo', { body: { name: 'Night Shift Team' } })
    expect(read(renamed, Workspace)).toMatchObject({ name: 'Night Shift Team', initials: 'NS' })
    const again = await call(sim, 'GET', '/v1/api/workspaces/ws_demo', { workspace: null })
    expect(read(again, Workspace).name).toBe('Night Shift Team')
  })
})

describe('flow folders need only x-api-key', () => {
  it('reads a folder of the caller without x-workspace-id, and hides others as 404', async () => {
    const folder = read(await call(sim, 'GET', '/v1/api/flow-folders/fld_support', { workspace: null }), FlowFolder)
    expect(folder.flowType).toBe('call')
    expect(folder.pathways.map((p) => p._id)).toContain('flw_support_call')
    expect((await call(sim, 'GET', '/v1/api/flow-folders/fld_support', { key: OUTSIDER, workspace: null })).status).toBe(404)
    expect((await call(sim, 'GET', '/v1/api/flow-folders/fld_support', { key: null, workspace: null })).status).toBe(401)
  })
})

describe('permissions', () => {
  it('tells a key its role and permissions in the workspace (roles-and-permissions/me)', async () => {
    const owner = await call(sim, 'GET', '/v1/api/roles-and-permissions/me')
    expect(owner.body).toMatchObject({ role: 'owner', permissions: expect.arrayContaining(['call_end', 'agent_create', 'workspace_manage']) })
    const member = await call(sim, 'GET', '/v1/api/roles-and-permissions/me', { key: MEMBER })
    expect(member.body).toMatchObject({ role: 'member', permissions: expect.arrayContaining(['agent_view', 'agent_edit', 'disposition_edit']) })
    expect((member.body as { permissions: string[] }).permissions).not.toContain('call_end')
    expect((await call(sim, 'GET', '/v1/api/roles-and-permissions/me', { key: OUTSIDER })).status).toBe(403)
  })

  it('answers 403 MISSING_PERMISSION, naming it, for each write the member key lacks; nothing changes', async () => {
    const agentsBefore = ((await call(sim, 'GET', '/api/v1/agents?limit=200')).body as { data: unknown[] }).data.length
    const refusals = [
      ['POST', '/v2/api/active-calls/room_x/end-call', undefined, 'call_end'],
      ['POST', '/api/v1/agents', { name: 'X', model: 'm', voice: { provider: 'p', voiceId: 'v' } }, 'agent_create'],
      ['DELETE', '/api/v1/agents/agt_unassigned', undefined, 'agent_delete'],
      ['PUT', '/v1/api/workspaces/ws_demo', { name: 'Member Rename' }, 'workspace_manage'],
    ] as const
    for (const [method, path, body, permission] of refusals) {
      const answer = await call(sim, method, path, { key: MEMBER, body })
      expect(answer.status, path).toBe(403)
      expect(answer.body, path).toEqual({ error: 'Forbidden', details: `This API key lacks the permission ${permission}`, code: 'MISSING_PERMISSION' })
    }
    expect(((await call(sim, 'GET', '/api/v1/agents?limit=200')).body as { data: unknown[] }).data).toHaveLength(agentsBefore)
    // What the member has, it may do.
    expect((await call(sim, 'PATCH', '/api/v1/agents/agt_unassigned', { key: MEMBER, body: { personality: 'Member edit' } })).status).toBe(200)
  })
})
