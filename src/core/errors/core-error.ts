import type { BridgeError } from '../../shared/bridge'

export interface CoreErrorExtra {
  /** What the service or the system said, for the supervisor who wants the detail. */
  details?: string
  /** The HTTP status, when the service gave one. */
  status?: number
  /** How long the service asked to wait (Retry-After). */
  retryAfterMs?: number
  /** For a `403`: the permission the key lacks, e.g. `call_end`. */
  permission?: string
  cause?: unknown
}

/**
 * The one failure core throws on purpose: a machine-readable `code` the
 * renderer can act on and a `message` the supervisor reads. `dispatch` passes
 * it to the renderer as the Bridge's `BridgeError`; anything else thrown is an
 * `internal` failure. It sits at the bottom of core so every part, the API
 * client included, can throw it.
 */
export class CoreError extends Error {
  override name = 'CoreError'
  readonly code: string
  readonly details: string | undefined
  readonly status: number | undefined
  readonly retryAfterMs: number | undefined
  readonly permission: string | undefined

  constructor(code: string, message: string, extra: CoreErrorExtra = {}) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause })
    this.code = code
    this.details = extra.details
    this.status = extra.status
    this.retryAfterMs = extra.retryAfterMs
    this.permission = extra.permission
  }

  toBridgeError(): BridgeError {
    return {
      code: this.code,
      message: this.message,
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.details === undefined ? {} : { details: this.details }),
      ...(this.retryAfterMs === undefined ? {} : { retryAfterMs: this.retryAfterMs }),
      ...(this.permission === undefined ? {} : { permission: this.permission }),
    }
  }
}

/** The refusal of a command that needs an open workspace. */
export function noWorkspace(message = 'Open a workspace first.'): CoreError {
  return new CoreError('no_workspace', message)
}
