/** A phrase found in a text: the phrase as listed and a short excerpt around it. */
export interface PhraseMatch {
  phrase: string
  excerpt: string
}

const EXCERPT_CONTEXT = 30

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The first phrase said in the texts, matched case-insensitively as whole words
 * with any spacing between them ("STOP" finds "stop." and "Stop!", not
 * "nonstop"; "do not call" finds "Do  not call").
 */
export function findPhrase(texts: readonly string[], phrases: readonly string[]): PhraseMatch | undefined {
  return phraseFinder(phrases)(texts)
}

/** `findPhrase` with the phrases compiled once, for checking many callbacks. */
export function phraseFinder(phrases: readonly string[]): (texts: readonly string[]) => PhraseMatch | undefined {
  const patterns = phrases
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase.length > 0)
    .map((phrase) => ({
      phrase,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${phrase.split(/\s+/).map(escape).join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu'),
    }))
  return (texts) => {
    for (const text of texts) {
      for (const { phrase, pattern } of patterns) {
        const found = pattern.exec(text)
        if (found) return { phrase, excerpt: excerptAround(text, found.index, found[0].length) }
      }
    }
    return undefined
  }
}

function excerptAround(text: string, index: number, length: number): string {
  const from = Math.max(0, index - EXCERPT_CONTEXT)
  const to = Math.min(text.length, index + length + EXCERPT_CONTEXT)
  const inner = text.slice(from, to).replace(/\s+/g, ' ').trim()
  return `${from > 0 ? '…' : ''}${inner}${to < text.length ? '…' : ''}`
}
