import type { OutboundBlock } from './compliance'
import type { ErrorWords } from './words'

/**
 * Every Bridge command answers a Result: failures are values, never exceptions
 * across the process or network boundary.
 */
export interface BridgeError {
  /** Machine-readable: `invalid_argument`, `unknown_command`, `internal`, or an ApiError code. */
  code: string
  /** What happened, in words a supervisor understands, in English (the logs'; shown when `words` is absent). */
  message: string
  /** The same in the catalog's `errors` part, which the renderer words in the supervisor's language. */
  words?: ErrorWords
  status?: number
  details?: string
  retryAfterMs?: number
  /** For a `403`: the permission the key lacks (`call_end`); `message` names it too. */
  permission?: string
  /** For `invalid_argument`: which argument paths were wrong and why. */
  issues?: { path: string; message: string }[]
  /** For `outbound_blocked`: every reason the call was refused (src/shared/bridge/compliance.ts). */
  blocks?: OutboundBlock[]
}


export type Result<T> = { ok: true; value: T } | { ok: false; error: BridgeError }

export function ok<T>(value: T): Result<T> {
  return { ok: true, value }
}

export function fail(error: BridgeError): Result<never> {
  return { ok: false, error }
}
