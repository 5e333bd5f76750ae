import type { InsightsOverview, InsightsPreset, LiveInsight, RetentionResult, RetentionSetting, SyncResource } from '../../shared/bridge'
import { connection } from '../app/connection.svelte'
import { timeZone } from '../app/time-zone.svelte'
import { bridge } from '../lib/bridge'
import { errorText, t } from '../i18n/i18n.svelte'
import { formatCount } from '../lib/format'
import { Latest } from '../lib/latest.svelte'
import { stopsTogether } from '../lib/listeners'

/** The calls' counts follow the polls, but need not be re-read at every one. */
const OVERVIEW_RELOAD_MS = 10_000

/** The range the view shows: a preset, or custom days (both included, in the display zone). */
export interface RangeChoice {
  preset: InsightsPreset
  from: string
  to: string
}

/**
 * The Insights feature's state, created once: the range, the overview the
 * core computed for it, the live panel (re-read at each poll while the view is
 * shown) and the retention setting (Settings).
 */
class InsightsState {
  readonly overview = new Latest<InsightsOverview>()
  readonly live = new Latest<LiveInsight>()
  readonly retention = new Latest<RetentionSetting>()
  #range = $state<RangeChoice>({ preset: 'today', from: '', to: '' })
  #zone = $state('')
  #retention = $state.raw<{ kept: RetentionResult } | { error: string } | null>(null)
  #loadedAt = 0

  get range(): RangeChoice {
    return this.#range
  }
  /** The zone the shown overview was cut in. */
  get zone(): string {
    return this.#zone
  }
  /** What the last retention change did, or why it failed. */
  get retentionNote(): string | null {
    const note = this.#retention
    if (note === null) return null
    if ('error' in note) return note.error
    return t('insights.retention.kept', { days: String(note.kept.days), pruned: formatCount(note.kept.pruned) })
  }

  /**
   * The view is shown: reads the overview and the live panel, re-reads the
   * live panel at every poll, and the overview when the display zone changes,
   * when callbacks or conversations synced, and every few polls; returns the
   * function that stops.
   */
  enter(): () => void {
    void this.load()
    void this.loadLive()
    return stopsTogether([
      bridge.on('calls.snapshot', () => void this.loadLive()),
      bridge.on('app.timeZone', () => queueMicrotask(() => void this.load())),
      connection.onSynced((resource) => this.#synced(resource)),
    ])
  }

  #synced(resource: SyncResource): void {
    if (resource === 'activeCalls' && Date.now() - this.#loadedAt < OVERVIEW_RELOAD_MS) return
    if (resource === 'activeCalls' || resource === 'dispositions' || resource === 'conversations') void this.load()
  }

  /** A preset, or custom days; a custom range starts from the preset's days. */
  choose(range: Partial<RangeChoice>): void {
    const next = { ...this.#range, ...range }
    if (next.preset === 'custom' && (!next.from || !next.to)) {
      const days = this.overview.value
      next.from = next.from || days?.from || ''
      next.to = next.to || days?.to || ''
    }
    this.#range = next
    void this.load()
  }

  async load(): Promise<void> {
    const zone = timeZone.zone
    const { preset, from, to } = this.#range
    if (preset === 'custom' && (!from || !to)) return
    const range = preset === 'custom' ? { preset, from, to } : { preset }
    this.#loadedAt = Date.now()
    const landed = await this.overview.load(() => bridge.invoke('insights.overview', { range, timeZone: zone }))
    if (landed) this.#zone = zone
  }

  async loadLive(): Promise<void> {
    await this.live.load(() => bridge.invoke('insights.live', {}))
  }

  async loadRetention(): Promise<void> {
    await this.retention.load(() => bridge.invoke('insights.retention', {}))
  }

  async setRetention(days: number): Promise<void> {
    const result = await bridge.invoke('insights.setRetention', { days })
    if (result.ok) {
      this.retention.set({ days: result.value.days })
      this.#retention = { kept: result.value }
    } else {
      this.#retention = { error: errorText(result.error) }
    }
  }

  /** Another workspace: its own numbers, the same range. */
  reset(): void {
    this.overview.reset()
    this.live.reset()
  }
}

export const insights = new InsightsState()
