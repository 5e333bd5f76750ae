import { describe, expect, it } from 'vitest'
import { speakingKeyAction, type SpeakingKeyEvent } from '../../../../../src/renderer/calls/step-in/speaking-keys'

function target(...matches: string[]): EventTarget {
  return { closest: (selector: string) => (selector.split(',').some((s) => matches.includes(s.trim())) ? {} : null) } as unknown as EventTarget
}
const press = (key: string, extra: Partial<SpeakingKeyEvent> = {}): SpeakingKeyEvent => ({
  type: 'keydown',
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: target(),
  ...extra,
})

describe('keys while speaking in a call', () => {
  it('M mutes and unmutes an open microphone; Space is left to the page', () => {
    expect(speakingKeyAction(press('m'), false)).toEqual({ kind: 'toggle-mute' })
    expect(speakingKeyAction(press('M'), false)).toEqual({ kind: 'toggle-mute' })
    expect(speakingKeyAction(press(' '), false)).toBeNull()
    expect(speakingKeyAction(press(' ', { type: 'keyup' }), false)).toBeNull()
  })

  it('with push-to-talk, Space held speaks and released silences; M does nothing', () => {
    expect(speakingKeyAction(press(' '), true)).toEqual({ kind: 'talk', held: true })
    expect(speakingKeyAction(press(' ', { type: 'keyup' }), true)).toEqual({ kind: 'talk', held: false })
    expect(speakingKeyAction(press('m'), true)).toBeNull()
  })

  it('typing in a field or a dialog, or a chord, is not a shortcut; releasing Space anywhere still silences', () => {
    expect(speakingKeyAction(press('m', { target: target('input') }), false)).toBeNull()
    expect(speakingKeyAction(press(' ', { target: target('textarea') }), true)).toBeNull()
    expect(speakingKeyAction(press('m', { target: target('dialog') }), false)).toBeNull()
    expect(speakingKeyAction(press('m', { ctrlKey: true }), false)).toBeNull()
    expect(speakingKeyAction(press(' ', { type: 'keyup', target: target('input') }), true)).toEqual({ kind: 'talk', held: false })
  })
})
