import { afterEach, describe, expect, it, vi } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AlertPause } from '../../../../src/core/alerts/alert-pause'
import { AlertRulesStore } from '../../../../src/core/alerts/alert-rules-store'
import { alertsModule } from '../../../../src/core/alerts/handlers'
import { dispatch } from '../../../../src/core/console'
import { TestWorkspace } from '../../../support/feature-ports'
import type { EmitEvent } from '../../../../src/shared/bridge'

/** The alerts module with its pause, which publishes through `emit`; its rules are another test's (alert-rules.test.ts). */
function alertsOn(emit: EmitEvent = () => undefined) {
  const pause = new AlertPause(emit)
  const rules = new AlertRulesStore(join(mkdtempSync(join(tmpdir(), 'alerts-')), 'alert-rules.json'))
  return { pause, handlers: alertsModule({ pause, rules, activeWorkspace: new TestWorkspace(null), emit, pollNow: () => undefined }).handlers }
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
