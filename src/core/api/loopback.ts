import { isIP } from 'node:net'

/**
 * Whether a host name is this computer. Keys and tokens may travel over plain
 * http (or ws) only to it: the simulator, a local media server.
 */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (isIP(host) === 4) return host.startsWith('127.')
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1'
  return false
}
