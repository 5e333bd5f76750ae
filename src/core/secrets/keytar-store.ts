import { randomUUID } from 'node:crypto'
import { redact } from '../log'
import { diagnoseKeychainError, diagnoseLoadError } from './keychain-diagnosis'
import { SECRET_SERVICE, SecretStoreError, type SecretStore } from './secret-store'

/** The part of keytar we use. */
export interface KeytarModule {
  getPassword(service: string, account: string): Promise<string | null>
  setPassword(service: string, account: string, password: string): Promise<void>
  deletePassword(service: string, account: string): Promise<boolean>
}

export interface KeytarStoreOptions {
  service?: string
  /** Loads keytar; injectable to test the failure paths. */
  load?: () => Promise<KeytarModule>
  platform?: NodeJS.Platform
  /** How long the availability probe may take before the keychain counts as unavailable. */
  probeTimeoutMs?: number
}

/** Each probe writes its own entry: two processes probing the same keychain (two tests, two hosts) must not delete each other's. */
const probeAccount = () => `__switchboard_probe__${process.pid}_${randomUUID()}`

/**
 * The OS keychain through keytar, a native addon: loaded on first use so that a
 * missing library or Secret Service becomes a SecretStoreError saying how to fix
 * it, never a crash and never a fallback to plain text.
 */
export function createKeytarSecretStore(options: KeytarStoreOptions = {}): SecretStore {
  const service = options.service ?? SECRET_SERVICE
  const platform = options.platform ?? process.platform
  const load = options.load ?? loadKeytar
  let loading: Promise<KeytarModule> | undefined

  const keytar = async (): Promise<KeytarModule> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw new SecretStoreError(diagnoseLoadError(messageOf(error)), error)
    })
    return loading
  }
  const run = async <T>(operation: (module: KeytarModule) => Promise<T>): Promise<T> => {
    const module = await keytar()
    try {
      return await operation(module)
    } catch (error) {
      throw new SecretStoreError(diagnoseKeychainError(messageOf(error), platform), error)
    }
  }

  const store: SecretStore = {
    get: (account) => run((k) => k.getPassword(service, account)),
    set: (account, secret) => run((k) => k.setPassword(service, account, secret)),
    delete: (account) => run((k) => k.deletePassword(service, account)),
    async available() {
      // Reading can succeed on a locked keyring; only a write shows it can store a key.
      const probe = async () => {
        const account = probeAccount()
        await store.set(account, 'probe')
        await store.delete(account)
      }
      try {
        await withTimeout(probe(), options.probeTimeoutMs ?? 20_000)
        return { ok: true }
      } catch (error) {
        return { ok: false, ...(error instanceof SecretStoreError ? error.problem : diagnoseKeychainError(messageOf(error), platform)) }
      }
    },
  }
  return store
}

async function loadKeytar(): Promise<KeytarModule> {
  const imported = (await import('keytar')) as KeytarModule & { default?: KeytarModule }
  return imported.default ?? imported
}

function messageOf(error: unknown): string {
  return redact(error instanceof Error ? error.message : String(error))
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s (is a keyring unlock prompt waiting?)`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
