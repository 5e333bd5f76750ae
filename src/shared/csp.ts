/**
 * The renderer's Content-Security-Policy, one policy for both hosts: scripts,
 * styles and images only from the console itself; `connect` lists where else the
 * page may open connections: exactly the configured LiveKit media servers, each
 * as its WebSocket origin and the matching HTTP(S) one (`RendererPolicy` in
 * core). `'self'` covers the browser host's own Bridge WebSocket.
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
