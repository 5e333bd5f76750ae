import { describe, expect, it } from 'vitest'
import { adminKeyAction } from '../../../../src/renderer/admin/admin-keys'
import type { KeyLike } from '../../../../src/renderer/lib/keys'

/** A key press on an element that matches `matches` (as `closest` would). */
function press(key: string, matches: string[] = [], extra: Partial<KeyLike> = {}): KeyLike {
  const target = { closest: (selector: string) => (selector.split(',').some((s) => matches.includes(s.trim())) ? {} : null) }
  return { key, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target: target as unknown as EventTarget, ...extra }
}

describe('Admin keys', () => {
  it('maps the list and detail keys of the other views', () => {
    expect(adminKeyAction(press('ArrowDown'))).toEqual({ kind: 'move', by: 1 })
    expect(adminKeyAction(press('ArrowUp'))).toEqual({ kind: 'move', by: -1 })
    expect(adminKeyAction(press('/'))).toEqual({ kind: 'search' })
    expect(adminKeyAction(press('n'))).toEqual({ kind: 'new' })
    expect(adminKeyAction(press('N'))).toEqual({ kind: 'new' })
    expect(adminKeyAction(press('Delete'))).toEqual({ kind: 'delete' })
    expect(adminKeyAction(press('Escape'))).toEqual({ kind: 'close' })
    expect(adminKeyAction(press('x'))).toBeNull()
  })

  it('leaves typing, tabs, dialogs and chords alone, but Esc still closes from a field', () => {
    expect(adminKeyAction(press('n', ['input']))).toBeNull()
    expect(adminKeyAction(press('Delete', ['textarea']))).toBeNull()
    expect(adminKeyAction(press('ArrowDown', ['[role="tab"]']))).toBeNull()
    expect(adminKeyAction(press('Escape', ['input']))).toEqual({ kind: 'close' })
    expect(adminKeyAction(press('Escape', ['dialog']))).toBeNull()
    expect(adminKeyAction(press('n', [], { ctrlKey: true }))).toBeNull()
    expect(adminKeyAction(press('n', [], { defaultPrevented: true }))).toBeNull()
  })
})
