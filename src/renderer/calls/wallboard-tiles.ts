import { formatDuration } from '../lib/format'
import { customerLabel } from './wall-call'
import type { TileId, TileThreshold, WallboardPrefs } from './wallboard-prefs'
import type { WallSummary } from './wall-summary'

export type TileLevel = 'normal' | 'warn' | 'alert'

/** One KPI tile: its label, the number as shown, and how it stands against its thresholds. */
export interface Tile {
  id: TileId
  label: string
  value: string
  level: TileLevel
  /** A line under the number (the longest call's customer); '' when none. */
  note: string
}

export const TILE_LABELS: Record<TileId, string> = {
  callsNow: 'Calls now',
  transfersWaiting: 'Transfers waiting',
  negative: 'Negative',
  longest: 'Longest call',
  nearMax: 'Near maximum',
  callbacksOverdue: 'Callbacks overdue',
}

/** The unit a threshold is set in, as Settings names it. */
export const THRESHOLD_UNITS: Record<TileId, string> = {
  callsNow: 'calls',
  transfersWaiting: 'calls',
  negative: 'calls',
  longest: 'minutes',
  nearMax: 'calls',
  callbacksOverdue: 'callbacks',
}

export function levelOf(value: number, threshold: TileThreshold): TileLevel {
  if (threshold.alertAt !== null && value >= threshold.alertAt) return 'alert'
  if (threshold.warnAt !== null && value >= threshold.warnAt) return 'warn'
  return 'normal'
}

/**
 * The wallboard's six tiles from the wall's summary and the overdue callbacks
 * (null while unknown: the tile says "–"). The longest call is compared in
 * whole minutes, as its thresholds are set.
 */
export function wallboardTiles(
  summary: WallSummary,
  overdue: number | null,
  prefs: WallboardPrefs,
): Tile[] {
  const { thresholds } = prefs
  const count = (id: TileId, value: number): Tile => ({ id, label: TILE_LABELS[id], value: String(value), level: levelOf(value, thresholds[id]), note: '' })
  const longest = summary.longest
  return [
    count('callsNow', summary.total),
    count('transfersWaiting', summary.transfersWaiting),
    count('negative', summary.negative),
    {
      id: 'longest',
      label: TILE_LABELS.longest,
      value: longest ? formatDuration(longest.seconds) : '–',
      level: longest ? levelOf(Math.floor(longest.seconds / 60), thresholds.longest) : 'normal',
      note: longest ? customerLabel(longest.entry.call) : '',
    },
    count('nearMax', summary.nearMax),
    overdue === null
      ? { id: 'callbacksOverdue', label: TILE_LABELS.callbacksOverdue, value: '–', level: 'normal', note: '' }
      : count('callbacksOverdue', overdue),
  ]
}
