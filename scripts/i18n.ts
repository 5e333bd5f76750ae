/**
 * `npm run i18n`: writes `src/shared/i18n/catalog.ts` from the catalogs
 * (`messages/<area>/<locale>.json`, one folder per part of the console, so
 * two people adding messages to different parts never touch one file): the
 * type of every message of the source (English) and of its parameters, so a
 * missing or misspelt message or a wrong parameter is a type error; the
 * source's messages, bundled; and each other language's loader, one chunk per
 * area, loaded when chosen. `catalogs.test.ts` fails while the file is not
 * what this writes.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES, SOURCE } from '../src/shared/i18n/locales'

export const CATALOG_DIR = join(import.meta.dirname, '../src/shared/i18n/messages')
export const CATALOG_FILE = join(import.meta.dirname, '../src/shared/i18n/catalog.ts')

export type Catalog = Record<string, string>
/** A parameter's TypeScript type, by how the message uses it. */
export type ParamType = 'number' | 'string' | 'string | number'

/** The parts of the console with messages: each a folder of `messages/`, its keys starting with its name. */
export function areas(): string[] {
  return readdirSync(CATALOG_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

export function readArea(area: string, locale: string): Catalog {
  return JSON.parse(readFileSync(join(CATALOG_DIR, area, `${locale}.json`), 'utf8')) as Catalog
}

/** One language's messages of every area. */
export function readCatalog(locale: string): Catalog {
  return Object.assign({}, ...areas().map((area) => readArea(area, locale))) as Catalog
}

/** The parameters a message takes and their types; throws on a message ICU cannot parse. */
export function parametersOf(message: string): Map<string, ParamType> {
  const found = new Map<string, ParamType>()
  const add = (name: string, type: ParamType) => {
    const before = found.get(name)
    // Used as a number in one place and as text in another: a number is both.
    found.set(name, before === undefined || before === type ? type : before === 'number' || type === 'number' ? 'number' : type)
  }
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) add(element.value, 'string | number')
      else if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time)
        // Numbers, dates and times are formatted by the console's own formatters in the chosen language before they become parameters.
        throw new Error(`"${message}": {${element.value}} must be a plain, plural or select parameter`)
      else if (element.type === TYPE.select) {
        add(element.value, 'string')
        for (const option of Object.values(element.options)) walk(option.value)
      } else if (element.type === TYPE.plural) {
        add(element.value, 'number')
        for (const option of Object.values(element.options)) walk(option.value)
      }
    }
  }
  walk(parse(message, { ignoreTag: true }))
  return found
}

const identifier = (area: string, locale: string) => `${area}_${locale}`.replace(/\W/g, '_')

export function catalogFile(): string {
  const all = areas()
  const source = readCatalog(SOURCE)
  const lines = [
    '// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.',
    ...all.map((area) => `import ${identifier(area, SOURCE)} from './messages/${area}/${SOURCE}.json'`),
    "import type { Language } from './locales'",
    '',
    '/** Every message of the source catalog, with the parameters it takes. */',
    'export interface MessageParams {',
  ]
  for (const key of Object.keys(source).sort()) {
    const params = [...parametersOf(source[key] ?? '')].sort(([a], [b]) => a.localeCompare(b))
    const type = params.length === 0 ? 'Record<string, never>' : `{ ${params.map(([name, t]) => `${name}: ${t}`).join('; ')} }`
    lines.push(`  '${key}': ${type}`)
  }
  lines.push(
    '}',
    '',
    'export type MessageKey = keyof MessageParams',
    'export type Catalog = Partial<Record<MessageKey, string>>',
    '',
    '/** The source\'s messages, bundled. */',
    `export const SOURCE_CATALOG = { ${all.map((area) => `...${identifier(area, SOURCE)}`).join(', ')} } as Record<MessageKey, string>`,
    '',
    '/** Each other language\'s messages, one chunk per area, loaded when chosen. */',
    `export const CATALOG_LOADERS: Record<Exclude<Language, '${SOURCE}'>, () => Promise<Catalog>> = {`,
  )
  for (const { locale } of LANGUAGES.filter((l) => l.locale !== SOURCE)) {
    const imports = all.map((area) => `import('./messages/${area}/${locale}.json')`).join(', ')
    lines.push(`  '${locale}': async () => Object.assign({}, ...(await Promise.all([${imports}])).map((m) => m.default)) as Catalog,`)
  }
  lines.push('}', '')
  return lines.join('\n')
}

if (process.argv[1] === import.meta.filename) writeFileSync(CATALOG_FILE, catalogFile())
