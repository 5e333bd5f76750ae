export type ProfileErrorCode =
  | 'invalid_url'
  | 'insecure_url'
  | 'unknown_key'
  | 'wrong_workspace'
  | 'unreachable'
  | 'unexpected_response'
  | 'verification_failed'
  | 'invalid_profile'
  | 'profile_not_found'
  | 'key_missing'
  | 'profiles_file_corrupt'

/** A workspace profile operation failed; `message` says what to do, in the supervisor's words. */
export class ProfileError extends Error {
  override readonly name = 'ProfileError'

  constructor(
    readonly code: ProfileErrorCode,
    message: string,
    readonly status?: number,
    readonly details?: string,
  ) {
    super(message)
  }
}
