import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { areas, CATALOG_FILE, catalogFile, parametersOf, readArea, readCatalog } from '../../../../scripts/i18n'
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
})
