/**
 * Destinations with a documented outcome, so tests and demos can reach the failure
 * paths (docs/simulator.md): a number ending in 0000 cannot be started (500
 * UNKNOWN_ERROR), one ending in 0001 rings and then fails to connect (call.failed).
 */
export type DialOutcome = 'connect' | 'fail-to-connect' | 'cannot-start'

export function dialOutcome(toNumber: string): DialOutcome {
  if (toNumber.endsWith('0000')) return 'cannot-start'
  if (toNumber.endsWith('0001')) return 'fail-to-connect'
  return 'connect'
}

/** Simulated seconds a failing call rings before it gives up. */
export const RING_SECONDS_BEFORE_FAILURE = 3
