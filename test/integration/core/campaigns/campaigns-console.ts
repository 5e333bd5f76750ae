import { addDoNotCall, setComplianceSettings, type Cache } from '../../../../src/core/cache'
import type { FetchLike } from '../../../../src/core/api'
import type { RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'
import { DEMO } from '../../../support/simulator'

/** A console on the simulator with agents synced and a quick poll. */
export function startCampaignsConsole(sim: RunningSimulator, fetch?: FetchLike): Promise<TestConsole> {
  return startTestConsole(sim, { fetch, sync: { visiblePollMs: 300, maxBackoffMs: 500 }, plan: 'enterprise', synced: ['agents'] })
}

/** The calling window: `start === end` allows every hour, so a test is not at the mercy of the time of day. */
export function setCallingWindow(cache: Cache, start: string, end: string): void {
  setComplianceSettings(cache, DEMO.workspaceId, { phrases: ['STOP'], windowStart: start, windowEnd: end })
}

export function doNotCall(cache: Cache, number: string): void {
  addDoNotCall(cache, DEMO.workspaceId, [{ number, reason: 'asked by letter', addedAt: new Date().toISOString() }])
}

/** A batch CSV of `count` valid rows (numbers unique within the file). */
export function csvOf(count: number, first = 2000): string {
  const rows = Array.from({ length: count }, (_, i) => `+1415555${String(first + i).padStart(4, '0')},Customer ${i + 1},2025-06-0${(i % 9) + 1}`)
  return ['phoneNumber,customerName,appointmentDate', ...rows].join('\r\n')
}

/** Berlin's wall-clock `HH:mm`, `hours` from now. */
export function berlinClock(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000)
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)
}
