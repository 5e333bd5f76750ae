import { describe, expect, it } from 'vitest'
import { toFtsPhrases, toFtsQuery } from '../../../../src/core/cache/fts-query'

describe('toFtsQuery', () => {
  it('makes every word a quoted prefix term, all required', () => {
    expect(toFtsQuery('refund inv')).toBe('"refund"* "inv"*')
  })

  it('lowercases and drops repeated words', () => {
    expect(toFtsQuery('Refund REFUND refund')).toBe('"refund"*')
  })

  it('keeps letters with diacritics and digits, for the tokenizer to fold', () => {
    expect(toFtsQuery('José +1 (415) 555-0100')).toBe('"josé"* "415"* "555"* "0100"*')
  })

  it.each([
    ['"unbalanced', '"unbalanced"*'],
    ['refund OR invoice', '"refund"* "or"* "invoice"*'],
    ['NOT refund', '"not"* "refund"*'],
    ['NEAR(refund invoice, 2)', '"near"* "refund"* "invoice"*'],
    ['message:refund', '"message"* "refund"*'],
    ['ref* ^start (a) {b} [c]', '"ref"* "start"*'],
    ["it's", '"it"*'],
  ])('passes no operator through: %s', (input, query) => {
    expect(toFtsQuery(input)).toBe(query)
  })

  it('finds nothing searchable in punctuation, blanks or single letters', () => {
    for (const input of ['', '   ', '"', '***', '()', 'a', 'a b', '😀']) expect(toFtsQuery(input)).toBeNull()
  })

  it('drops single letters beside longer words', () => {
    expect(toFtsQuery('a refund')).toBe('"refund"*')
  })

  it('bounds the number and length of terms', () => {
    const query = toFtsQuery(`${'x'.repeat(200)} ${Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ')}`)
    const terms = query?.split(' ') ?? []
    expect(terms).toHaveLength(8)
    expect(terms[0]).toBe(`"${'x'.repeat(64)}"*`)
  })
})

describe('phrases as one FTS5 query', () => {
  it('makes each phrase an FTS5 phrase of its words, any of them matching', () => {
    expect(toFtsPhrases(['STOP', 'no further  calls', 'Do not call!'])).toBe('"stop" OR "no further calls" OR "do not call"')
  })

  it('lets no operator, quote or column filter through, and answers null when no phrase has a word', () => {
    expect(toFtsPhrases(['"a" OR b:*', 'NEAR(x y)'])).toBe('"a or b" OR "near x y"')
    expect(toFtsPhrases(['', '!!', '  '])).toBeNull()
    expect(toFtsPhrases(['stop', 'STOP'])).toBe('"stop"')
  })
})
