import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Message } from './catalog'

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((c, i) => [c, [...'áƀçđéĝĥíķĺñöŕšţüýžÅßÇĐÉĜĤÎĶĹÑÖŘŠŢÜÝŽ'][i] ?? c]),
)

/** English made accented, 40 % longer and bracketed; each placeholder and plural kept as it was (a parsed message in, one out). */
export function pseudoMessage(message: Message, rightToLeft: boolean): Message {
  // U+202E/U+202C: right-to-left override, so left-to-right letters are laid out as a right-to-left script's would be.
  const [open, close] = rightToLeft ? ['\u202e[', ']\u202c'] : ['[', ']']
  if (typeof message === 'string') return open + pseudoText(message) + close
  return [{ type: TYPE.literal, value: open }, ...pseudoElements(message), { type: TYPE.literal, value: close }]
}

function pseudoText(text: string): string {
  const accented = [...text].map((c) => ACCENTED[c] ?? c).join('')
  const extra = Math.ceil(text.replace(/\s/g, '').length * 0.4)
  return accented + (extra > 0 && /\S/.test(text) ? '·'.repeat(extra) : '')
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: pseudoText(element.value) }
      case TYPE.select:
      case TYPE.plural:
        return {
          ...element,
          options: Object.fromEntries(Object.entries(element.options).map(([name, option]) => [name, { ...option, value: pseudoElements(option.value) }])),
        }
      default:
        return element
    }
  })
}
