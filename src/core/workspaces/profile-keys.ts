import { createApiClient, createRateLimiter, type QuarantinedItem, type ApiClient, type Clock, type FetchLike, type LimiterRegistry } from '../api'
import { CoreError, words } from '../errors/core-error'
import type { Logger } from '../log'
import { maskKey, SecretStoreError, type SecretStore } from '../secrets'
import { DEMO_API_KEY, DEMO_MEMBER_API_KEY } from './demo-keys'
import type { WorkspaceProfile } from './profile'
import { KEY_TEST_DEADLINE_MS } from './verify-connection'

/** The key test's own pace: its two requests go out back to back. */
const KEY_TEST_REQUESTS_PER_MINUTE = 600

export interface ProfileKeysOptions {
  secrets: SecretStore
  limiters: LimiterRegistry
  fetch?: FetchLike
  logger?: Logger
  onQuarantine?: (workspaceId: string, items: QuarantinedItem[]) => void
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
    const { fetch, logger, onQuarantine, clock, timeoutMs, limiters } = this.#options
    return createApiClient({
      baseUrl: target.baseUrl,
      workspaceId: target.workspaceId,
      apiKey,
      limiter: limiters.limiterFor(apiKey, target.requestsPerMinute),
      fetch,
      logger,
      onQuarantine,
      clock,
      timeoutMs,
    })
  }

  /**
   * A client only for testing a key: its own limiter, so the test never queues
   * behind the key's polling and sync (a slow plan's limiter can hold a request
   * for a minute), and a timeout within the test's deadline. The test is two
   * requests: its limiter does not space them by the plan's pace, and a
   * service that is counting the key out says so with a 429, which the test
   * reports.
   */
  testClientWith(target: Target, apiKey: string): ApiClient {
    const { fetch, logger, clock } = this.#options
    return createApiClient({
      baseUrl: target.baseUrl,
      workspaceId: target.workspaceId,
      apiKey,
      limiter: createRateLimiter({ requestsPerMinute: KEY_TEST_REQUESTS_PER_MINUTE }),
      fetch,
      logger,
      clock,
      timeoutMs: Math.min(this.#options.timeoutMs ?? KEY_TEST_DEADLINE_MS, KEY_TEST_DEADLINE_MS),
    })
  }

  async clientFor(profile: WorkspaceProfile): Promise<ApiClient> {
    const cached = this.#clients.get(profile.id)
    if (cached) return cached
    const apiKey = await this.keyOf(profile)
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
    if (!status.ok) throw new SecretStoreError(status)
  }

  /** The demo's key is the simulator's public fixture key, in memory; every other key comes from the keychain. */
  async keyOf(profile: WorkspaceProfile): Promise<string> {
    if (profile.demo) return profile.demoRole === 'member' ? DEMO_MEMBER_API_KEY : DEMO_API_KEY
    const apiKey = await this.#options.secrets.get(profile.id)
    if (apiKey === null) {
      throw new CoreError('key_missing', words('errors.workspaces.keyMissing'))
    }
    return apiKey
  }

  async store(profileId: string, apiKey: string): Promise<void> {
    await this.#options.secrets.set(profileId, apiKey)
    this.#clients.delete(profileId)
    this.#masks.set(profileId, maskKey(apiKey))
  }

  async delete(profile: WorkspaceProfile): Promise<void> {
    if (!profile.demo) await this.#options.secrets.delete(profile.id)
    this.#clients.delete(profile.id)
    this.#masks.delete(profile.id)
  }

  /** `••••a1b2`, read once per profile; null when the keychain has none or cannot be read. */
  async maskOf(profile: WorkspaceProfile): Promise<string | null> {
    if (!this.#masks.has(profile.id)) {
      const apiKey = await this.keyOf(profile).catch(() => null)
      this.#masks.set(profile.id, apiKey === null ? null : maskKey(apiKey))
    }
    return this.#masks.get(profile.id) ?? null
  }
}
