import { formatCount } from '../../lib/format'
import { t } from '../../i18n/translation.svelte'
import { cardAttentionOf } from './card-view'
import { attentionOf, customerLabel, severityOf, type WallCall, type WallCalls, type WallRules } from './model'

/** What the filters hide, so they never hide an alert silently: "5 of 12 calls shown", and the pinned calls among the hidden. */
export interface FilterReport {
  readonly shown: number
  readonly total: number
  /** Each hidden pinned call, most severe first, as "Maria Lopez (Transfer requested)". */
  readonly hiddenPinned: readonly string[]
}

/** The report when the filters hide any call (`matching`: the calls they let through); null when they hide none. */
export function filterReport(calls: WallCalls, matching: readonly WallCall[], now: number, rules: WallRules): FilterReport | null {
  if (matching.length >= calls.size) return null
  const through = new Set(matching.map((entry) => entry.call.roomName))
  const pinned: { entry: WallCall; severity: number }[] = []
  for (const entry of calls.values()) {
    if (through.has(entry.call.roomName)) continue
    const active = attentionOf(entry, now, rules)
    if (active.length > 0) pinned.push({ entry, severity: severityOf(active) })
  }
  pinned.sort((a, b) => a.severity - b.severity)
  return {
    shown: matching.length,
    total: calls.size,
    hiddenPinned: pinned.map(({ entry }) => `${customerLabel(entry.call)} (${cardAttentionOf(entry, now, rules).text})`),
  }
}

export function shownLabel({ shown, total }: FilterReport): string {
  return t('calls.wall.shown', { shown: formatCount(shown), total })
}
