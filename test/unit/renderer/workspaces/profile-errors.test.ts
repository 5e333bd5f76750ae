import { describe, expect, it } from 'vitest'
import { profileFieldOf } from '../../../../src/renderer/workspaces/profile-errors'

describe('the field a workspace error is shown beside', () => {
  it("follows core's codes: the address, the key, the workspace", () => {
    expect(profileFieldOf({ code: 'invalid_url', message: 'The address must start with https://.' })).toBe('baseUrl')
    expect(profileFieldOf({ code: 'insecure_url', message: 'The address must use https:// for example.com.' })).toBe('baseUrl')
    expect(profileFieldOf({ code: 'unreachable', message: 'Could not reach https://example.com.' })).toBe('baseUrl')
    expect(profileFieldOf({ code: 'unknown_key', message: 'The service does not know this API key (401).' })).toBe('apiKey')
    expect(profileFieldOf({ code: 'wrong_workspace', message: 'This key cannot see workspace "ws_x" (403).' })).toBe('workspaceId')
  })

  it('places an empty field by the subject core names', () => {
    expect(profileFieldOf({ code: 'invalid_profile', message: 'The workspace id must not be empty.' })).toBe('workspaceId')
    expect(profileFieldOf({ code: 'invalid_profile', message: 'The API key must not be empty.' })).toBe('apiKey')
    expect(profileFieldOf({ code: 'invalid_profile', message: 'The label must not be empty.' })).toBe('label')
  })

  it('leaves what is about the whole form to the form', () => {
    expect(profileFieldOf({ code: 'verification_failed', message: "The service is limiting this key's requests (429)." })).toBeNull()
    expect(profileFieldOf({ code: 'invalid_profile', message: 'Requests per minute must be a whole number of at least 1.' })).toBeNull()
  })
})
