import { isLoopback } from '../api'
import { CoreError, words } from '../errors/core-error'

/**
 * The LiveKit server address. The token travels to it, so unencrypted `ws://`
 * (or `http://`) is allowed only to this computer; livekit-client turns
 * http(s) into ws(s) itself.
 */
export function checkMediaServerUrl(raw: string): string {
  const url = parse(raw, 'wss://media.example.com')
  if (!['wss:', 'ws:', 'https:', 'http:'].includes(url.protocol)) {
    throw new CoreError('invalid_url', words('errors.calls.serverScheme', { scheme: url.protocol }))
  }
  refuseInsecure(url, url.protocol === 'ws:' || url.protocol === 'http:', 'errors.calls.insecureServer')
  return url.href.replace(/\/+$/, '')
}

/** A token endpoint receives the room name and answers a token: https, or http to this computer. */
export function checkTokenEndpoint(raw: string): string {
  const url = parse(raw, 'https://example.com/livekit/token')
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new CoreError('invalid_url', words('errors.calls.endpointScheme', { scheme: url.protocol }))
  }
  refuseInsecure(url, url.protocol === 'http:', 'errors.calls.insecureEndpoint')
  return url.href
}

function parse(raw: string, example: string): URL {
  try {
    const url = new URL(raw.trim())
    if (url.username || url.password) throw new Error('credentials in the address')
    return url
  } catch {
    throw new CoreError('invalid_url', words('errors.calls.unusableAddress', { address: raw, example }))
  }
}

function refuseInsecure(url: URL, plain: boolean, refusal: 'errors.calls.insecureServer' | 'errors.calls.insecureEndpoint'): void {
  if (plain && !isLoopback(url.hostname)) throw new CoreError('insecure_url', words(refusal, { host: url.hostname }))
}
