import { isTrustedUrl } from './origins'

/** Writing (never reading) the clipboard, as `navigator.clipboard.writeText` asks for it. */
const CLIPBOARD_WRITE = 'clipboard-sanitized-write'
/** The web Notification API, which Electron shows as native notifications (transfer alerts). */
const NOTIFICATIONS = 'notifications'

export interface PermissionRequest {
  permission: string
  /** URL of the frame asking. */
  requestingUrl: string
  /** For `media`: which kinds were asked for. */
  mediaTypes?: readonly string[]
}

/**
 * The console needs the microphone, for the voice lab, to write text to the
 * clipboard ("Copy diagnostics") and to show notifications (a call asks for a
 * human), and only for its own pages. Everything else (camera, reading the
 * clipboard, geolocation, HID...) is denied.
 */
export function decidePermission(request: PermissionRequest, origins: readonly string[]): boolean {
  if (!isTrustedUrl(request.requestingUrl, origins)) return false
  if (request.permission === CLIPBOARD_WRITE || request.permission === NOTIFICATIONS) return true
  if (request.permission !== 'media') return false
  const kinds = request.mediaTypes ?? []
  return kinds.length > 0 && kinds.every((kind) => kind === 'audio')
}

/** Synchronous permission checks (e.g. enumerateDevices labels): the same rule, without the kinds. */
export function decidePermissionCheck(permission: string, requestingOrigin: string, origins: readonly string[]): boolean {
  return (permission === 'media' || permission === CLIPBOARD_WRITE || permission === NOTIFICATIONS) && origins.includes(requestingOrigin)
}
