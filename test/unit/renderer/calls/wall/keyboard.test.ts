import { describe, expect, it } from 'vitest'
import { moveSelection } from '../../../../../src/renderer/calls/wall/model'
import { wallKeyAction, type KeyLike } from '../../../../../src/renderer/calls/wall/wall-keys'

/** A stand-in for the element that had focus: answers `closest` for the selectors it matches. */
function target(...matches: string[]): EventTarget {
  return { closest: (selector: string) => (selector.split(',').some((s) => matches.includes(s.trim())) ? {} : null) } as unknown as EventTarget
}
const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: target(),
  ...extra,
})

describe('wall shortcuts', () => {
  it('map arrows, Enter, L, E, /, F and Esc', () => {
    expect(wallKeyAction(key('ArrowDown'))).toEqual({ kind: 'move', by: 'down' })
    expect(wallKeyAction(key('ArrowLeft'))).toEqual({ kind: 'move', by: 'left' })
    expect(wallKeyAction(key('Home'))).toEqual({ kind: 'move', by: 'first' })
    expect(wallKeyAction(key('Enter'))).toEqual({ kind: 'open' })
    expect(wallKeyAction(key('l'))).toEqual({ kind: 'listen' })
    expect(wallKeyAction(key('E'))).toEqual({ kind: 'end' })
    expect(wallKeyAction(key('/'))).toEqual({ kind: 'search' })
    expect(wallKeyAction(key('f'))).toEqual({ kind: 'wallboard' })
    expect(wallKeyAction(key('Escape'))).toEqual({ kind: 'escape' })
    expect(wallKeyAction(key('x'))).toBeNull()
  })

  it('leave keys to fields, selects, the navigation, dialogs and chords', () => {
    expect(wallKeyAction(key('e', { target: target('input') }))).toBeNull()
    expect(wallKeyAction(key('ArrowDown', { target: target('select') }))).toBeNull()
    expect(wallKeyAction(key('ArrowDown', { target: target('nav') }))).toBeNull()
    expect(wallKeyAction(key('Escape', { target: target('dialog') }))).toBeNull()
    expect(wallKeyAction(key('e', { ctrlKey: true }))).toBeNull()
    expect(wallKeyAction(key('ArrowDown', { defaultPrevented: true }))).toBeNull()
    // Esc in the search field still leaves the wallboard or closes the detail.
    expect(wallKeyAction(key('Escape', { target: target('input') }))).toEqual({ kind: 'escape' })
  })

  it("Enter on a focused button is the button's own click", () => {
    expect(wallKeyAction(key('Enter', { target: target('button') }))).toBeNull()
    expect(wallKeyAction(key('l', { target: target('button') }))).toEqual({ kind: 'listen' })
  })
})

describe('moving the selection', () => {
  const order = ['a', 'b', 'c', 'd', 'e', 'f', 'g']

  it('steps one call left/right and a row up/down, stopping at the edges', () => {
    expect(moveSelection(order, 'c', 'right', 3)).toBe('d')
    expect(moveSelection(order, 'c', 'left', 3)).toBe('b')
    expect(moveSelection(order, 'b', 'down', 3)).toBe('e')
    expect(moveSelection(order, 'e', 'up', 3)).toBe('b')
    expect(moveSelection(order, 'b', 'up', 3)).toBe('b')
    expect(moveSelection(order, 'f', 'down', 3)).toBe('f')
    expect(moveSelection(order, 'g', 'right', 3)).toBe('g')
    expect(moveSelection(order, 'c', 'last', 3)).toBe('g')
    expect(moveSelection(order, 'c', 'first', 3)).toBe('a')
  })

  it('starts at the first call when nothing (or a call no longer shown) is selected', () => {
    expect(moveSelection(order, null, 'down', 1)).toBe('a')
    expect(moveSelection(order, 'gone', 'right', 1)).toBe('a')
    expect(moveSelection([], null, 'down', 1)).toBeNull()
  })
})

describe('barging from the wall', () => {
  it('B barges into the selected call, not from a field', () => {
    expect(wallKeyAction(key('b'))).toEqual({ kind: 'barge' })
    expect(wallKeyAction(key('B', { target: target('button') }))).toEqual({ kind: 'barge' })
    expect(wallKeyAction(key('b', { target: target('input') }))).toBeNull()
  })
})
