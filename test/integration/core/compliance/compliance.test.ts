import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_COMPLIANCE_SETTINGS } from '../../../../src/shared/bridge'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'

let sim: RunningSimulator
let app: TestConsole

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 3, activeCalls: 0 })
  app = await startTestConsole(sim, { secrets: 'keychain' })
})
afterAll(async () => {
  await app?.cleanup()
  await sim?.stop()
})

describe('compliance.* on a real cache file', () => {
  it('starts with an empty list and the default phrases and hours', async () => {
    expect(await app.invoke('compliance.state', {})).toEqual({ workspaceId: 'ws_demo', entries: [], settings: DEFAULT_COMPLIANCE_SETTINGS })
  })

  it('adds a number in E.164 with its reason, refuses one without a country code, removes it for undo', async () => {
    const events = app.of('compliance.changed').length
    const entry = await app.invoke('compliance.addDoNotCall', { number: '+1 415-555-0142', reason: 'Asked on the call' })
    expect(entry).toMatchObject({ number: '+14155550142', reason: 'Asked on the call' })
    expect(app.of('compliance.changed').length).toBe(events + 1)
    const refused = await app.refusal('compliance.addDoNotCall', { number: '415 555 0142', reason: 'x' })
    expect(refused.code).toBe('invalid_number')
    expect((await app.refusal('compliance.addDoNotCall', { number: '+14155550142', reason: ' ' })).code).toBe('invalid_argument')
    expect(await app.invoke('compliance.removeDoNotCall', { number: '+14155550142' })).toEqual(entry)
    expect(await app.invoke('compliance.removeDoNotCall', { number: '+14155550142' })).toBeNull()
    expect((await app.invoke('compliance.state', {})).entries).toEqual([])
  })

  it('imports a CSV with a per-row report, and exports what it holds', async () => {
    await app.invoke('compliance.addDoNotCall', { number: '+33142685300', reason: 'Letter' })
    const report = await app.invoke('compliance.importCsv', { content: 'number,reason\n+33 1 42 68 53 00,Phone\n+14155550101,\nnot a number,x\n' })
    expect(report).toEqual({
      added: 1,
      updated: 1,
      errors: [
        {
          line: 4,
          text: 'not a number,x',
          message: expect.stringContaining('"not a number" is not a phone number'),
          words: { key: 'errors.compliance.notInternationalRow', params: { number: 'not a number' } },
        },
      ],
    })
    const file = await app.invoke('compliance.exportCsv', {})
    expect(file.filename).toMatch(/^do-not-call-\d{4}-\d\d-\d\d\.csv$/)
    const lines = file.content.trim().split('\r\n')
    expect(lines[0]).toBe('number,reason,added_at')
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(',')).sort()).toEqual([
      "'+14155550101,Imported from a CSV file",
      "'+33142685300,Phone",
    ])
  })

  it('saves the phrases (trimmed, each once) and the calling hours, and keeps them across a restart', async () => {
    const saved = await app.invoke('compliance.saveSettings', { phrases: [' STOP ', 'stop', 'remove  me'], window: { start: '09:00', end: '20:00' } })
    expect(saved).toEqual({ phrases: ['STOP', 'remove me'], window: { start: '09:00', end: '20:00' } })
    expect((await app.refusal('compliance.saveSettings', { phrases: [], window: { start: '9:00', end: '20:00' } })).code).toBe('invalid_argument')
    await app.console.stop()
    await app.console.start()
    expect((await app.invoke('compliance.state', {})).settings).toEqual(saved)
  })
})
