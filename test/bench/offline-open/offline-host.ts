/**
 * The real browser host, started on a data directory whose only workspace
 * points at an address where nothing listens: the console opens offline, on
 * whatever the cache holds.
 */
import { startBenchHost, type BenchHost } from '../support/web-host'

export type OfflineHost = BenchHost

/** Port 9 (discard): nothing listens there, so every request is refused at once. No service ever sees the key. */
const DEAD_SERVICE = 'http://127.0.0.1:9'

/** Writes the profile of `workspaceId` into `dataDir` (which holds the cache) and starts the host on it. */
export function startOfflineHost(dataDir: string, workspaceId: string): Promise<OfflineHost> {
  return startBenchHost(dataDir, { baseUrl: DEAD_SERVICE, workspaceId, apiKey: 'bench-offline-key' })
}
