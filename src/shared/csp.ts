/**
 * The renderer's Content-Security-Policy, one policy for both hosts: scripts,
 * styles and images only from the console itself; `connect` says where the page
 * may open connections (the browser host's WebSocket, the LiveKit media servers).
 * The desktop app lists exactly the configured media servers there; the browser
 * host, which cannot know them in advance, allows any ws:, wss: and https:.
 */
export function contentSecurityPolicy(connect: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob: mediastream:",
    `connect-src ${["'self'", ...connect].join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}
