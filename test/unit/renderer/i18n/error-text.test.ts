import { afterEach, describe, expect, it } from 'vitest'
import { readCatalog } from '../../../../scripts/i18n'
import { CoreError, words } from '../../../../src/core/errors/core-error'
import { SOURCE_CATALOG } from '../../../../src/shared/i18n/catalog'
import { Translator, type Catalog } from '../../../../src/shared/i18n/translator'
import { errorText, translation } from '../../../../src/renderer/i18n/translation.svelte'

describe("a core error's words", () => {
  afterEach(() => {
    translation.translator = new Translator('en', SOURCE_CATALOG)
  })

  it('are English in its message and the language in use on screen', () => {
    const error = new CoreError('rate_limited', words('errors.api.rateLimited', { seconds: 1 }), { status: 429 })
    expect(error.message).toBe("Too many requests for this workspace's plan. Switchboard waits 1 second before sending more.")
    const sent = error.toBridgeError()
    expect(sent.words).toEqual({ key: 'errors.api.rateLimited', params: { seconds: 1 } })
    expect(errorText(sent)).toBe(error.message)
    translation.translator = new Translator('de', readCatalog('de') as Catalog)
    expect(errorText(sent)).toBe('Zu viele Anfragen für den Tarif dieses Arbeitsbereichs. Switchboard wartet 1 Sekunde, bevor es weitere sendet.')
  })

  it('fall back to the English sent without a key or with a key this renderer lacks', () => {
    translation.translator = new Translator('de', readCatalog('de') as Catalog)
    const said = new CoreError('bad_request', 'phoneNumber: must be E.164').toBridgeError()
    expect(said.words).toBeUndefined()
    expect(errorText(said)).toBe('phoneNumber: must be E.164')
    expect(errorText({ code: 'gone', message: 'Gone.', words: { key: 'errors.none.such' } })).toBe('Gone.')
  })
})
