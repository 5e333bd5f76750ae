import { SecretStoreError, type SecretStore, type SecretStoreStatus } from './secret-store'

/** For unit tests: an in-process keychain, optionally unavailable. */
export function createMemorySecretStore(status: SecretStoreStatus = { ok: true }): SecretStore & {
  readonly entries: ReadonlyMap<string, string>
} {
  const entries = new Map<string, string>()
  const check = () => {
    if (!status.ok) throw new SecretStoreError(status)
  }
  return {
    entries,
    async get(account) {
      check()
      return entries.get(account) ?? null
    },
    async set(account, secret) {
      check()
      entries.set(account, secret)
    },
    async delete(account) {
      check()
      return entries.delete(account)
    },
    async available() {
      return status
    },
  }
}
