import type { ListenGrant, MediaServerSettings, SaveMediaServer } from '../../shared/bridge'
import { isLoopback, type FetchLike } from '../api'
import { CoreError, words } from '../errors/core-error'
import { requireReach, type ConfirmReach } from '../console/context'
import { registerSecret } from '../log'
import { maskKey, type SecretStore } from '../secrets'
import { deleteCredentials, readCredentials, writeCredentials, type LiveKitCredentials } from './credentials'
import { readMediaServers, updateMediaServer, type MediaServerEntry } from './media-server-file'
import { isConfiguredMediaServer, mediaServerConnectOrigins } from './media-server-origins'
import { checkMediaServerUrl, checkTokenEndpoint } from './media-server-url'
import { listenerIdentity, mintListenToken } from './mint-token'
import { supervisorAttributes } from './room-participants'
import { fetchEndpointToken } from './token-endpoint'

export interface MediaServersOptions {
  dataDir: string
  secrets: SecretStore
  fetch?: FetchLike
  now?: () => number
  /** After a media server was saved or cleared, awaited before the answer: the host renews the page's CSP. */
  onChange?: () => void | Promise<void>
  /**
   * Asks the supervisor, outside the page, whether the console may reach a new
   * origin (`ConfirmReach`); without it nothing new is reached.
   */
  confirmReach?: ConfirmReach
}

/** A media server as stepping in uses it (`MediaServers.access`). */
export type MediaServerAccess = { url: string; credentials: LiveKitCredentials } | { url: string; tokenEndpoint: string }


/**
 * Each workspace profile's LiveKit server: the address and mode in a JSON file
 * of the data directory, the key and secret in the keychain. Answers listening
 * tokens; the secret never leaves this process.
 */
export class MediaServers {
  #writing: Promise<unknown> = Promise.resolve()
  /** The demo's media rooms' key and secret: the simulator's, public, so held in memory rather than the keychain. */
  readonly #demoCredentials = new Map<string, LiveKitCredentials>()

  constructor(private readonly options: MediaServersOptions) {}

  async settings(profileId: string | null): Promise<MediaServerSettings> {
    if (!profileId) return { profileId: null, configured: false, url: null, mode: null, maskedApiKey: null, tokenEndpoint: null }
    const entry = (await readMediaServers(this.options.dataDir)).servers[profileId]
    if (!entry) return { profileId, configured: false, url: null, mode: null, maskedApiKey: null, tokenEndpoint: null }
    const credentials = entry.mode === 'keys' ? await this.#credentialsOf(profileId) : null
    return {
      profileId,
      configured: entry.mode === 'endpoint' || credentials !== null,
      url: entry.url,
      mode: entry.mode,
      maskedApiKey: credentials ? maskKey(credentials.apiKey) : null,
      tokenEndpoint: entry.tokenEndpoint,
    }
  }

