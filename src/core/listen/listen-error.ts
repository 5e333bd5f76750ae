export type ListenErrorCode =
  | 'no_workspace'
  | 'not_configured'
  | 'invalid_url'
  | 'insecure_url'
  | 'missing_credentials'
  | 'token_endpoint_failed'
  | 'settings_file_corrupt'
  | 'server_mismatch'

/** A listen failure, written for the supervisor; its `code` passes the Bridge unchanged. */
export class ListenError extends Error {
  override readonly name = 'ListenError'

  constructor(
    readonly code: ListenErrorCode,
    message: string,
  ) {
    super(message)
  }
}
