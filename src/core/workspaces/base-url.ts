import { isLoopback } from '../api'
import { CoreError } from '../errors/core-error'

/**
 * Checks a workspace's base URL and answers it normalised (no trailing slash).
 * The key travels in a header, so plain http is allowed only to this machine
 * (the simulator); anything else must be https.
 */
export function checkBaseUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new CoreError('invalid_url', `"${raw}" is not a web address. Enter it like https://api.example.com.`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new CoreError('invalid_url', `The address must start with https:// (it starts with ${url.protocol}//).`)
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new CoreError('invalid_url', 'The address must not contain a user name, password, query or fragment.')
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    throw new CoreError(
      'insecure_url',
      `The address must use https:// for ${url.hostname}: the API key would travel unencrypted. Plain http is only allowed to this computer (localhost, 127.0.0.1, ::1).`,
    )
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}
