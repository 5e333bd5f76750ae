import { z } from 'zod'
import { formatDuration } from '../../lib/format'
import { ruleLabel } from '../../lib/names'
import { loadStored, saveStored, type KeyValueStore } from '../../lib/stored'
import type { RuleColour } from '../../../shared/bridge'
import type { MessageKey } from '../../../shared/i18n/translator'
import { t } from '../../i18n/translation.svelte'
import { attentionOf, customerLabel, type WallCall, type WallCalls, type WallRules, type WallSummary } from '../wall/model'

/** The wallboard's tiles, in the order it shows them. */
export const TILE_IDS = ['callsNow', 'transfersWaiting', 'oldestTransfer', 'negative', 'longest', 'nearMax', 'callbacksOverdue'] as const
export type TileId = (typeof TILE_IDS)[number]

/**
 * When a tile turns amber and red: at or above `warnAt`, at or above `alertAt`
 * (calls; minutes for the longest call, seconds for the oldest transfer's wait). Null: never.
 */
export interface TileThreshold {
  warnAt: number | null
  alertAt: number | null
}

/** Settings → Wallboard, kept across restarts. */
export interface WallboardPrefs {
  thresholds: Record<TileId, TileThreshold>
  /** Alternate between the tiles and the list of every call, every so many seconds; null: the tiles stay. */
  rotateSeconds: number | null
}

export const ROTATE_CHOICES = [15, 30, 60] as const

export const DEFAULT_WALLBOARD_PREFS: WallboardPrefs = {
  thresholds: {
    callsNow: { warnAt: null, alertAt: null },
    transfersWaiting: { warnAt: 1, alertAt: 3 },
    oldestTransfer: { warnAt: 30, alertAt: 90 },
    negative: { warnAt: 1, alertAt: 5 },
    longest: { warnAt: 45, alertAt: 55 },
    nearMax: { warnAt: 1, alertAt: 3 },
    callbacksOverdue: { warnAt: 1, alertAt: 10 },
  },
  rotateSeconds: null,
}

const STORAGE_KEY = 'switchboard.calls.wallboard'

const Limit = z.number().int().min(0).max(100_000).nullable()
const Threshold = z.object({ warnAt: Limit, alertAt: Limit })
const Stored = z.object({
  thresholds: z.object({
    ...(Object.fromEntries(TILE_IDS.map((id) => [id, Threshold])) as Record<TileId, typeof Threshold>),
    // Kept before this tile existed: the other thresholds stay.
    oldestTransfer: Threshold.default(DEFAULT_WALLBOARD_PREFS.thresholds.oldestTransfer),
  }),
  rotateSeconds: z.number().int().min(5).max(3600).nullable(),
})

/** A damaged or older entry falls back to the defaults rather than breaking the wallboard. */
export function loadWallboardPrefs(storage: KeyValueStore): WallboardPrefs {
  return loadStored(storage, STORAGE_KEY, Stored, DEFAULT_WALLBOARD_PREFS)
}

export function saveWallboardPrefs(storage: KeyValueStore, prefs: WallboardPrefs): void {
  saveStored(storage, STORAGE_KEY, prefs)
}

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

/** Each tile's label, as a message (worded where shown). */
export const TILE_LABELS = {
  callsNow: 'calls.tile.callsNow',
  transfersWaiting: 'calls.tile.transfersWaiting',
  oldestTransfer: 'calls.tile.oldestTransfer',
  negative: 'calls.tile.negative',
  longest: 'calls.tile.longest',
  nearMax: 'calls.tile.nearMax',
  callbacksOverdue: 'calls.tile.callbacksOverdue',
} as const satisfies Record<TileId, MessageKey>

