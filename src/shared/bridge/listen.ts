import { z } from 'zod'
import { command } from './define'

/**
 * How the console gets a LiveKit token for listening in: it mints one itself
 * from an API key and secret (kept in the keychain), or asks the workspace's
 * own token endpoint.
 */
export type MediaServerMode = 'keys' | 'endpoint'

/** Settings → Media server, as the renderer sees it: never the secret, the key only masked. */
export interface MediaServerSettings {
  /** The workspace profile these settings belong to; null when no workspace is open. */
  profileId: string | null
  configured: boolean
  /** The LiveKit server, `wss://...`. */
  url: string | null
  mode: MediaServerMode | null
  /** `••••a1b2`; null in endpoint mode or when the keychain holds none. */
  maskedApiKey: string | null
  tokenEndpoint: string | null
}

/** What the renderer needs to join one call's media room as a hidden listener. */
export interface ListenGrant {
  url: string
  token: string
  /** This listening session's participant identity, `supervisor-<random>`. */
  identity: string
  /** When the token stops admitting new joins (ISO 8601 UTC). */
  expiresAt: string
}

const Url = z.string().trim().min(1, 'Enter the address').max(2000)

export const SaveMediaServer = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('keys'),
      url: Url,
      /** Omit both to keep the stored key and secret (changing only the URL). */
      apiKey: z.string().trim().min(1, 'Enter the API key').max(500).optional(),
      apiSecret: z.string().trim().min(1, 'Enter the API secret').max(2000).optional(),
    })
    .strict(),
  z.object({ mode: z.literal('endpoint'), url: Url, tokenEndpoint: Url }).strict(),
])
export type SaveMediaServer = z.infer<typeof SaveMediaServer>

export const listenCommands = {
  'listen.settings': command(z.object({}).strict()).returns<MediaServerSettings>(),
  'listen.saveSettings': command(SaveMediaServer).returns<MediaServerSettings>(),
  /** Forgets the active workspace's media server, and its key and secret in the keychain. */
  'listen.clearSettings': command(z.object({}).strict()).returns<MediaServerSettings>(),
  /** A subscribe-only, hidden, 10-minute token for one call's room. Refused offline or unconfigured. */
  'listen.token': command(z.object({ roomName: z.string().min(1).max(500) }).strict()).returns<ListenGrant>(),
}
