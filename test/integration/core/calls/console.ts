import type { FetchLike } from '../../../../src/core/api'
import type { RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'

/** A console with the key in the real keychain, as ending calls and listening in use it; the supervisor allows each media server saved. */
export function startCallsConsole(sim: RunningSimulator, fetch?: FetchLike): Promise<TestConsole> {
  return startTestConsole(sim, { secrets: 'keychain', fetch, sync: { visiblePollMs: 500 }, confirmReach: async () => true })
}
