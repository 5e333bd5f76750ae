import type { FetchLike } from '../../../../src/core/api'
import type { RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'

/**
 * A console with the key in the real keychain and a quick poll, returned once
 * agents and dispositions have synced: the callback queue is built from both.
 */
export function startCallbacksConsole(sim: RunningSimulator, fetch?: FetchLike): Promise<TestConsole> {
  return startTestConsole(sim, {
    secrets: 'keychain',
    fetch,
    sync: { visiblePollMs: 300, maxBackoffMs: 500 },
    plan: 'enterprise',
    synced: ['agents', 'dispositions'],
  })
}
