import { redact } from '../log'

const MAX_MESSAGE_LENGTH = 240

/**
 * A supervisor-readable sentence for a failed check or download. electron-updater's
 * errors carry stacks and whole HTTP responses; we keep the gist, and never a
 * token that might be part of the update URL.
 */
export function describeUpdateError(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error.'
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : ''
  if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED/.test(`${code} ${raw}`)) {
    return 'Could not reach the update server. The console will try again later.'
  }
  if (/app-update\.yml/.test(raw)) return 'This installation has no update server configured.'
  if (/\b404\b/.test(raw)) return 'The update server has no release for this platform yet.'
  if (/sha512 checksum mismatch|signature/i.test(raw)) {
    return 'The downloaded update failed its integrity check and was discarded.'
  }
  const firstLine = redact(raw.split('\n')[0] ?? '').trim()
  return firstLine.length > MAX_MESSAGE_LENGTH ? `${firstLine.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : firstLine || 'Unknown error.'
}
