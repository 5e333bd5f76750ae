import { contentSecurityPolicy } from '../shared/csp'

/**
 * The renderer's Content-Security-Policy in the browser host: connections to the
 * host's own WebSocket and to any LiveKit media server (wss:, and https: which
 * livekit-client also requests), since this host does not read the media server
 * settings when it serves the page.
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy(['ws:', 'wss:', 'https:'])
