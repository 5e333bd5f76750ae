import type { BridgeError } from '../../shared/bridge'

/** The voice lab's own refusals, with a code the renderer can act on. */
export type VoiceLabErrorCode =
  | 'too_large'
  | 'invalid_audio'
  | 'pending_exists'
  | 'upload_not_found'
  | 'out_of_order'
  | 'busy'
  | 'no_workspace'
  | 'cancelled'

/** Thrown by the voice lab; the dispatcher passes `code` and `message` through to the renderer. */
export class VoiceLabError extends Error {
  override readonly name = 'VoiceLabError'

  constructor(
    readonly code: VoiceLabErrorCode | string,
    message: string,
    readonly status?: number,
    readonly details?: string,
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }

  toBridgeError(): BridgeError {
    return {
      code: this.code,
      message: this.message,
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.details === undefined ? {} : { details: this.details }),
      ...(this.retryAfterMs === undefined ? {} : { retryAfterMs: this.retryAfterMs }),
    }
  }
}
