import { isLoopback } from '../api'
import { CoreError } from '../errors/core-error'

/**
 * The LiveKit server address. The token travels to it, so unencrypted `ws://`
 * (or `http://`) is allowed only to this computer; livekit-client turns
 * http(s) into ws(s) itself.
 */
export function checkMediaServerUrl(raw: string): string {
  const url = parse(raw, 'wss://media.example.com')
  if (!['wss:', 'ws:', 'https:', 'http:'].includes(url.protocol)) {
    throw new CoreError('invalid_url', `The media server address must start with wss:// (it starts with ${url.protocol}//).`)
  }
  refuseInsecure(url, url.protocol === 'ws:' || url.protocol === 'http:', 'wss://', 'the listening token')
  return url.href.replace(/\/+$/, '')
}

/** A token endpoint receives the room name and answers a token: https, or http to this computer. */
export function checkTokenEndpoint(raw: string): string {
  const url = parse(raw, 'https://example.com/livekit/token')
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new CoreError('invalid_url', `The token endpoint must start with https:// (it starts with ${url.protocol}//).`)
  }
  refuseInsecure(url, url.protocol === 'http:', 'https://', 'the token')
  return url.href
}

function parse(raw: string, example: string): URL {
  try {
    const url = new URL(raw.trim())
    if (url.username || url.password) throw new Error('credentials in the address')
    return url
  } catch {
    throw new CoreError('invalid_url', `"${raw}" is not a usable address. Enter it like ${example}.`)
  }
}

function refuseInsecure(url: URL, plain: boolean, secureScheme: string, what: string): void {
  if (plain && !isLoopback(url.hostname)) {
    throw new CoreError(
      'insecure_url',
      `Use ${secureScheme} for ${url.hostname}: ${what} would travel unencrypted. Unencrypted addresses are only allowed to this computer.`,
    )
  }
}
