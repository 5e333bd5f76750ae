import type { FetchLike } from '../../src/core/api'

export interface SentRequest {
  method: string
  path: string
  status: number | null
  at: number
}

/**
 * The console's fetch: real HTTP, with a log of every request and a switch
 * that, off, fails requests the way an unplugged network does.
 */
export function recordingFetch() {
  const requests: SentRequest[] = []
  const network = { up: true }
  const fetchImpl: FetchLike = async (input, init) => {
    const url = new URL(input)
    const entry: SentRequest = { method: init.method ?? 'GET', path: url.pathname + url.search, status: null, at: Date.now() }
    requests.push(entry)
    if (!network.up) {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ENETUNREACH'), { code: 'ENETUNREACH' }) })
    }
    const response = await fetch(input, init)
    entry.status = response.status
    return response
  }
  return { fetch: fetchImpl, requests, network }
}
