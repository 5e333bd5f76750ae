import { afterEach, describe, expect, it } from 'vitest'
import { builtCatalog } from '../../../../scripts/i18n'
import { diagnoseKeychainError } from '../../../../src/core/secrets'
import { keychainText, profileFieldOf } from '../../../../src/renderer/workspaces/profile-errors'
import { translation } from '../../../../src/renderer/i18n/translation.svelte'
import { SOURCE } from '../../../../src/shared/i18n/locales'
import { SOURCE_MESSAGES } from '../../../../src/shared/i18n/source'
import { Translator } from '../../../../src/shared/i18n/translator'

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

describe("the keychain's banner", () => {
  afterEach(() => {
    translation.translator = new Translator(SOURCE, SOURCE_MESSAGES)
  })

  it('says the reason and the fix in English, and in the language in use by their words', () => {
    const locked = diagnoseKeychainError('Cannot create an item in a locked collection', 'darwin')
    expect(keychainText(locked)).toBe('the keyring is locked. Open Keychain Access, unlock the login keychain, and allow Switchboard to use it.')
    translation.translator = new Translator('de', builtCatalog('de'))
    expect(keychainText(locked)).toMatch(/^der Schlüsselbund ist gesperrt\. Öffnen Sie die Schlüsselbundverwaltung/)
    expect(keychainText({ reason: 'another host', fix: 'Ask it.' })).toBe('another host. Ask it.')
  })
})
