import { CoreError, words, type CoreWords } from '../errors/core-error'

/** The one place an API key lives: the OS keychain (or memory, in unit tests). */
export interface SecretStore {
  get(account: string): Promise<string | null>
  set(account: string, secret: string): Promise<void>
  /** Answers whether there was a secret to delete. */
  delete(account: string): Promise<boolean>
  available(): Promise<SecretStoreStatus>
}

export type SecretStoreStatus = { ok: true } | ({ ok: false } & KeychainUnavailable)

/** Why the keychain cannot be used and the fix, in English, and as core's messages when its failure was diagnosed. */
export interface KeychainUnavailable {
  reason: string
  fix: string
  reasonWords?: CoreWords
  fixWords?: CoreWords
}

/** The service name under which every key is stored, one account per workspace profile. */
export const SECRET_SERVICE = 'Switchboard'

/**
 * The keychain cannot be used. `message` says so to the supervisor, `fix` how to
 * remedy it; the key is never stored anywhere else instead.
 */
export class SecretStoreError extends CoreError {
  override name = 'SecretStoreError'

  constructor(
    readonly problem: KeychainUnavailable,
    cause?: unknown,
  ) {
    const said = words('errors.keychain.unavailable', { reason: problem.reasonWords ?? problem.reason, fix: problem.fixWords ?? problem.fix })
    super('keychain_unavailable', said, { details: problem.fix, cause })
  }
}
