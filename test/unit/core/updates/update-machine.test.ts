import { describe, expect, it } from 'vitest'
import { describeUpdateError, nextUpdateState, releaseNotesText, type UpdateSignal } from '../../../../src/core/updates'
import type { UpdateState } from '../../../../src/shared/bridge'

const run = (signals: UpdateSignal[], from: UpdateState = { kind: 'idle' }) => signals.reduce(nextUpdateState, from)

describe('the update state machine', () => {
  it('goes idle → checking → available → downloading → ready on a found update', () => {
    const steps: [UpdateSignal, UpdateState['kind']][] = [
      [{ type: 'checking', background: false }, 'checking'],
      [{ type: 'available', version: '1.4.0', releaseNotes: 'Faster call wall' }, 'available'],
      [{ type: 'progress', percent: 42.7 }, 'downloading'],
      [{ type: 'downloaded', version: '1.4.0', releaseNotes: 'Faster call wall' }, 'ready'],
    ]
    let state: UpdateState = { kind: 'idle' }
    for (const [signal, kind] of steps) {
      state = nextUpdateState(state, signal)
      expect(state.kind).toBe(kind)
    }
    expect(state).toEqual({ kind: 'ready', version: '1.4.0', releaseNotes: 'Faster call wall' })
  })

  it('keeps the version and notes while downloading, with a whole, bounded percentage', () => {
    const state = run([
      { type: 'available', version: '2.0.0', releaseNotes: 'notes' },
      { type: 'progress', percent: 99.9 },
    ])
    expect(state).toEqual({ kind: 'downloading', version: '2.0.0', releaseNotes: 'notes', percent: 99 })
    expect(run([{ type: 'progress', percent: 250 }], state)).toMatchObject({ percent: 100 })
  })

  it('ignores progress that arrives without a known update', () => {
    expect(run([{ type: 'progress', percent: 10 }])).toEqual({ kind: 'idle' })
  })

  it('reports not-available, errors and cancellations', () => {
    expect(run([{ type: 'checking', background: false }, { type: 'not-available' }])).toEqual({ kind: 'not-available' })
    expect(run([{ type: 'checking', background: false }, { type: 'error', message: 'offline' }])).toEqual({ kind: 'error', message: 'offline' })
    expect(run([{ type: 'available', version: '1.1.0', releaseNotes: null }, { type: 'cancelled' }])).toEqual({ kind: 'idle' })
  })

  it('keeps a downloaded update ready whatever later checks report', () => {
    const ready: UpdateState = { kind: 'ready', version: '1.4.0', releaseNotes: null }
    for (const signal of [
      { type: 'checking', background: false },
      { type: 'error', message: 'offline' },
      { type: 'not-available' },
      { type: 'cancelled' },
    ] satisfies UpdateSignal[]) {
      expect(nextUpdateState(ready, signal)).toBe(ready)
    }
  })

  it('does not flash "checking" over an error during a background check, but does for a manual one', () => {
    const error: UpdateState = { kind: 'error', message: 'Could not reach the update server.' }
    expect(nextUpdateState(error, { type: 'checking', background: true })).toBe(error)
    expect(nextUpdateState(error, { type: 'checking', background: false })).toEqual({ kind: 'checking' })
  })

  it('stays disabled whatever happens', () => {
    const disabled: UpdateState = { kind: 'disabled', reason: 'development build' }
    expect(run([{ type: 'checking', background: false }, { type: 'available', version: '9', releaseNotes: null }], disabled)).toBe(disabled)
  })
})

describe('release notes', () => {
  it('turns HTML into plain text and never keeps markup', () => {
    expect(releaseNotesText('<h2>New</h2><ul><li>Call wall &amp; tray</li><li>Fixes</li></ul><script>alert(1)</script>')).toBe(
      'New\n• Call wall & tray\n• Fixes',
    )
  })

  it('joins per-version notes and answers null for none', () => {
    expect(releaseNotesText([{ version: '1.2.0', note: 'A' }, { version: '1.1.0', note: null }])).toBe('1.2.0\nA\n\n1.1.0')
    expect(releaseNotesText(null)).toBeNull()
    expect(releaseNotesText('  ')).toBeNull()
  })
})

describe('update error messages', () => {
  it('says what happened in words, without stacks or tokens', () => {
    expect(describeUpdateError(Object.assign(new Error('getaddrinfo ENOTFOUND updates.example'), { code: 'ENOTFOUND' }))).toEqual({
      message: 'Could not reach the update server. The console will try again later.',
      words: { key: 'errors.updates.unreachable' },
    })
    expect(describeUpdateError(new Error('HttpError: 404 Not Found\n at stack')).message).toMatch(/no release/)
    expect(describeUpdateError(new Error("ENOENT: no such file, open '/app/resources/app-update.yml'")).message).toMatch(/no update server configured/)
    expect(describeUpdateError(undefined)).toEqual({ message: 'Unknown error.', words: { key: 'errors.updates.unknown' } })
    const odd = describeUpdateError(new Error('proxy said no: Bearer abc.def.ghi\n    at Object.<anonymous>'))
    expect(odd.words).toBeUndefined()
    expect(odd.message).not.toContain('abc.def.ghi')
    expect(odd.message).not.toContain('at Object')
  })
})
