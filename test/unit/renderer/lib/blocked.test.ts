import { describe, expect, it } from 'vitest'
import { firstReason } from '../../../../src/renderer/lib/blocked'
import { refusalFor, type KeyPermissions } from '../../../../src/shared/permissions'

const member: KeyPermissions = {
  state: 'known',
  workspaceId: 'ws_demo',
  role: 'member',
  permissions: ['agent_view', 'agent_edit'],
  fetchedAt: '2026-11-23T10:00:00.000Z',
}
const OFFLINE = 'You are offline. Admin shows what this console cached; changes need the service and are not queued.'

describe('why a control is closed: the first reason that applies', () => {
  it('names the missing permission before offline and a write running', () => {
    expect(firstReason(refusalFor(member, 'createAgent'), OFFLINE, 'Creating Night Agent…')).toBe(
      'This key may not create agents (permission: agent_create).',
    )
  })

  it('falls through to offline, then to the write running, when the key may act', () => {
    expect(firstReason(refusalFor(member, 'editAgent'), OFFLINE, 'Saving…')).toBe(OFFLINE)
    expect(firstReason(refusalFor(member, 'editAgent'), null, 'Saving…')).toBe('Saving…')
  })

  it('is open when nothing closes it (an empty reason counts as none)', () => {
    expect(firstReason(refusalFor(member, 'editAgent'), null, '', undefined)).toBeNull()
  })
})
