import type { Logger } from '../core/log'

/**
 * Links the renderer asks to open (`window.open`, `target=_blank`) go to the
 * system browser only when they are `https:` on an allowed origin: the
 * workspaces' services and media servers. Anything else is refused and logged:
 * a compromised page must not use the app to open arbitrary URLs or schemes.
 */
export function externalLinkOpener(
  allowedOrigins: () => Promise<readonly string[]>,
  open: (url: string) => Promise<void>,
  logger: Logger,
): (url: string) => void {
  return (url) => {
    void allowedOrigins()
      .then((origins) => {
        if (isAllowedExternal(url, origins)) return open(url)
        logger.warn('external link refused', { url: url.slice(0, 200) })
      })
      .catch((error: unknown) => logger.warn('external link not opened', { error: String(error) }))
  }
}

export function isAllowedExternal(url: string, origins: readonly string[]): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && origins.includes(parsed.origin)
}
