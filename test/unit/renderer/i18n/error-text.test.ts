import { afterEach, describe, expect, it } from 'vitest'
import { builtCatalog } from '../../../../scripts/i18n'
import { CoreError, inEnglish, words } from '../../../../src/core/errors/core-error'
import { isPseudo } from '../../../../src/shared/i18n/locales'
import { SOURCE_MESSAGES } from '../../../../src/shared/i18n/source'
import { Translator } from '../../../../src/shared/i18n/translator'
import { errorText, sentText, translation } from '../../../../src/renderer/i18n/translation.svelte'
import { WallBehindError } from '../../../../src/core/sync/errors'

const german = () => new Translator('de', builtCatalog('de'))

describe("a core error's words", () => {
  afterEach(() => {
    translation.translator = new Translator('en', SOURCE_MESSAGES)
  })

  it('are English in its message and the language in use on screen', () => {
    const error = new CoreError('rate_limited', words('errors.api.rateLimited', { seconds: 1 }), { status: 429 })
    expect(error.message).toBe("Too many requests for this workspace's plan. Switchboard waits 1 second before sending more.")
    const sent = error.toBridgeError()
    expect(sent.words).toEqual({ key: 'errors.api.rateLimited', params: { seconds: 1 } })
    expect(errorText(sent)).toBe(error.message)
    translation.translator = german()
    expect(errorText(sent)).toBe('Zu viele Anfragen für den Tarif dieses Arbeitsbereichs. Switchboard wartet 1 Sekunde, bevor es weitere sendet.')
  })

  it('fall back to the English sent without a key or with a key this renderer lacks', () => {
    translation.translator = german()
    const said = new CoreError('bad_request', 'phoneNumber: must be E.164').toBridgeError()
    expect(said.words).toBeUndefined()
    expect(errorText(said)).toBe('phoneNumber: must be E.164')
    expect(errorText({ code: 'gone', message: 'Gone.', words: { key: 'errors.none.such' } })).toBe('Gone.')
  })

  it('are bracketed in a pseudo-locale, so a tour finds none left in English', () => {
    expect(isPseudo('en-XA')).toBe(true)
    translation.translator = new Translator('en-XA', {})
    const sent = new CoreError('no_workspace', words('errors.workspaces.noWorkspace')).toBridgeError()
    expect(errorText(sent)).toMatch(/^\[.+\]$/)
    expect(errorText(sent)).not.toBe(`[${sent.message}]`)
  })

  it("word the connection's reason too: the wall behind a limited key, in German", () => {
    const behind = new WallBehindError(12_000, 'the service is limiting this key')
    expect(sentText(behind.words, behind.message)).toBe('Behind: 12 s (the service is limiting this key)')
    translation.translator = german()
    expect(sentText(behind.words, behind.message)).toBe('Verzögert: 12 s (der Dienst drosselt diesen Schlüssel)')
  })

  it("word the outbound guard's blocks by their words: quiet hours, in German", () => {
    const said = words('errors.outbound.quietHours', { time: '22:30', zone: 'Europe/Paris', start: '08:00', end: '21:00' })
    const english = 'It is 22:30 for the customer (Europe/Paris); calls are allowed from 08:00 to 21:00 their time.'
    expect(sentText(said, english)).toBe(english)
    translation.translator = german()
    expect(sentText(said, english)).toBe('Beim Kunden ist es 22:30 (Europe/Paris); Anrufe sind von 08:00 bis 21:00 Ortszeit erlaubt.')
  })

  it('word a step-in answer by its words: a hand-back, in German', () => {
    const said = words('errors.stepIn.handedBack', { agent: 'Sales Agent' })
    expect(inEnglish(said)).toBe("Sales Agent's call: handed back to Sales Agent; you are listening.")
    translation.translator = german()
    expect(sentText(said, inEnglish(said))).toBe('Anruf von Sales Agent: an Sales Agent zurückgegeben; Sie hören mit.')
  })
})
