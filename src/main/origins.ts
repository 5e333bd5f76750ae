/** The app's own origin: renderer files are served on this privileged scheme. */
export const APP_SCHEME = 'app'
export const APP_ORIGIN = `${APP_SCHEME}://switchboard`

export interface RendererSource {
  /** What the window loads. */
  url: string
  /** Origins the window may load and trust (IPC, permissions, navigation). */
  origins: string[]
}

/**
 * Where the window's renderer comes from. A development build follows
 * electron-vite's dev server (`ELECTRON_RENDERER_URL`, set by `electron-vite dev`);
 * a packaged app ignores that variable and loads only from `app://`, so nobody
 * can point an installed copy at another page by setting it.
 */
export function rendererSource(isPackaged: boolean, env: NodeJS.ProcessEnv = process.env): RendererSource {
  const devUrl = isPackaged ? undefined : env.ELECTRON_RENDERER_URL
  if (!devUrl) return { url: `${APP_ORIGIN}/index.html`, origins: [APP_ORIGIN] }
  return { url: devUrl, origins: [APP_ORIGIN, new URL(devUrl).origin] }
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
