import { describe, expect, it } from 'vitest'
import { TYPE } from '@formatjs/icu-messageformat-parser'
import assert from 'node:assert'
import { builtCatalog, compileMessage } from '../../../../scripts/i18n'
import { bestLanguage, formattingLocale } from '../../../../src/shared/i18n/locales'
import { pseudoMessage } from '../../../../src/shared/i18n/pseudo'
import { Translator } from '../../../../src/shared/i18n/translator'

const english = builtCatalog('en')
const translator = (locale: 'en' | 'es' | 'pt-BR' | 'fr' | 'de') => new Translator(locale, builtCatalog(locale), english)

describe('a translator', () => {
  it('words plurals by each language\'s rules', () => {
    const shown = (locale: 'en' | 'es' | 'pt-BR' | 'fr' | 'de', total: number) => translator(locale).t('calls.wall.shown', { shown: 1, total })
    expect([shown('en', 1), shown('en', 12)]).toEqual(['1 of 1 call shown', '1 of 12 calls shown'])
    expect([shown('es', 1), shown('es', 12)]).toEqual(['1 de 1 llamada mostrada', '1 de 12 llamadas mostradas'])
    expect([shown('pt-BR', 1), shown('fr', 12), shown('de', 12)]).toEqual(['1 de 1 chamada exibida', '1 sur 12 appels affichés', '1 von 12 Anrufen angezeigt'])
    // French counts 0 and 1 as one; German does not.
    expect(translator('fr').t('calls.wall.newCalls', { count: 0, pinned: 0 })).toBe('0 nouvel appel')
    expect(translator('de').t('calls.wall.newCalls', { count: 0, pinned: 2 })).toBe('0 neue Anrufe, 2 angeheftet')
    expect(translator('pt-BR').t('calls.wall.newCalls', { count: 3, pinned: 1 })).toBe('3 novas chamadas, 1 fixada')
  })

  it("words selects by each language's words", () => {
    const add = (locale: 'en' | 'es' | 'pt-BR' | 'fr' | 'de', type: string) => translator(locale).t('admin.folders.addLabel', { type })
    expect([add('en', 'call'), add('en', 'message'), add('en', 'voice')]).toEqual(['Add a call flow', 'Add a message flow', 'Add a voice flow'])
    expect(['es', 'pt-BR', 'fr', 'de'].map((locale) => add(locale as 'es', 'message'))).toEqual([
      'Añadir un flujo de mensajes',
      'Adicionar um fluxo de mensagens',
      'Ajouter un flux de messages',
      'Nachrichten-Flow hinzufügen',
    ])
  })

  it('keeps an apostrophe in text as written', () => {
    expect(translator('fr').t('app.language.system', { language: 'Français' })).toBe("La langue de l'ordinateur (Français)")
  })

  it('falls back to the source\'s words for a message its catalog lacks, never the key', () => {
    const partial = new Translator('de', { 'app.view.calls': 'Live-Anrufe' }, english)
    expect(partial.t('app.view.calls')).toBe('Live-Anrufe')
    expect(partial.t('app.view.history')).toBe('History')
    expect(partial.t('calls.wall.shown', { shown: 2, total: 1 })).toBe('2 of 1 call shown')
  })
})

describe('the pseudo-locales', () => {
  it('accent, lengthen and bracket the text, keeping parameters and plurals', () => {
    expect(pseudoMessage(compileMessage('Live calls'), false)).toBe('[Ĺívé çáĺĺš····]')
    const plural = pseudoMessage(compileMessage('{total, plural, one {# call} other {# calls}} shown'), false)
    assert(Array.isArray(plural))
    const shown = [{ type: TYPE.argument, value: 'shown' } as const, { type: TYPE.literal, value: ' ' } as const, ...plural]
    expect(new Translator('en-XA', { 'calls.wall.shown': shown }, english).t('calls.wall.shown', { shown: 1, total: 2 })).toBe('1 [2 çáĺĺš·· šĥöwñ··]')
  })

  it('are made from the source for every message the catalog lacks', () => {
    expect(new Translator('en-XA', {}, english).t('calls.wall.shown', { shown: 1, total: 2 })).toBe('[1 öf ·2 çáĺĺš·· šĥöwñ··]')
  })

  it("write right to left with an override around the message's own text, never around a value put in it", () => {
    expect(pseudoMessage(compileMessage('Admin'), true)).toBe('[\u202eÅđmíñ··\u202c]')
    expect(new Translator('ar-XB', {}, english).t('calls.wall.shown', { shown: 1, total: 2 })).toBe(
      '[1\u202e öf ·\u202c2\u202e çáĺĺš··\u202c\u202e šĥöwñ··\u202c]',
    )
  })
})

describe('the computer\'s language', () => {
  it('is matched to the best offered: region, then language, then the next preference, then English', () => {
    expect(bestLanguage(['pt-BR'])).toBe('pt-BR')
    expect(bestLanguage(['pt-PT', 'en'])).toBe('pt-BR')
    expect(bestLanguage(['de-AT'])).toBe('de')
    expect(bestLanguage(['ja', 'fr-CA'])).toBe('fr')
    expect(bestLanguage(['ja', 'not a tag!'])).toBe('en')
    expect(bestLanguage([])).toBe('en')
  })
})

describe('the locale numbers and dates are written in', () => {
  it("is the words' language, in the computer's region when the computer speaks it; English for the pseudo-locales", () => {
    expect(formattingLocale('en', 'en-GB')).toBe('en-GB')
    expect(formattingLocale('de', 'en-GB')).toBe('de')
    expect(formattingLocale('de', 'de-AT')).toBe('de-AT')
    expect(formattingLocale('pt-BR', 'pt-PT')).toBe('pt-PT')
    expect(formattingLocale('en-XA', 'fr-FR')).toBe('en')
    expect(formattingLocale('ar-XB', 'en-US')).toBe('en-US')
  })
})
