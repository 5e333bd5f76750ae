import { describe, expect, it } from 'vitest'
import { MARK_END, MARK_START } from '../../../../src/core/cache'
import { highlightPrefixes, toHighlighted } from '../../../../src/core/history'

const S = MARK_START
const E = MARK_END

describe('snippet → segments', () => {
  it('splits marked words from the text around them', () => {
    expect(toHighlighted(`…asked for a ${S}refund${E} of the ${S}invoice${E}`)).toEqual([
      { text: '…asked for a ', marked: false },
      { text: 'refund', marked: true },
      { text: ' of the ', marked: false },
      { text: 'invoice', marked: true },
    ])
  })

  it('keeps markup-looking text as text', () => {
    expect(toHighlighted(`<img src=x onerror=alert(1)> ${S}<b>${E}`)).toEqual([
      { text: '<img src=x onerror=alert(1)> ', marked: false },
      { text: '<b>', marked: true },
    ])
  })

  it('merges adjacent marks and drops empty parts', () => {
    expect(toHighlighted(`${S}re${E}${S}fund${E}${S}${E}`)).toEqual([{ text: 'refund', marked: true }])
    expect(toHighlighted('')).toEqual([])
  })

  it('tolerates unbalanced markers', () => {
    expect(toHighlighted(`a ${S}b c`)).toEqual([
      { text: 'a ', marked: false },
      { text: 'b c', marked: true },
    ])
    expect(toHighlighted(`a${E} b`)).toEqual([{ text: 'a b', marked: false }])
  })
})

describe('highlightPrefixes (agents, searched in memory)', () => {
  it('marks the start of every word that begins with a term, ignoring case and accents', () => {
    expect(highlightPrefixes('Support Desk – José', ['sup', 'jose'])).toEqual([
      { text: 'Sup', marked: true },
      { text: 'port Desk – ', marked: false },
      { text: 'José', marked: true },
    ])
  })

  it('marks the longest matching term', () => {
    expect(highlightPrefixes('Anabel', ['an', 'anab'])).toEqual([
      { text: 'Anab', marked: true },
      { text: 'el', marked: false },
    ])
  })

  it('marks nothing when no word starts with a term', () => {
    expect(highlightPrefixes('Billing bot', ['ill'])).toEqual([{ text: 'Billing bot', marked: false }])
  })
})
