import http from 'node:http'
import https from 'node:https'

export interface PostOutcome {
  status: number | null
  error: string | null
}

const TIMEOUT_MS = 5000

/**
 * One POST without keep-alive, so no socket outlives the delivery. `inFlight` lets
 * the dispatcher abort it on stop.
 */
export function post(url: string, body: string, headers: Record<string, string>, inFlight: Set<http.ClientRequest>): Promise<PostOutcome> {
  return new Promise((resolve) => {
    let target: URL
    try {
      target = new URL(url)
    } catch {
      resolve({ status: null, error: 'invalid URL' })
      return
    }
    const client = target.protocol === 'https:' ? https : http
    const req = client.request(target, {
      method: 'POST',
      agent: false,
      timeout: TIMEOUT_MS,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    })
    inFlight.add(req)
    const done = (outcome: PostOutcome) => {
      inFlight.delete(req)
      resolve(outcome)
    }
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => done({ status: res.statusCode ?? null, error: null }))
      res.on('error', (error) => done({ status: res.statusCode ?? null, error: error.message }))
    })
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)))
    req.on('error', (error) => done({ status: null, error: error.message }))
    req.end(body)
  })
}
