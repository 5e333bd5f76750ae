/**
 * `npm run i18n`: writes `src/shared/i18n/message-keys.ts`, the type of
 * every message of the source catalog (`messages/en.json`) and of its
 * parameters, so a missing or misspelt message, or a wrong parameter, is a
 * type error. `catalogs.test.ts` fails while the file is not what this writes.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const CATALOG_DIR = join(import.meta.dirname, '../src/shared/i18n/messages')
export const KEYS_FILE = join(import.meta.dirname, '../src/shared/i18n/message-keys.ts')

export type Catalog = Record<string, string>
/** A parameter's TypeScript type, by how the message uses it. */
export type ParamType = 'number' | 'string' | 'string | number'

export function readCatalog(locale: string): Catalog {
  return JSON.parse(readFileSync(join(CATALOG_DIR, `${locale}.json`), 'utf8')) as Catalog
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

export function keysFile(source: Catalog): string {
  const lines = [
    '// Written by `npm run i18n` (scripts/i18n.ts) from messages/en.json; do not edit.',
    '',
    '/** Every message of the source catalog, with the parameters it takes. */',
    'export interface MessageParams {',
  ]
  for (const key of Object.keys(source).sort()) {
    const params = [...parametersOf(source[key] ?? '')].sort(([a], [b]) => a.localeCompare(b))
    const type = params.length === 0 ? 'Record<string, never>' : `{ ${params.map(([name, t]) => `${name}: ${t}`).join('; ')} }`
    lines.push(`  '${key}': ${type}`)
  }
  lines.push('}', '')
  return lines.join('\n')
}

if (process.argv[1] === import.meta.filename) writeFileSync(KEYS_FILE, keysFile(readCatalog('en')))