  /**
   * Reach is the supervisor's to grant, not the page's: the key and secret
   * belong to the address they were entered for, and an origin the console has
   * not used yet (for the page's connections or links, or a token endpoint) is
   * confirmed outside the page before anything is stored.
   */
  save(profileId: string, input: SaveMediaServer): Promise<MediaServerSettings> {
    return this.#serially(async () => {
      const url = checkMediaServerUrl(input.url)
      const stored = await readMediaServers(this.options.dataDir)
      const before = stored.servers[profileId]
      const entry: MediaServerEntry =
        input.mode === 'endpoint' ? { url, mode: 'endpoint', tokenEndpoint: checkTokenEndpoint(input.tokenEndpoint) } : { url, mode: 'keys', tokenEndpoint: null }
      if (input.mode === 'keys') await this.#requireCredentials(profileId, before, url, input.apiKey, input.apiSecret)
      await this.#confirmNewReach(Object.values(stored.servers), before, entry)
      this.#demoCredentials.delete(profileId)
      if (input.mode === 'endpoint') await deleteCredentials(this.options.secrets, profileId)
      else if (input.apiKey && input.apiSecret) {
        registerSecret(input.apiSecret)
        await writeCredentials(this.options.secrets, profileId, { apiKey: input.apiKey, apiSecret: input.apiSecret })
      }
      await updateMediaServer(this.options.dataDir, profileId, entry)
      await this.options.onChange?.()
      return this.settings(profileId)
    })
  }

  clear(profileId: string): Promise<MediaServerSettings> {
    return this.#serially(async () => {
      this.#demoCredentials.delete(profileId)
      await deleteCredentials(this.options.secrets, profileId)
      await updateMediaServer(this.options.dataDir, profileId, null)
      await this.options.onChange?.()
      return this.settings(profileId)
    })
  }

  /** Points the demo's profile at the simulator's media rooms, unless the supervisor chose a server elsewhere for it. */
  async adoptDemo(profileId: string, media: { url: string; apiKey: string; apiSecret: string }): Promise<void> {
    const entry = (await readMediaServers(this.options.dataDir)).servers[profileId]
    if (entry && !isLoopback(new URL(entry.url).hostname)) return
    await this.#serially(async () => {
      registerSecret(media.apiSecret)
      this.#demoCredentials.set(profileId, { apiKey: media.apiKey, apiSecret: media.apiSecret })
      await updateMediaServer(this.options.dataDir, profileId, { url: checkMediaServerUrl(media.url), mode: 'keys', tokenEndpoint: null })
      await this.options.onChange?.()
    })
  }

  /** A listening grant for `name`; `identity` again when going back to listening from speaking. */
  async grant(profileId: string, roomName: string, name: string, identity = listenerIdentity()): Promise<ListenGrant> {
    const entry = (await readMediaServers(this.options.dataDir)).servers[profileId]
    if (!entry) throw new CoreError('not_configured', words('errors.calls.listenNotConfigured'))
    if (entry.mode === 'endpoint' && entry.tokenEndpoint) {
      const attributes = supervisorAttributes('listening')
      const answer = await fetchEndpointToken(entry.tokenEndpoint, { roomName, identity, name, attributes }, this.options.fetch)
      if (answer.url && !isConfiguredMediaServer(answer.url, entry.url)) {
        throw new CoreError('server_mismatch', words('errors.calls.serverMismatch', { answered: answer.url, configured: entry.url }))
      }
      return { url: answer.url ?? entry.url, token: answer.token, identity, expiresAt: answer.expiresAt }
    }
    const credentials = await this.#credentialsOf(profileId)
    if (!credentials) throw new CoreError('not_configured', words('errors.calls.listenNotConfigured'))
    registerSecret(credentials.apiSecret)
    const minted = await mintListenToken({ ...credentials, roomName, identity, name, now: this.options.now })
    return { url: entry.url, ...minted }
  }

  /**
   * How stepping in reaches the profile's media server: the room service
   * signed with its key and secret, or its token endpoint. Stays in core.
   */
  async access(profileId: string): Promise<MediaServerAccess> {
    const entry = (await readMediaServers(this.options.dataDir)).servers[profileId]
    if (entry?.mode === 'endpoint' && entry.tokenEndpoint) return { url: entry.url, tokenEndpoint: entry.tokenEndpoint }
    const credentials = entry ? await this.#credentialsOf(profileId) : null
    if (!entry || !credentials) throw new CoreError('not_configured', words('errors.calls.listenNotConfigured'))
    registerSecret(credentials.apiSecret)
    return { url: entry.url, credentials }
  }

  /** Both or neither: omitting both keeps what the keychain holds, for the address it was entered for only. */
  async #requireCredentials(
    profileId: string,
    before: MediaServerEntry | undefined,
    url: string,
    apiKey: string | undefined,
    apiSecret: string | undefined,
  ): Promise<void> {
    if (apiKey && apiSecret) return
    const stored = await readCredentials(this.options.secrets, profileId)
    if (apiKey || apiSecret) {
      throw new CoreError('missing_credentials', words(stored ? 'errors.calls.bothCredentials' : 'errors.calls.credentials'))
    }
    if (!stored || before?.mode !== 'keys') throw new CoreError('missing_credentials', words('errors.calls.credentials'))
    if (before.url !== url) {
      throw new CoreError('missing_credentials', words('errors.calls.credentialsElsewhere', { stored: before.url, address: url }))
    }
  }

  /** Asks the host about each origin the new setting reaches that no saved one reaches yet; refuses unless every one is allowed. */
  async #confirmNewReach(saved: readonly MediaServerEntry[], before: MediaServerEntry | undefined, entry: MediaServerEntry): Promise<void> {
    const reached = new Set(saved.flatMap((server) => mediaServerConnectOrigins(server.url)))
    const asks: [string, string][] = []
    if (mediaServerConnectOrigins(entry.url).some((origin) => !reached.has(origin))) {
      asks.push([new URL(entry.url).origin, 'Listening in will connect this console to that LiveKit server, and links to it will open in your browser.'])
    }
    if (entry.tokenEndpoint && originOf(entry.tokenEndpoint) !== originOf(before?.tokenEndpoint)) {
      asks.push([originOf(entry.tokenEndpoint)!, 'The console will ask that token endpoint for listening tokens, naming the call it is for.'])
    }
    for (const [origin, why] of asks) await requireReach(this.options.confirmReach, origin, why, 'errors.reach.notSaved')
  }

  #credentialsOf(profileId: string): Promise<LiveKitCredentials | null> {
    const demo = this.#demoCredentials.get(profileId)
    return demo ? Promise.resolve(demo) : readCredentials(this.options.secrets, profileId)
  }

  #serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#writing.then(work, work)
    this.#writing = next.catch(() => undefined)
    return next
  }
}

function originOf(address: string | null | undefined): string | null {
  return address ? new URL(address).origin : null
}
