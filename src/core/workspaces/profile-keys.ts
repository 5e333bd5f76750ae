import { createApiClient, type ApiClient, type Clock, type FetchLike, type LimiterRegistry } from '../api'
import { CoreError } from '../errors/core-error'
import type { Logger } from '../log'
import { maskKey, SecretStoreError, type SecretStore } from '../secrets'
import type { WorkspaceProfile } from './profile'

export interface ProfileKeysOptions {
  secrets: SecretStore
  limiters: LimiterRegistry
  fetch?: FetchLike
  logger?: Logger
  clock?: Clock
  timeoutMs?: number
}

type Target = Pick<WorkspaceProfile, 'baseUrl' | 'workspaceId' | 'requestsPerMinute'>

/**
 * Everything that touches a profile's key: the keychain, the masked form the
 * UI sees, and the clients built with it (one per profile, on the key's limiter).
 */
export class ProfileKeys {
  readonly #options: ProfileKeysOptions
  readonly #clients = new Map<string, ApiClient>()
  readonly #masks = new Map<string, string | null>()

  constructor(options: ProfileKeysOptions) {
    this.#options = options
  }

  clientWith(target: Target, apiKey: string): ApiClient {
    const { fetch, logger, clock, timeoutMs, limiters } = this.#options
    return createApiClient({
      baseUrl: target.baseUrl,
      workspaceId: target.workspaceId,
      apiKey,
      limiter: limiters.limiterFor(apiKey, target.requestsPerMinute),
      fetch,
      logger,
      clock,
      timeoutMs,
    })
  }

  async clientFor(profile: WorkspaceProfile): Promise<ApiClient> {
    const cached = this.#clients.get(profile.id)
    if (cached) return cached
    const apiKey = await this.keyOf(profile.id)
    const client = this.#clients.get(profile.id) ?? this.clientWith(profile, apiKey)
    this.#clients.set(profile.id, client)
    return client
  }

  cachedClient(profileId: string): ApiClient | undefined {
    return this.#clients.get(profileId)
  }

  forgetClient(profileId: string): void {
    this.#clients.delete(profileId)
  }

  async requireKeychain(): Promise<void> {
    const status = await this.#options.secrets.available()
    if (!status.ok) throw new SecretStoreError(status.reason, status.fix)
  }

  async keyOf(profileId: string): Promise<string> {
    const apiKey = await this.#options.secrets.get(profileId)
    if (apiKey === null) {
      throw new CoreError(
        'key_missing',
        'The API key of this workspace is missing from the keychain. Enter it again with "Rotate key".',
      )
    }
    return apiKey
  }

  async store(profileId: string, apiKey: string): Promise<void> {
    await this.#options.secrets.set(profileId, apiKey)
    this.#clients.delete(profileId)
    this.#masks.set(profileId, maskKey(apiKey))
  }

  async delete(profileId: string): Promise<void> {
    await this.#options.secrets.delete(profileId)
    this.#clients.delete(profileId)
    this.#masks.delete(profileId)
  }

  /** `••••a1b2`, read once per profile; null when the keychain has none or cannot be read. */
  async maskOf(profileId: string): Promise<string | null> {
    if (!this.#masks.has(profileId)) {
      const apiKey = await this.#options.secrets.get(profileId).catch(() => null)
      this.#masks.set(profileId, apiKey === null ? null : maskKey(apiKey))
    }
    return this.#masks.get(profileId) ?? null
  }
}
