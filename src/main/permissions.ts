import { isTrustedUrl } from './origins'

export interface PermissionRequest {
  permission: string
  /** URL of the frame asking. */
  requestingUrl: string
  /** For `media`: which kinds were asked for. */
  mediaTypes?: readonly string[]
}

/**
 * The only permission the console ever needs is the microphone, for the voice lab,
 * and only for its own pages. Everything else (camera, notifications via the web
 * API, geolocation, clipboard, HID...) is denied.
 */
export function decidePermission(request: PermissionRequest, origins: readonly string[]): boolean {
  if (request.permission !== 'media') return false
  if (!isTrustedUrl(request.requestingUrl, origins)) return false
  const kinds = request.mediaTypes ?? []
  return kinds.length > 0 && kinds.every((kind) => kind === 'audio')
}

/** Synchronous permission checks (e.g. enumerateDevices labels): the same rule, without the kinds. */
export function decidePermissionCheck(permission: string, requestingOrigin: string, origins: readonly string[]): boolean {
  return permission === 'media' && origins.includes(requestingOrigin)
}
