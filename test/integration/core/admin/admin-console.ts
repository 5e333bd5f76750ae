import { afterAll, beforeAll } from 'vitest'
import type { Agent, Flow, PhoneNumber } from '../../../../src/shared/api'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'
import { recordingFetch } from '../../../support/network'

const HEADERS = { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' }

export interface AdminTestbed {
  sim: RunningSimulator
  app: TestConsole
  net: ReturnType<typeof recordingFetch>
}

/**
 * One simulator and one console (agents and flows synced) for a test file; the
 * console's network can be unplugged (`net.network.up = false`).
 */
export function useAdminConsole(options: { apiKey?: string } = {}): AdminTestbed {
  const bed = { net: recordingFetch() } as AdminTestbed
  beforeAll(async () => {
    bed.sim = await startSimulator({ port: 0, seed: 5, activeCalls: 0, paused: true, plan: 'enterprise' })
    bed.app = await startTestConsole(bed.sim, { fetch: bed.net.fetch, plan: 'enterprise', synced: ['agents', 'flows', 'voices'], ...options })
  }, 60_000)
  afterAll(async () => {
    await bed.app?.cleanup()
    await bed.sim?.stop()
  })
  return bed
}

/** The service's own answer, as another client reads it. */
export async function service<T>(sim: RunningSimulator, path: string, headers: Record<string, string> = HEADERS): Promise<{ status: number; body: T }> {
  const response = await fetch(sim.url + path, { headers })
  return { status: response.status, body: (await response.json()) as T }
}

export async function serviceAgents(sim: RunningSimulator): Promise<Agent[]> {
  return (await service<{ data: Agent[] }>(sim, '/api/v1/agents?limit=200')).body.data
}

export async function serviceFlows(sim: RunningSimulator): Promise<Flow[]> {
  return (await service<{ data: Flow[] }>(sim, '/api/v1/flows?limit=200')).body.data
}

export async function serviceNumbers(sim: RunningSimulator): Promise<PhoneNumber[]> {
  return (await service<{ data: PhoneNumber[] }>(sim, '/v1/api/carrier/phone-numbers?limit=200')).body.data
}
