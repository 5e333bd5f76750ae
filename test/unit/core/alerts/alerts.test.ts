import { afterEach, describe, expect, it, vi } from 'vitest'
import { dispatch, SwitchboardConsole } from '../../../../src/core/console'
import { createMemorySecretStore } from '../../../../src/core/secrets'
import { tempDirPerTest } from '../../../support/temp-dir'

const dataDir = tempDirPerTest('switchboard-alerts-')

function webConsole() {
  return new SwitchboardConsole({ secrets: createMemorySecretStore(), host: 'web', dataDir: dataDir(), version: '1.3.0', platform: 'linux' })
}

describe('alerts.*', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('pauses, publishes alerts.state, and resumes', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00.000Z') })
    const console_ = webConsole()
    const events: unknown[] = []
    console_.events.subscribe((name, payload) => {
      if (name === 'alerts.state') events.push(payload)
    })
    expect(await dispatch(console_.handlers, 'alerts.state', {})).toEqual({ ok: true, value: { pausedUntil: null } })
    expect(await dispatch(console_.handlers, 'alerts.pause', { minutes: 60 })).toEqual({
      ok: true,
      value: { pausedUntil: '2025-03-01T09:00:00.000Z' },
    })
    await vi.advanceTimersByTimeAsync(30 * 60_000)
    expect(console_.alerts.isPaused()).toBe(true)
    expect(await dispatch(console_.handlers, 'alerts.resume', {})).toEqual({ ok: true, value: { pausedUntil: null } })
    expect(events).toEqual([{ pausedUntil: '2025-03-01T09:00:00.000Z' }, { pausedUntil: null }])
  })

  it('refuses pauses that are not whole minutes between 1 and 8 hours', async () => {
    const console_ = webConsole()
    for (const minutes of [0, -5, 1.5, 481, '15']) {
      expect(await dispatch(console_.handlers, 'alerts.pause', { minutes })).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    }
    expect(console_.alerts.isPaused()).toBe(false)
  })
})
