/** The app's own origin: renderer files are served on this privileged scheme. */
export const APP_SCHEME = 'app'
export const APP_ORIGIN = `${APP_SCHEME}://switchboard`

/**
 * Origins the window may load and trust: our scheme, plus electron-vite's dev
 * server during `electron-vite dev` (ELECTRON_RENDERER_URL).
 */
export function trustedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = [APP_ORIGIN]
  const devUrl = env.ELECTRON_RENDERER_URL
  if (devUrl) origins.push(new URL(devUrl).origin)
  return origins
}

export function isTrustedUrl(url: string, origins: readonly string[]): boolean {
  try {
    // Not URL.origin: Node answers "null" for custom schemes such as app://.
    const parsed = new URL(url)
    return origins.includes(`${parsed.protocol}//${parsed.host}`)
  } catch {
    return false
  }
}
