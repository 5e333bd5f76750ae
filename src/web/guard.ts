import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/**
 * The browser host's front door. Only the page it served may use the Bridge:
 * the session token proves the caller saw the printed URL, the Origin check stops
 * other sites' pages, and the Host check stops DNS rebinding.
 */
export class RequestGuard {
  readonly #token: Buffer
  #port = 0

  constructor(token: string) {
    this.#token = Buffer.from(token)
  }

  set port(port: number) {
    this.#port = port
  }

  hostAllowed(req: IncomingMessage): boolean {
    const host = req.headers.host
    return host === `127.0.0.1:${this.#port}` || host === `localhost:${this.#port}`
  }

  originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin
    return origin === `http://127.0.0.1:${this.#port}` || origin === `http://localhost:${this.#port}`
  }

  tokenMatches(candidate: string | null | undefined): boolean {
    if (!candidate) return false
    const given = Buffer.from(candidate)
    return given.length === this.#token.length && timingSafeEqual(given, this.#token)
  }

  /** Why a Bridge request (WebSocket or HTTP API) is refused, or null when allowed. */
  refuseBridge(req: IncomingMessage, token: string | null | undefined): string | null {
    if (!this.hostAllowed(req)) return 'Host header is not this loopback address'
    if (!this.originAllowed(req)) return 'Origin is not this console'
    if (!this.tokenMatches(token)) return 'missing or wrong session token'
    return null
  }
}
