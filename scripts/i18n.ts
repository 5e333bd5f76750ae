/**
 * `npm run i18n`: writes `src/shared/i18n/catalog.ts` from the catalogs
 * (`messages/<area>/<locale>.json`, one folder per part of the console, so
 * two people adding messages to different parts never touch one file): the
 * type of every message of the source (English) and of its parameters, so a
 * missing or misspelt message or a wrong parameter is a type error; and each
 * other language's loader, one chunk each, loaded when chosen.
 * `catalogs.test.ts` fails while the file is not what this writes.
 *
 * `i18nMessages` is the build's part (electron.vite.config.ts,
 * vitest.config.ts): it parses the messages, and gives each module the
 * source's messages it names.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { LANGUAGES, SOURCE } from '../src/shared/i18n/locales'
import type { Message } from '../src/shared/i18n/catalog'

export const CATALOG_DIR = join(import.meta.dirname, '../src/shared/i18n/messages')
export const CATALOG_FILE = join(import.meta.dirname, '../src/shared/i18n/catalog.ts')

export type Catalog = Record<string, string>
/** A parameter's TypeScript type, by how the message uses it. */
export type ParamType = 'number' | 'string' | 'string | number'

/** The parts of the console with messages: each a folder of `messages/`, its keys starting with its name. */
export function areas(dir = CATALOG_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

export function readArea(area: string, locale: string, dir = CATALOG_DIR): Catalog {
  return JSON.parse(readFileSync(join(dir, area, `${locale}.json`), 'utf8')) as Catalog
}

/** One language's messages of every area. */
export function readCatalog(locale: string, dir = CATALOG_DIR): Catalog {
  return Object.assign({}, ...areas(dir).map((area) => readArea(area, locale, dir))) as Catalog
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

/** A message as the console keeps it: plain text as it reads, else ICU's syntax tree, parsed here so that the window needs no parser. */
export function compileMessage(message: string): Message {
  const elements = parse(message, { ignoreTag: true })
  if (elements.length === 0) return ''
  const [only] = elements
  return elements.length === 1 && only?.type === TYPE.literal ? only.value : elements
}

export function compileCatalog(catalog: Catalog): Record<string, Message> {
  return Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)]))
}

/** One language's messages as the build gives them to the window (parsed): what a test words with, as the console does. */
export function builtCatalog(locale: string, dir = CATALOG_DIR): Record<string, Message> {
  return compileCatalog(readCatalog(locale, dir))
}

/**
 * The messages a module's code names: a key written whole (`'calls.wall.shown'`), and every key a
 * template can make (`` `app.view.${id}` `` names every `app.view.*`).
 */
export function keysNamedIn(code: string, keys: readonly string[]): string[] {
  const known = new Set(keys)
  const named = new Set<string>()
  for (const [, key] of code.matchAll(/['"`]([a-z]+(?:\.[A-Za-z0-9]+)+)['"`]/g)) if (key && known.has(key)) named.add(key)
  for (const [, template] of code.matchAll(/`([a-z]+\.[A-Za-z0-9.]*\$\{[^`]*)`/g)) {
    const prefix = template!.slice(0, template!.indexOf('${'))
    const suffix = template!.slice(template!.lastIndexOf('}') + 1)
    for (const key of keys) if (key.length > prefix.length + suffix.length && key.startsWith(prefix) && key.endsWith(suffix)) named.add(key)
  }
  return [...named].sort()
}

/** A language's catalog at build, parsed (`compileMessage`): `import('virtual:messages/<locale>')`. */
const LANGUAGE_MODULE = 'virtual:messages/'

/**
 * The catalogs at build: each language's, every area in one chunk, parsed
 * (`LANGUAGE_MODULE`); and each module of `src/` gets the source's messages
 * its code names (`keysNamedIn`), added to the source's messages as it
 * loads (`i18n/source.ts`). The source's words thus travel with the code
 * that shows them: the start bundle holds only the start's.
 */
export function i18nMessages(root: string): Plugin {
  // The configs that use this are bundled apart from it: paths from the project's root, which they know.
  const sources = join(root, 'src') + sep
  const i18n = join(sources, 'shared/i18n') + sep
  // Core words its errors from the errors catalog itself (core-error.ts): it runs unbundled too, in tests and tools.
  const core = join(sources, 'core') + sep
  const catalogs = join(i18n, 'messages')
  const source = builtCatalog(SOURCE, catalogs)
  const keys = Object.keys(source)
  return {
    name: 'i18n-messages',
    enforce: 'post',
    resolveId(id) {
      return id.startsWith(LANGUAGE_MODULE) ? `\0${id}` : null
    },
    load(id) {
      if (!id.startsWith(`\0${LANGUAGE_MODULE}`)) return null
      const catalog = builtCatalog(id.slice(LANGUAGE_MODULE.length + 1), catalogs)
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalog))})`
    },
    transform(code, id) {
      if (!id.startsWith(sources) || id.startsWith(i18n) || id.startsWith(core) || id.includes('?') || !/\.(ts|js|svelte)$/.test(id)) return null
      const named = keysNamedIn(code, keys)
      if (named.length === 0) return null
      const messages = Object.fromEntries(named.map((key) => [key, source[key]]))
      const registry = `./${relative(dirname(id), join(i18n, 'source.ts')).split(sep).join('/')}`
      // On the first line, so that the module's own lines keep their numbers.
      return { code: `import { addSource } from ${JSON.stringify(registry)}; addSource(${JSON.stringify(messages)});${code}`, map: null }
    },
  }
}

export function catalogFile(): string {
  const source = readCatalog(SOURCE)
  const lines = [
    '// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.',
    "import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'",
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
    '/** A message as built: plain text as it reads, else ICU\'s syntax tree (no parser at run time). */',
    'export type Message = string | MessageFormatElement[]',
    'export type Catalog = Partial<Record<MessageKey, Message>>',
    '',
    '/** Each other language\'s messages, parsed at build, one chunk each, loaded when chosen. */',
    `export const CATALOG_LOADERS: Record<Exclude<Language, '${SOURCE}'>, () => Promise<Catalog>> = {`,
  )
  for (const { locale } of LANGUAGES.filter((l) => l.locale !== SOURCE)) {
    lines.push(`  '${locale}': async () => (await import('${LANGUAGE_MODULE}${locale}')).default,`)
  }
  lines.push('}', '')
  return lines.join('\n')
}

if (process.argv[1] === import.meta.filename) writeFileSync(CATALOG_FILE, catalogFile())
