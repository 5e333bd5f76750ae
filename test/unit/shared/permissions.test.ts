import { describe, expect, it } from 'vitest'
import { GATED_ACTIONS, gatedActionOf, mayNot, refusalFor, type KeyPermissions } from '../../../src/shared/permissions'

const member: KeyPermissions = {
  state: 'known',
  workspaceId: 'ws_demo',
  role: 'member',
  permissions: ['agent_view', 'agent_edit', 'disposition_edit', 'call_place'],
  fetchedAt: '2026-11-23T10:00:00.000Z',
}

describe('which write a request is', () => {
  it('names each write of the client by method and path, parameters encoded or not', () => {
    expect(gatedActionOf('POST', '/v2/api/active-calls/room%20a/end-call')).toBe('endCall')
    expect(gatedActionOf('POST', '/api/v1/agents')).toBe('createAgent')
    expect(gatedActionOf('PATCH', '/api/v1/agents/agt_1')).toBe('editAgent')
    expect(gatedActionOf('DELETE', '/api/v1/agents/agt_1')).toBe('deleteAgent')
    expect(gatedActionOf('POST', '/v1/api/agents/agt_1/release/pn_1')).toBe('manageNumbers')
    expect(gatedActionOf('PUT', '/v1/api/carrier/phone-numbers/pn_1/config')).toBe('manageNumbers')
    expect(gatedActionOf('PUT', '/v1/api/call-dispositions/d_1')).toBe('editCallback')
    expect(gatedActionOf('POST', '/v1/api/call')).toBe('placeCall')
    expect(gatedActionOf('POST', '/v1/api/voices/clone')).toBe('createVoice')
    expect(gatedActionOf('PUT', '/v1/api/workspaces/ws_demo')).toBe('renameWorkspace')
    expect(gatedActionOf('DELETE', '/v1/api/flow-folders/fld_1/flows/flw_1')).toBe('editFlow')
    expect(gatedActionOf('POST', '/v2/api/active-calls/room_a/end-call?reason=supervisor')).toBe('endCall')
  })

  it('leaves reads and unknown paths alone (a read’s 403 may mean the workspace itself is closed)', () => {
    expect(gatedActionOf('GET', '/api/v1/agents')).toBeUndefined()
    expect(gatedActionOf('GET', '/v2/api/active-calls')).toBeUndefined()
    expect(gatedActionOf('POST', '/api/v1/agents/agt_1')).toBeUndefined()
    expect(gatedActionOf('POST', '/v2/api/active-calls/a/b/end-call')).toBeUndefined()
  })
})

describe('what the key may not do', () => {
  it('words every refusal one way, naming the permission', () => {
    expect(mayNot(GATED_ACTIONS.endCall)).toBe('This key may not end calls (permission: call_end).')
    expect(mayNot(GATED_ACTIONS.createAgent)).toBe('This key may not create agents (permission: agent_create).')
  })

  it('closes what the key’s permissions leave out and opens the rest', () => {
    expect(refusalFor(member, 'endCall')).toBe('This key may not end calls (permission: call_end).')
    expect(refusalFor(member, 'createAgent')).toBe('This key may not create agents (permission: agent_create).')
    expect(refusalFor(member, 'editAgent')).toBeNull()
    expect(refusalFor(member, 'editCallback')).toBeNull()
  })

  it('gates nothing ahead while the permissions are unknown: the service still refuses', () => {
    const unknown: KeyPermissions = { state: 'unknown', workspaceId: 'ws_demo', reason: 'not said' }
    for (const action of Object.keys(GATED_ACTIONS) as (keyof typeof GATED_ACTIONS)[]) expect(refusalFor(unknown, action)).toBeNull()
  })
})
