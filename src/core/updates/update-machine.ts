import type { UpdateState } from '../../shared/bridge'
import type { UpdateFailure } from './describe-update-error'

/** What the updater reports, stripped of electron-updater's types. */
export type UpdateSignal =
  | { type: 'checking'; background: boolean }
  | { type: 'available'; version: string; releaseNotes: string | null }
  | { type: 'progress'; percent: number }
  | { type: 'downloaded'; version: string; releaseNotes: string | null }
  | { type: 'not-available' }
  | ({ type: 'error' } & UpdateFailure)
  | { type: 'cancelled' }

/**
 * The update state machine. Two rules keep it calm: a downloaded update stays
 * `ready` whatever later checks report (it is still there to install), and a
 * background check does not flash "checking" over an error the supervisor has
 * already seen, so a server that stays down is reported once, not every 6 hours.
 */
export function nextUpdateState(state: UpdateState, signal: UpdateSignal): UpdateState {
  if (state.kind === 'disabled') return state
  if (state.kind === 'ready' && signal.type !== 'downloaded') return state
  switch (signal.type) {
    case 'checking':
      if (state.kind === 'downloading') return state
      return signal.background && state.kind === 'error' ? state : { kind: 'checking' }
    case 'available':
      return { kind: 'available', version: signal.version, releaseNotes: signal.releaseNotes }
    case 'progress':
      if (state.kind !== 'available' && state.kind !== 'downloading') return state
      return {
        kind: 'downloading',
        version: state.version,
        releaseNotes: state.releaseNotes,
        percent: Math.floor(Math.min(100, Math.max(0, signal.percent))),
      }
    case 'downloaded':
      return { kind: 'ready', version: signal.version, releaseNotes: signal.releaseNotes }
    case 'not-available':
      return { kind: 'not-available' }
    case 'error':
      return { kind: 'error', message: signal.message, ...(signal.words ? { words: signal.words } : {}) }
    case 'cancelled':
      return { kind: 'idle' }
  }
}

export function sameUpdateState(a: UpdateState, b: UpdateState): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
