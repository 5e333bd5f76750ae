import { createApiClient, createRateLimiter, type ApiClient, type ApiClientOptions } from '../../src/core/api'
import type { CallDisposition } from '../../src/shared/api'
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../src/simulator/server'

export const DEMO = { workspaceId: 'ws_demo', owner: 'demo-owner-key', member: 'demo-member-key', teammate: 'demo-teammate-key', outsider: 'demo-outsider-key' }
/** A fixed origin of the simulated clock: a restarted simulator has the very same records. */
export const START_TIME = Date.parse('2025-05-01T12:00:00Z')

const OWNER_HEADERS = { 'x-api-key': DEMO.owner, 'x-workspace-id': DEMO.workspaceId }

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

/** The service as another supervisor sees it, to compare the console's copy with: a teammate's key (every member permission), its own budget. */
export function serviceClient(sim: RunningSimulator): ApiClient {
  return createApiClient({
    baseUrl: sim.url,
    workspaceId: DEMO.workspaceId,
    apiKey: DEMO.teammate,
    limiter: createRateLimiter({ requestsPerMinute: 60_000 }),
  })
}

/** A `/_sim` control request (test-only endpoints of the simulator). */
export async function simControl<T = unknown>(sim: RunningSimulator, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sim.url}/_sim${path}`, {
    method,
    headers: { 'x-api-key': DEMO.owner, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} /_sim${path}: HTTP ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The live calls the service itself lists, as another client would see them. */
export async function liveCalls(sim: RunningSimulator): Promise<{ roomName: string; customerPhone: string; aiAgentName: string }[]> {
  const response = await fetch(`${sim.url}/v2/api/active-calls`, { headers: OWNER_HEADERS })
  return ((await response.json()) as { data: { roomName: string; customerPhone: string; aiAgentName: string }[] }).data
}

export async function liveRoomNames(sim: RunningSimulator): Promise<string[]> {
  return (await liveCalls(sim)).map((call) => call.roomName)
}

export async function endCall(sim: RunningSimulator, roomName: string): Promise<void> {
  const response = await fetch(`${sim.url}/v2/api/active-calls/${encodeURIComponent(roomName)}/end-call`, { method: 'POST', headers: OWNER_HEADERS })
  if (!response.ok) throw new Error(`end-call ${roomName}: HTTP ${response.status}`)
}

/** The service's copy of a disposition, as another client reads it. */
export async function serviceDisposition(sim: RunningSimulator, id: string): Promise<CallDisposition> {
  for (let page = 1; ; page++) {
    const response = await fetch(`${sim.url}/v1/api/call-dispositions?limit=200&page=${page}`, { headers: OWNER_HEADERS })
    const body = (await response.json()) as { data: { dispositions: CallDisposition[]; totalPages: number } }
    const found = body.data.dispositions.find((d) => d._id === id)
    if (found) return found
    if (page >= body.data.totalPages) throw new Error(`disposition ${id} not in the service`)
  }
}
