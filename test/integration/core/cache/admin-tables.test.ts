import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Flow, PhoneNumber, PhoneNumberConfig } from '../../../../src/shared/api'
import {
  deleteMissing,
  deleteWorkspace,
  forgetOpenedRecord,
  getFlow,
  getOpenedRecord,
  getPhoneNumber,
  listOpenedRecords,
  listPhoneNumbers,
  maxCallDurationsByAgent,
  openCache,
  storeOpenedRecord,
  storePhoneNumberConfig,
  upsertAgents,
  upsertFlows,
  upsertPhoneNumbers,
} from '../../../../src/core/cache'
import { tempCache, tempDir, WS } from './fixtures'

let cleanup: () => void = () => {}
afterEach(() => cleanup())

const number = (id: string, phoneNumber: string, agentId: string | null): PhoneNumber => ({
  phoneNumberId: id,
  phoneNumber,
  label: `${id} line`,
  agentId,
  flowType: 'call',
  direction: 'bidirectional',
  status: agentId ? 'active' : 'unassigned',
  maxCallDuration: 3600,
})

const config = (id: string, agentId: string | null): PhoneNumberConfig => ({
  phoneNumberId: id,
  agentId,
  flowType: 'call',
  direction: 'inbound',
  status: agentId ? 'active' : 'unassigned',
  recording: false,
  officeHours: { enabled: true, timezone: 'Europe/Paris', schedule: { monday: [{ start: '09:00', end: '17:00' }] } },
  transferCallerIdMode: 'agent',
  metadataTags: ['vip'],
})

describe('the admin tables', () => {
  it('migrates a version 2 file, keeping its flows and giving them edges', () => {
    const { dir, cleanup: done } = tempDir()
    cleanup = done
    const path = join(dir, 'cache.db')
    const v2 = openCache(path, { appSchemaVersion: 2 })
    v2.sqlite.exec(`INSERT INTO flows (workspace_id, id, name, description, type, nodes, created_at, updated_at)
      VALUES ('${WS}', 'f1', 'Old flow', '', 'call', '[{"id":"a"}]', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`)
    v2.close()
    const db = openCache(path)
    expect(getFlow(db, WS, 'f1')).toEqual({ _id: 'f1', name: 'Old flow', description: '', type: 'call', nodes: [{ id: 'a' }], createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' })
    const flow: Flow = { ...getFlow(db, WS, 'f1')!, edges: [{ source: 'a', target: 'a', label: 'again' }] }
    upsertFlows(db, WS, [flow])
    expect(getFlow(db, WS, 'f1')?.edges).toEqual([{ source: 'a', target: 'a', label: 'again' }])
    db.close()
  })

  it('keeps a fetched configuration on its listed number across a new listing, and forgets numbers no longer listed', () => {
    const temp = tempCache()
    cleanup = temp.cleanup
    const { db } = temp
    upsertPhoneNumbers(db, WS, [number('pn_b', '+14155550101', 'agt_1'), number('pn_a', '+14155550100', null)])
    expect(storePhoneNumberConfig(db, WS, config('pn_b', 'agt_2'), '2025-05-01T10:00:00Z')).toBe(true)
    expect(storePhoneNumberConfig(db, WS, config('pn_unlisted', null), '2025-05-01T10:00:00Z')).toBe(false)
    // The configuration is fresher: the shared fields follow it.
    expect(getPhoneNumber(db, WS, 'pn_b')).toMatchObject({ agentId: 'agt_2', direction: 'inbound', configFetchedAt: '2025-05-01T10:00:00.000Z', config: config('pn_b', 'agt_2') })

    upsertPhoneNumbers(db, WS, [{ ...number('pn_b', '+14155550101', 'agt_2'), maxCallDuration: 900 }])
    expect(getPhoneNumber(db, WS, 'pn_b')).toMatchObject({ maxCallDuration: 900, config: config('pn_b', 'agt_2') })
    expect(listPhoneNumbers(db, WS).map((n) => n.phoneNumberId)).toEqual(['pn_a', 'pn_b'])
    expect(deleteMissing(db, WS, 'phoneNumbers', ['pn_b'])).toEqual(['pn_a'])
    expect(listPhoneNumbers(db, WS).map((n) => n.phoneNumberId)).toEqual(['pn_b'])
    expect(listPhoneNumbers(db, 'ws_other')).toEqual([])
  })

  it('gives each agent its numbers’ maximum call duration by the name live calls use; an agent whose numbers disagree is unknown', () => {
    const temp = tempCache()
    cleanup = temp.cleanup
    const { db } = temp
    const agent = (id: string, name: string) => ({ id, name, model: 'gpt-4o-mini', voice: { provider: 'sim', voiceId: 'voice_ava' } })
    upsertAgents(db, WS, [agent('agt_1', 'Billing Agent'), agent('agt_2', 'Sales Agent'), agent('agt_3', 'Idle Agent')])
    upsertPhoneNumbers(db, WS, [
      { ...number('pn_a', '+14155550100', 'agt_1'), maxCallDuration: 120 },
      { ...number('pn_b', '+14155550101', 'agt_2'), maxCallDuration: 600 },
      { ...number('pn_c', '+14155550102', 'agt_2'), maxCallDuration: 900 },
      number('pn_d', '+14155550103', null),
    ])
    expect(maxCallDurationsByAgent(db, WS)).toEqual(new Map([['Billing Agent', 120]]))
    expect(maxCallDurationsByAgent(db, 'ws_other')).toEqual(new Map())
  })

  it('remembers opened records per workspace and kind, latest opened first, until forgotten or the workspace goes', () => {
    const temp = tempCache()
    cleanup = temp.cleanup
    const { db } = temp
    const record = (id: string, openedAt: string) => ({ id, name: `Folder ${id}`, body: { _id: id }, fetchedAt: openedAt, openedAt })
    storeOpenedRecord(db, WS, 'flowFolder', record('fld_1', '2025-05-01T10:00:00Z'))
    storeOpenedRecord(db, WS, 'flowFolder', record('fld_2', '2025-05-02T10:00:00Z'))
    storeOpenedRecord(db, WS, 'knowledgeBase', record('kb_1', '2025-05-03T10:00:00Z'))
    storeOpenedRecord(db, 'ws_other', 'flowFolder', record('fld_9', '2025-05-03T10:00:00Z'))
    expect(listOpenedRecords(db, WS, 'flowFolder').map((r) => r.id)).toEqual(['fld_2', 'fld_1'])
    storeOpenedRecord(db, WS, 'flowFolder', { ...record('fld_1', '2025-05-04T10:00:00Z'), name: 'Renamed' })
    expect(listOpenedRecords(db, WS, 'flowFolder').map((r) => [r.id, r.name])).toEqual([['fld_1', 'Renamed'], ['fld_2', 'Folder fld_2']])
    expect(getOpenedRecord(db, WS, 'knowledgeBase', 'kb_1')?.body).toEqual({ _id: 'kb_1' })
    expect(forgetOpenedRecord(db, WS, 'flowFolder', 'fld_2')).toBe(true)
    expect(forgetOpenedRecord(db, WS, 'flowFolder', 'fld_2')).toBe(false)
    deleteWorkspace(db, WS)
    expect(listOpenedRecords(db, WS, 'flowFolder')).toEqual([])
    expect(listOpenedRecords(db, WS, 'knowledgeBase')).toEqual([])
    expect(listOpenedRecords(db, 'ws_other', 'flowFolder')).toHaveLength(1)
  })
})