/** The unit a threshold is set in, as Settings names it (a message). */
export const THRESHOLD_UNITS = {
  callsNow: 'calls.unit.calls',
  transfersWaiting: 'calls.unit.calls',
  oldestTransfer: 'calls.unit.seconds',
  negative: 'calls.unit.calls',
  longest: 'calls.unit.minutes',
  nearMax: 'calls.unit.calls',
  callbacksOverdue: 'calls.unit.callbacks',
} as const satisfies Record<TileId, MessageKey>

function levelOf(value: number, threshold: TileThreshold): TileLevel {
  if (threshold.alertAt !== null && value >= threshold.alertAt) return 'alert'
  if (threshold.warnAt !== null && value >= threshold.warnAt) return 'warn'
  return 'normal'
}

/** The transfer request that has waited longest for a supervisor, and for how many seconds; null when none waits. */
export function oldestTransfer(calls: WallCalls, now: number): { entry: WallCall; seconds: number } | null {
  let oldest: WallCall | null = null
  for (const entry of calls.values()) {
    if (entry.waitingSince !== undefined && (oldest === null || entry.waitingSince < oldest.waitingSince!)) oldest = entry
  }
  return oldest ? { entry: oldest, seconds: Math.max(0, (now - oldest.waitingSince!) / 1000) } : null
}

/**
 * The wallboard's tiles from the wall's summary, the oldest transfer request
 * waiting and the overdue callbacks (null while unknown: the tile says "–").
 * The longest call is compared in whole minutes, as its thresholds are set.
 */
export function wallboardTiles(
  summary: WallSummary,
  waiting: ReturnType<typeof oldestTransfer>,
  overdue: number | null,
  prefs: WallboardPrefs,
): Tile[] {
  const { thresholds } = prefs
  const count = (id: TileId, value: number): Tile => ({ id, label: t(TILE_LABELS[id]), value: String(value), level: levelOf(value, thresholds[id]), note: '' })
  const longest = summary.longest
  return [
    count('callsNow', summary.total),
    count('transfersWaiting', summary.transfersWaiting),
    {
      id: 'oldestTransfer',
      label: t(TILE_LABELS.oldestTransfer),
      value: waiting ? formatDuration(waiting.seconds) : '–',
      level: waiting ? levelOf(Math.floor(waiting.seconds), thresholds.oldestTransfer) : 'normal',
      note: waiting ? customerLabel(waiting.entry.call) : t('calls.tile.noneWaiting'),
    },
    count('negative', summary.negative),
    {
      id: 'longest',
      label: t(TILE_LABELS.longest),
      value: longest ? formatDuration(longest.seconds) : '–',
      level: longest ? levelOf(Math.floor(longest.seconds / 60), thresholds.longest) : 'normal',
      note: longest ? customerLabel(longest.entry.call) : '',
    },
    count('nearMax', summary.nearMax),
    overdue === null
      ? { id: 'callbacksOverdue', label: t(TILE_LABELS.callbacksOverdue), value: '–', level: 'normal', note: '' }
      : count('callbacksOverdue', overdue),
  ]
}

/** A tile of an alert rule that asks for one (Settings → Alerts): how many calls it pins now. */
export interface RuleTile {
  id: string
  label: string
  value: string
  colour: RuleColour
  level: TileLevel
}

/** The rules' tiles, in the rules' order: amber while the rule pins any call. */
export function ruleTiles(calls: WallCalls, rules: WallRules, now: number): RuleTile[] {
  const shown = rules.list.filter((rule) => rule.enabled && rule.tile)
  if (shown.length === 0) return []
  const counts = new Map(shown.map((rule) => [rule.id, 0]))
  for (const entry of calls.values()) {
    if (entry.matches === undefined) continue
    for (const match of attentionOf(entry, now, rules)) {
      const count = counts.get(match.rule.id)
      if (count !== undefined) counts.set(match.rule.id, count + 1)
    }
  }
  return shown.map((rule) => {
    const count = counts.get(rule.id) ?? 0
    return { id: rule.id, label: ruleLabel(rule), value: String(count), colour: rule.colour, level: count > 0 ? 'warn' : 'normal' }
  })
}
