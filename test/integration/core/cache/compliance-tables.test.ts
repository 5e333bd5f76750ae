import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  addDoNotCall,
  deleteWorkspace,
  getComplianceSettings,
  getDoNotCall,
  listDoNotCall,
  listPhoneNumbers,
  openCache,
  removeDoNotCall,
  setComplianceSettings,
  upsertPhoneNumbers,
} from '../../../../src/core/cache'
import { tempCache, tempDir, WS } from './fixtures'

let cleanup: () => void = () => {}
afterEach(() => cleanup())

describe('the compliance tables', () => {
  it('migrates a version 3 file, keeping its rows, to an empty list and no saved rules', () => {
    const { dir, cleanup: done } = tempDir()
    cleanup = done
    const path = join(dir, 'cache.db')
    const v3 = openCache(path, { appSchemaVersion: 3 })
    upsertPhoneNumbers(v3, WS, [
      { phoneNumberId: 'pn1', phoneNumber: '+14155550100', label: 'Main', agentId: null, flowType: 'call', direction: 'outbound', status: 'unassigned', maxCallDuration: 600 },
    ])
    v3.close()
    const db = openCache(path)
    expect(listPhoneNumbers(db, WS).map((n) => n.phoneNumber)).toEqual(['+14155550100'])
    expect(listDoNotCall(db, WS)).toEqual([])
    expect(getComplianceSettings(db, WS)).toBeNull()
    db.close()
  })

  it('keeps one entry per number and workspace, newest first, and survives removing the workspace', () => {
    const temp = tempCache()
    cleanup = temp.cleanup
    const { db } = temp
    addDoNotCall(db, WS, [
      { number: '+14155550100', reason: 'first', addedAt: '2026-01-01T10:00:00.000Z' },
      { number: '+33142685300', reason: 'letter', addedAt: '2026-01-02T10:00:00.000Z' },
    ])
    addDoNotCall(db, WS, [{ number: '+14155550100', reason: 'again', addedAt: '2026-01-03T10:00:00.000Z' }])
    addDoNotCall(db, 'ws_other', [{ number: '+14155550100', reason: 'other', addedAt: '2026-01-01T10:00:00.000Z' }])
    expect(listDoNotCall(db, WS)).toEqual([
      { number: '+33142685300', reason: 'letter', addedAt: '2026-01-02T10:00:00.000Z' },
      { number: '+14155550100', reason: 'again', addedAt: '2026-01-01T10:00:00.000Z' },
    ])
    setComplianceSettings(db, WS, { phrases: ['STOP'], windowStart: '09:00', windowEnd: '18:00' })
    deleteWorkspace(db, WS)
    expect(listDoNotCall(db, WS)).toHaveLength(2)
    expect(getComplianceSettings(db, WS)).toEqual({ phrases: ['STOP'], windowStart: '09:00', windowEnd: '18:00' })
    expect(removeDoNotCall(db, WS, '+14155550100')?.reason).toBe('again')
    expect(getDoNotCall(db, WS, '+14155550100')).toBeUndefined()
    expect(getDoNotCall(db, 'ws_other', '+14155550100')?.reason).toBe('other')
  })
})
