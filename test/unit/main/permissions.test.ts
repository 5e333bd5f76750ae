import { describe, expect, it } from 'vitest'
import { decidePermission, decidePermissionCheck } from '../../../src/main/permissions'
import { APP_ORIGIN } from '../../../src/main/origins'

const origins = [APP_ORIGIN]

describe('permission decisions', () => {
  it('grants the microphone to the app itself, audio only', () => {
    expect(decidePermission({ permission: 'media', requestingUrl: `${APP_ORIGIN}/`, mediaTypes: ['audio'] }, origins)).toBe(true)
  })

  it('denies camera, mixed audio+video and empty media requests', () => {
    for (const mediaTypes of [['video'], ['audio', 'video'], []]) {
      expect(decidePermission({ permission: 'media', requestingUrl: `${APP_ORIGIN}/`, mediaTypes }, origins)).toBe(false)
    }
  })

  it('denies every other permission, and any request from a foreign origin', () => {
    for (const permission of ['geolocation', 'clipboard-read', 'hid', 'openExternal', 'fullscreen']) {
      expect(decidePermission({ permission, requestingUrl: `${APP_ORIGIN}/` }, origins)).toBe(false)
    }
    expect(decidePermission({ permission: 'media', requestingUrl: 'https://app.switchboard.evil/', mediaTypes: ['audio'] }, origins)).toBe(false)
    expect(decidePermission({ permission: 'media', requestingUrl: 'not a url', mediaTypes: ['audio'] }, origins)).toBe(false)
  })

  it('lets the app write (never read) the clipboard, for "Copy diagnostics"', () => {
    expect(decidePermission({ permission: 'clipboard-sanitized-write', requestingUrl: `${APP_ORIGIN}/` }, origins)).toBe(true)
    expect(decidePermission({ permission: 'clipboard-sanitized-write', requestingUrl: 'https://evil.example/' }, origins)).toBe(false)
    expect(decidePermission({ permission: 'clipboard-read', requestingUrl: `${APP_ORIGIN}/` }, origins)).toBe(false)
    expect(decidePermissionCheck('clipboard-sanitized-write', APP_ORIGIN, origins)).toBe(true)
    expect(decidePermissionCheck('clipboard-sanitized-write', 'https://evil.example', origins)).toBe(false)
  })

  it('lets the app show notifications (transfer alerts), and no other origin', () => {
    expect(decidePermission({ permission: 'notifications', requestingUrl: `${APP_ORIGIN}/` }, origins)).toBe(true)
    expect(decidePermission({ permission: 'notifications', requestingUrl: 'https://evil.example/' }, origins)).toBe(false)
    expect(decidePermissionCheck('notifications', APP_ORIGIN, origins)).toBe(true)
    expect(decidePermissionCheck('notifications', 'https://evil.example', origins)).toBe(false)
  })

  it('answers synchronous checks with the same rule', () => {
    expect(decidePermissionCheck('media', APP_ORIGIN, origins)).toBe(true)
    expect(decidePermissionCheck('media', 'https://evil.example', origins)).toBe(false)
    expect(decidePermissionCheck('geolocation', APP_ORIGIN, origins)).toBe(false)
  })
})
