import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { areas, CATALOG_FILE, catalogFile, compileMessage, keysNamedIn, parametersOf, readArea, readCatalog } from '../../../../scripts/i18n'
import { LANGUAGES, SOURCE } from '../../../../src/shared/i18n/locales'

const source = readCatalog(SOURCE)
const translations = LANGUAGES.filter((l) => l.locale !== SOURCE).map((l) => l.locale)

describe('the message catalogs', () => {
  it('are what catalog.ts types and loads (run `npm run i18n` after editing a catalog)', () => {
    expect(readFileSync(CATALOG_FILE, 'utf8')).toBe(catalogFile())
  })

  it("keep each part's messages under its name, once", () => {
    const seen = new Map<string, string>()
    for (const area of areas()) {
      for (const key of Object.keys(readArea(area, SOURCE))) {
        expect({ key, area: key.startsWith(`${area}.`) ? area : 'another part' }).toEqual({ key, area })
        expect({ key, also: seen.get(key) }).toEqual({ key, also: undefined })
        seen.set(key, area)
      }
    }
  })

  it.each(translations)('%s has exactly the source\'s messages', (locale) => {
    const catalog = readCatalog(locale)
    expect({ missing: Object.keys(source).filter((k) => !(k in catalog)), extra: Object.keys(catalog).filter((k) => !(k in source)) }).toEqual({
      missing: [],
      extra: [],
    })
  })

  it.each(translations)('%s takes the same parameters, of the same kinds, in each message', (locale) => {
    const catalog = readCatalog(locale)
    const differing = Object.keys(source).filter((key) => {
      const own = catalog[key]
      return own !== undefined && JSON.stringify([...parametersOf(own)].sort()) !== JSON.stringify([...parametersOf(source[key] ?? '')].sort())
    })
    expect(differing).toEqual([])
  })

  it('refuses a number, date or time formatted by the message rather than by the console', () => {
    expect(() => parametersOf('{n, number} calls')).toThrow(/plain, plural or select/)
    expect(() => parametersOf('at {t, time, short}')).toThrow(/plain, plural or select/)
    expect([...parametersOf('{a} {n, plural, one {# call {b}} other {#}} {s, select, x {y} other {z}}')]).toEqual([
      ['a', 'string | number'],
      ['n', 'number'],
      ['b', 'string | number'],
      ['s', 'string'],
    ])
  })

  it('keep plain text as it reads and parse the rest at build', () => {
    expect(compileMessage('Live calls')).toBe('Live calls')
    expect(compileMessage("Don''t '{'wait'}'")).toBe("Don't {wait}")
    expect(compileMessage('')).toBe('')
    const calls = (word: string) => ({ value: [{ type: TYPE.pound }, { type: TYPE.literal, value: ` ${word}` }] })
    expect(compileMessage('{n, plural, one {# call} other {# calls}}')).toEqual([
      { type: TYPE.plural, value: 'n', offset: 0, pluralType: 'cardinal', options: { one: calls('call'), other: calls('calls') } },
    ])
  })
})

describe("the source's messages a module names (the build gives them to it)", () => {
  const keys = ['app.view.calls', 'app.view.history', 'app.nav.shortcut', 'history.list.calls.export', 'history.list.calls.count']

  it('are the keys written whole and every key a template can make', () => {
    expect(keysNamedIn("t('app.nav.shortcut', { view: t(`app.view.${view.id}`) }) + 'app.unknown'", keys)).toEqual(['app.nav.shortcut', 'app.view.calls', 'app.view.history'])
    expect(keysNamedIn('label={t(`history.list.${noun}.export`)}', keys)).toEqual(['history.list.calls.export'])
    expect(keysNamedIn('"app.view.calls" app.view.history', keys)).toEqual(['app.view.calls'])
  })

  it('are every message of the source, named by some module of src (a key built otherwise would have no words)', () => {
    const keys = Object.keys(source)
    const named = new Set<string>()
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) walk(path)
        else if (/\.(ts|svelte)$/.test(entry.name) && !path.endsWith('catalog.ts')) for (const key of keysNamedIn(readFileSync(path, 'utf8'), keys)) named.add(key)
      }
    }
    walk(join(import.meta.dirname, '../../../../src'))
    expect(keys.filter((key) => !named.has(key))).toEqual([])
  })
})
