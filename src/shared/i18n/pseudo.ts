import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((c, i) => [c, [...'áƀçđéĝĥíķĺñöŕšţüýžÅßÇĐÉĜĤÎĶĹÑÖŘŠŢÜÝŽ'][i] ?? c]),
)

/** English made accented, 40 % longer and bracketed; each placeholder and plural kept as it was (ICU text in, ICU text out). */
export function pseudoMessage(message: string, rightToLeft: boolean): string {
  const body = print(parse(message, { ignoreTag: true }), (text) => {
    const accented = [...text].map((c) => ACCENTED[c] ?? c).join('')
    const extra = Math.ceil(text.replace(/\s/g, '').length * 0.4)
    return accented + (extra > 0 && /\S/.test(text) ? '·'.repeat(extra) : '')
  })
  // U+202E/U+202C: right-to-left override, so left-to-right letters are laid out as a right-to-left script's would be.
  return rightToLeft ? `\u202e[${body}]\u202c` : `[${body}]`
}

function print(elements: MessageFormatElement[], literal: (text: string) => string): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return escape(literal(element.value))
        case TYPE.argument:
          return `{${element.value}}`
        case TYPE.pound:
          return '#'
        case TYPE.select:
        case TYPE.plural: {
          const kind = element.type === TYPE.select ? 'select' : element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'
          const options = Object.entries(element.options).map(([name, option]) => `${name} {${print(option.value, literal)}}`)
          const offset = element.type === TYPE.plural && element.offset ? ` offset:${element.offset}` : ''
          return `{${element.value}, ${kind},${offset} ${options.join(' ')}}`
        }
        default:
          // Numbers and dates are formatted by the console's own formatters before they become parameters (catalogs.test.ts).
          throw new Error(`A message may use only text, plural and select parameters: ${message(element)}`)
      }
    })
    .join('')
}

function message(element: MessageFormatElement): string {
  return 'value' in element ? String(element.value) : String(element.type)
}

/** ICU's quoting: a literal brace, hash or apostrophe stays literal. */
function escape(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}#]/g, (c) => `'${c}'`)
}
