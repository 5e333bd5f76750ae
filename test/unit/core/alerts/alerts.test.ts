import { afterEach, describe, expect, it, vi } from 'vitest'
import { AlertPause } from '../../../../src/core/alerts/alert-pause'
import { alertsModule } from '../../../../src/core/alerts/handlers'
import { dispatch } from '../../../../src/core/console'
import type { EmitEvent } from '../../../../src/shared/bridge'

/** The alerts module on its one port, the pause, which publishes through `emit`. */
function alertsOn(emit: EmitEvent = () => undefined) {
  const pause = new AlertPause(emit)
  return { pause, handlers: alertsModule({ pause }).handlers }
}

describe('alerts.*', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('pauses, publishes alerts.state, and resumes', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00.000Z') })
    const events: unknown[] = []
    const alerts = alertsOn((name, payload) => {
      if (name === 'alerts.state') events.push(payload)
    })
    expect(await dispatch(alerts.handlers, 'alerts.state', {})).toEqual({ ok: true, value: { pausedUntil: null } })
    expect(await dispatch(alerts.handlers, 'alerts.pause', { minutes: 60 })).toEqual({
      ok: true,
      value: { pausedUntil: '2025-03-01T09:00:00.000Z' },
    })
    await vi.advanceTimersByTimeAsync(30 * 60_000)
    expect(alerts.pause.isPaused()).toBe(true)
    expect(await dispatch(alerts.handlers, 'alerts.resume', {})).toEqual({ ok: true, value: { pausedUntil: null } })
    expect(events).toEqual([{ pausedUntil: '2025-03-01T09:00:00.000Z' }, { pausedUntil: null }])
  })

  it('refuses pauses that are not whole minutes between 1 and 8 hours', async () => {
    const alerts = alertsOn()
    for (const minutes of [0, -5, 1.5, 481, '15']) {
      expect(await dispatch(alerts.handlers, 'alerts.pause', { minutes })).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    }
    expect(alerts.pause.isPaused()).toBe(false)
  })
})
