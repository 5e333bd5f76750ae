import { isLoopback } from '../api'
import { CoreError, words } from '../errors/core-error'

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
    throw new CoreError('invalid_url', words('errors.workspaces.notAnAddress', { address: raw }))
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new CoreError('invalid_url', words('errors.workspaces.notHttps', { scheme: url.protocol }))
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new CoreError('invalid_url', words('errors.workspaces.addressExtras'))
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    throw new CoreError('insecure_url', words('errors.workspaces.insecure', { host: url.hostname }))
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}
