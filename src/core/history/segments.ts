import type { Highlighted } from '../../shared/bridge'
import { MARK_END, MARK_START } from '../cache'

/**
 * Splits a cache snippet (matched words between MARK_START and MARK_END) into
 * plain and marked parts. The renderer shows them as text and <mark> elements,
 * so nothing is ever parsed as HTML. Unbalanced markers are tolerated: a start
 * without an end marks to the end, a stray end is dropped. Adjacent parts of the
 * same kind are merged and empty parts dropped.
 */
export function toHighlighted(snippet: string): Highlighted {
  const parts: Highlighted = []
  let marked = false
  let text = ''
  const flush = () => {
    if (text === '') return
    const last = parts.at(-1)
    if (last && last.marked === marked) last.text += text
    else parts.push({ text, marked })
    text = ''
  }
  for (const char of snippet) {
    if (char === MARK_START || char === MARK_END) {
      flush()
      marked = char === MARK_START
    } else {
      text += char
    }
  }
  flush()
  return parts
}

/** The same text without any mark, for a value that matched nothing. */
export function plain(text: string): Highlighted {
  return text === '' ? [] : [{ text, marked: false }]
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu

/**
 * Marks, case- and accent-insensitively, every word of `text` that starts with
 * one of the query's terms: the agents directory is searched in memory, the way
 * FTS5 matches the rest (prefix terms, diacritics removed).
 */
export function highlightPrefixes(text: string, terms: readonly string[]): Highlighted {
  if (terms.length === 0) return plain(text)
  const parts: Highlighted = []
  const push = (piece: string, marked: boolean) => {
    if (piece === '') return
    const last = parts.at(-1)
    if (last && last.marked === marked) last.text += piece
    else parts.push({ text: piece, marked })
  }
  let index = 0
  for (const match of text.matchAll(WORD)) {
    const word = match[0]
    const start = match.index
    const folded = fold(word)
    const term = longest(terms.filter((t) => folded.startsWith(t)))
    if (!term) continue
    push(text.slice(index, start), false)
    const length = prefixLength(word, term.length)
    push(word.slice(0, length), true)
    index = start + length
  }
  push(text.slice(index), false)
  return parts
}

/** The words of `text` (runs of letters and digits), folded as `highlightPrefixes` compares them. */
export function foldedWords(text: string): string[] {
  return (text.match(WORD) ?? []).map(fold).filter((word) => word !== '')
}

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** How many characters of `word` make up its first `foldedLength` folded characters (accents fold to nothing). */
function prefixLength(word: string, foldedLength: number): number {
  let length = 0
  for (const char of word) {
    if (fold(word.slice(0, length)).length >= foldedLength) break
    length += char.length
  }
  return length
}

function longest(terms: readonly string[]): string | undefined {
  return terms.reduce<string | undefined>((best, t) => (best === undefined || t.length > best.length ? t : best), undefined)
}
