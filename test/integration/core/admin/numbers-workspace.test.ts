import { describe, expect, it } from 'vitest'
import type { PhoneNumberConfig, Workspace } from '../../../../src/shared/api'
import { waitFor } from '../../../support/wait'
import { service, serviceNumbers, useAdminConsole } from './admin-console'

const bed = useAdminConsole()

describe('phone numbers', () => {
  it('lists the numbers from the service into the cache, with the agent each routes to', async () => {
    const listed = await bed.app.invoke('admin.phoneNumbers', { refresh: true })
    expect(listed.source).toBe('service')
    expect(listed.numbers.map((n) => n.phoneNumber)).toEqual((await serviceNumbers(bed.sim)).map((n) => n.phoneNumber).sort())
    expect(listed.numbers.find((n) => n.phoneNumberId === 'pn_sales')).toMatchObject({ agentName: 'Sales Agent', maxCallDuration: 3600, config: null })
  })

  it('opens a number with its configuration, office hours included', async () => {
    const detail = await bed.app.invoke('admin.phoneNumber', { phoneNumberId: 'pn_support' })
    expect(detail).toMatchObject({ source: 'service', number: { label: 'Support line', agentName: 'Support Agent' } })
    expect(detail.number.config).toMatchObject({ recording: true, transferCallerIdMode: 'customer', metadataTags: ['demo'] })
    expect(detail.number.config?.officeHours).toMatchObject({ enabled: true, timezone: 'America/Los_Angeles', schedule: { monday: [{ start: '08:00', end: '18:00' }] } })
    expect(await bed.app.refusal('admin.phoneNumber', { phoneNumberId: 'pn_nope' })).toMatchObject({ code: 'not_found', status: 404 })
  })

  it('writes the configuration and reads back what the service has', async () => {
    const schedule = { monday: [{ start: '09:00', end: '12:30' }, { start: '13:30', end: '24:00' }], saturday: [{ start: '10:00', end: '14:00' }] }
    const saved = await bed.app.invoke('admin.updatePhoneNumber', {
      phoneNumberId: 'pn_sales',
      changes: {
        maxCallDuration: 900,
        recordingEnabled: false,
        transferCallerIdMode: 'agent',
        metadataTags: ['vip', 'emea'],
        label: 'Sales (EMEA)',
        officeHours: { enabled: true, timezone: 'Europe/Paris', schedule },
      },
    })
    expect(saved).toMatchObject({ source: 'service', number: { maxCallDuration: 900, label: 'Sales (EMEA)' } })
    expect(saved.number.config).toMatchObject({ recording: false, transferCallerIdMode: 'agent', metadataTags: ['vip', 'emea'] })
    expect((await serviceNumbers(bed.sim)).find((n) => n.phoneNumberId === 'pn_sales')).toMatchObject({ maxCallDuration: 900, label: 'Sales (EMEA)' })
    const config = await service<PhoneNumberConfig>(bed.sim, '/v1/api/carrier/phone-numbers/pn_sales/config')
    expect(config.body.officeHours).toEqual({ enabled: true, timezone: 'Europe/Paris', schedule })
  })

  it('moves a number to another agent through its configuration', async () => {
    const moved = await bed.app.invoke('admin.updatePhoneNumber', { phoneNumberId: 'pn_spare', changes: { agentId: 'agt_unassigned' } })
    expect(moved.number).toMatchObject({ agentId: 'agt_unassigned', agentName: 'Unassigned Agent' })
    expect((await bed.app.invoke('admin.agents', {})).agents.find((a) => a.agentId === 'agt_unassigned')?.phoneNumberId).toBe('pn_spare')
  })

  it('refuses what the schema refuses, and passes on the service’s 400s and 404 naming the field', async () => {
    const tooLong = await bed.app.refusal('admin.updatePhoneNumber', { phoneNumberId: 'pn_sales', changes: { maxCallDuration: 100_000 } })
    expect(tooLong).toMatchObject({ code: 'invalid_argument', issues: [{ path: 'changes.maxCallDuration', message: expect.stringContaining('86400') }] })
    const overlap = await bed.app.refusal('admin.updatePhoneNumber', {
      phoneNumberId: 'pn_sales',
      changes: { officeHours: { enabled: true, timezone: 'UTC', schedule: { friday: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] } } },
    })
    expect(overlap.issues?.[0]?.path).toBe('changes.officeHours.schedule.friday.1.start')
    const zone = await bed.app.refusal('admin.updatePhoneNumber', { phoneNumberId: 'pn_sales', changes: { officeHours: { enabled: true, timezone: 'Mars/Olympus', schedule: {} } } })
    expect(zone).toMatchObject({ status: 400, details: expect.stringMatching(/^officeHours\.timezone: /) })
    const sms = await bed.app.refusal('admin.updatePhoneNumber', { phoneNumberId: 'pn_sms', changes: { agentId: 'agt_sales' } })
    expect(sms).toMatchObject({ status: 400, details: expect.stringMatching(/^agentId: /) })
    expect(await bed.app.refusal('admin.updatePhoneNumber', { phoneNumberId: 'pn_nope', changes: { label: 'x' } })).toMatchObject({ status: 404 })
  })
})

describe('the workspace', () => {
  it('shows its name and members, and the permissions roles can have', async () => {
    const detail = await bed.app.invoke('admin.workspace', {})
    expect(detail.workspace).toMatchObject({ _id: 'ws_demo', initials: 'DW' })
    expect(detail.workspace.teamMembers.map((m) => m.email)).toEqual(['owner@demo.example', 'member@demo.example'])
    expect(detail.permissions?.map((p) => p.key)).toEqual(expect.arrayContaining(['agent_view', 'agent_create', 'call_history_view']))
    expect(detail.permissionsNote).toBeNull()
  })

  it('renames it (owner) and keeps the new name for offline reading', async () => {
    const renamed = await bed.app.invoke('admin.renameWorkspace', { name: 'Demo Call Center' })
    expect(renamed.workspace).toMatchObject({ name: 'Demo Call Center', initials: 'DC' })
    expect((await service<Workspace>(bed.sim, '/v1/api/workspaces/ws_demo', { 'x-api-key': 'demo-owner-key' })).body.name).toBe('Demo Call Center')
    expect((await bed.app.refusal('admin.renameWorkspace', { name: '   ' })).code).toBe('invalid_argument')

    bed.net.network.up = false
    try {
      bed.app.console.sync.pollNow()
      await waitFor(() => bed.app.console.connection().state === 'offline', 20_000, 'the console to be offline')
      expect(await bed.app.invoke('admin.workspace', {})).toMatchObject({ source: 'cache', workspace: { name: 'Demo Call Center' } })
      expect(await bed.app.invoke('admin.phoneNumbers', { refresh: true })).toMatchObject({ source: 'cache', note: expect.stringContaining('Offline') })
      expect((await bed.app.refusal('admin.renameWorkspace', { name: 'Offline' })).code).toBe('offline_action')
      expect((await bed.app.refusal('admin.updatePhoneNumber', { phoneNumberId: 'pn_sales', changes: { label: 'x' } })).code).toBe('offline_action')
    } finally {
      bed.net.network.up = true
    }
  })
})
