import { describe, expect, it } from 'vitest'
import { callbackKeyAction, type KeyLike } from '../../../../src/renderer/callbacks/callback-keys'

/** A stand-in for a DOM element: only `closest` is read. */
function element(matches: string[]): EventTarget {
  return { closest: (selector: string) => (selector.split(', ').some((s) => matches.includes(s)) ? {} : null) } as unknown as EventTarget
}

function press(key: string, fields: Partial<KeyLike> = {}): ReturnType<typeof callbackKeyAction> {
  return callbackKeyAction({ key, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target: element([]), ...fields })
}

describe('callback view shortcuts', () => {
  it('maps the documented keys', () => {
    expect(press('ArrowDown')).toEqual({ kind: 'move', by: 1 })
    expect(press('k')).toEqual({ kind: 'move', by: -1 })
    expect(press('End')).toEqual({ kind: 'move', by: 'last' })
    expect(press('x')).toEqual({ kind: 'toggle' })
    expect(press('S')).toEqual({ kind: 'snooze', snooze: '15m' })
    expect(press('h')).toEqual({ kind: 'snooze', snooze: '1h' })
    expect(press('t')).toEqual({ kind: 'snooze', snooze: 'tomorrow-9' })
    expect(press('c')).toEqual({ kind: 'call' })
    expect(press('/')).toEqual({ kind: 'search' })
    expect(press('a')).toEqual({ kind: 'agenda' })
    expect(press('Escape')).toEqual({ kind: 'escape' })
    expect(press('q')).toBeNull()
  })

  it('leaves keys to fields, selects, dialogs, the navigation and chords', () => {
    expect(press('s', { target: element(['input']) })).toBeNull()
    expect(press('ArrowDown', { target: element(['select']) })).toBeNull()
    expect(press('x', { target: element(['textarea']) })).toBeNull()
    expect(press('ArrowDown', { target: element(['nav']) })).toBeNull()
    expect(press('Escape', { target: element(['dialog']) })).toBeNull()
    expect(press('s', { ctrlKey: true })).toBeNull()
    expect(press('a', { metaKey: true })).toBeNull()
    expect(press('s', { defaultPrevented: true })).toBeNull()
    // Esc still closes the detail from a field.
    expect(press('Escape', { target: element(['input']) })).toEqual({ kind: 'escape' })
  })
})
