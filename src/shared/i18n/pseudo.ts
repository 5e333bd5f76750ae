import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Message } from './catalog'

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((c, i) => [c, [...'áƀçđéĝĥíķĺñöŕšţüýžÅßÇĐÉĜĤÎĶĹÑÖŘŠŢÜÝŽ'][i] ?? c]),
)

/**
 * English made accented, 40 % longer and bracketed; each placeholder and plural kept as it was (a parsed message in,
 * one out). Right to left, each piece of the message's own text is laid out as a right-to-left script's would be
 * (U+202E … U+202C), the values put in it (times, numbers, names) as they are.
 */
export function pseudoMessage(message: Message, rightToLeft: boolean): Message {
  const text = (value: string) => (rightToLeft ? `\u202e${pseudoText(value)}\u202c` : pseudoText(value))
  if (typeof message === 'string') return `[${text(message)}]`
  return [{ type: TYPE.literal, value: '[' }, ...pseudoElements(message, text), { type: TYPE.literal, value: ']' }]
}

function pseudoText(text: string): string {
  const accented = [...text].map((c) => ACCENTED[c] ?? c).join('')
  const extra = Math.ceil(text.replace(/\s/g, '').length * 0.4)
  return accented + (extra > 0 && /\S/.test(text) ? '·'.repeat(extra) : '')
}

function pseudoElements(elements: MessageFormatElement[], text: (value: string) => string): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: text(element.value) }
      case TYPE.select:
      case TYPE.plural:
        return {
          ...element,
          options: Object.fromEntries(Object.entries(element.options).map(([name, option]) => [name, { ...option, value: pseudoElements(option.value, text) }])),
        }
      default:
        return element
    }
  })
}
