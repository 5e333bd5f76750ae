import { readMediaServers } from './media-server-file'

/** LiveKit Cloud: livekit-client also reaches the project's region servers, other subdomains of these. */
const LIVEKIT_CLOUD_DOMAINS = ['livekit.cloud', 'livekit.run']

/**
 * The origins livekit-client opens connections to for one media server address:
 * the signalling WebSocket (`wss:`) and the same server over HTTPS, which it
 * asks to validate a failed join and, on LiveKit Cloud, for the region list.
 * `ws:`/`http:` (allowed only to this computer) map the same way.
 */
export function mediaServerConnectOrigins(address: string): string[] {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return []
  }
  const secure = url.protocol === 'wss:' || url.protocol === 'https:'
  if (!secure && url.protocol !== 'ws:' && url.protocol !== 'http:') return []
  const host = url.host.toLowerCase()
  const origins = secure ? [`wss://${host}`, `https://${host}`] : [`ws://${host}`, `http://${host}`]
  const cloud = LIVEKIT_CLOUD_DOMAINS.find((domain) => url.hostname.toLowerCase().endsWith(`.${domain}`))
  if (secure && cloud) origins.push(`wss://*.${cloud}`, `https://*.${cloud}`)
  return origins
}

/**
 * Every origin the renderer may connect to for listening in: those of each
 * workspace profile's media server (the renderer may switch workspaces without
 * reloading). A damaged settings file allows none; Settings reports it.
 */
export async function mediaServerOrigins(dataDir: string): Promise<string[]> {
  let servers: { url: string }[]
  try {
    servers = Object.values((await readMediaServers(dataDir)).servers)
  } catch {
    return []
  }
  return [...new Set(servers.flatMap((server) => mediaServerConnectOrigins(server.url)))].sort()
}

/**
 * Whether a token endpoint's `server_url` is the configured media server (or,
 * on LiveKit Cloud, one of its region servers): the desktop app lets the
 * renderer connect to configured servers only.
 */
export function isConfiguredMediaServer(answered: string, configured: string): boolean {
  const [origin] = mediaServerConnectOrigins(answered)
  if (!origin) return false
  return mediaServerConnectOrigins(configured).some((allowed) => {
    const wildcard = /^(\w+):\/\/\*\.(.+)$/.exec(allowed)
    if (!wildcard) return allowed === origin
    const [, scheme, domain] = wildcard
    return origin.startsWith(`${scheme}://`) && new URL(origin).hostname.endsWith(`.${domain}`)
  })
}
