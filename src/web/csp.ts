/**
 * The renderer's Content-Security-Policy in the browser host. Scripts only from
 * the console itself; connections to the host's WebSocket and to LiveKit media
 * servers (wss:), which the listen feature joins. livekit-client also asks the
 * server's `/rtc/validate` over http(s); plain http only to this computer
 * (a local LiveKit, or the demo's media rooms), as the media server setting allows.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: mediastream:",
  "connect-src 'self' ws: wss: https: http://127.0.0.1:* http://localhost:*",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')
