import { createApiClient, createRateLimiter, type ApiClient, type ApiClientOptions } from '../../../src/core/api'
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../../src/simulator/server'

export const DEMO = { workspaceId: 'ws_demo', owner: 'demo-owner-key', member: 'demo-member-key', outsider: 'demo-outsider-key' }

export async function startSim(options: Partial<SimulatorOptions> = {}): Promise<RunningSimulator> {
  return startSimulator({ port: 0, seed: 7, activeCalls: 6, ...options })
}

/** A client of the demo workspace (owner key); its limiter is generous and retries do not wait, unless the test says otherwise. */
export function demoClient(baseUrl: string, options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseUrl,
    workspaceId: DEMO.workspaceId,
    apiKey: DEMO.owner,
    limiter: createRateLimiter({ requestsPerMinute: 60_000 }),
    sleep: async () => undefined,
    ...options,
  })
}
