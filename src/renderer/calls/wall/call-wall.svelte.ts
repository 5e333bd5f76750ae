import { untrack } from 'svelte'
import type { CallsCurrent, CallsSnapshot } from '../../../shared/bridge'
import { alertSettings } from '../../alerts/alert-settings.svelte'
import { connection } from '../../app/connection.svelte'
import { router } from '../../app/router.svelte'
import { pageVisibility } from '../../app/visibility'
import { bridge, currentCalls } from '../../lib/bridge'
import { Listeners } from '../../lib/listeners'
import { toasts, type ToastKind } from '../../lib/toasts.svelte'
import { errorText, t } from '../../i18n/i18n.svelte'
import { clock } from './clock.svelte'
import {
  applySnapshot,
  customerLabel,
  EMPTY_WALL,
  filterChoices,
  loadWallPrefs,
  nextAttentionChange,
  orderWall,
  RecentlyEnded,
  saveWallPrefs,
  summarizeWall,
  wallOf,
  wallRulesOf,
  withEnding,
  withoutCalls,
  type WallCall,
  type WallCalls,
  type WallPrefs,
  type WallRules,
  type WallSummary,
} from './model'
import { filterReport, type FilterReport } from './filter-report'
import { displacedCount, holdWall, type HeldWall } from './hold'
import { RuleAlerts } from './rule-alerts'

/** The wall's outcomes in the toast stack: a new one replaces the last. */
const TOAST_SOURCE = 'wall'

/** What holds the wall's order: the pointer resting on it, keyboard focus in it. */
export type HoldSource = 'pointer' | 'focus'

/**
 * The live wall of the active workspace, fed by `calls.snapshot`. Calls are kept
 * by `roomName` in a raw map replaced per poll; unchanged calls keep their object,
 * so only changed cards re-render. Durations tick from `clock.now`.
 */
export class CallWall {
  #calls = $state.raw<WallCalls>(EMPTY_WALL)
  #workspaceId = $state<string | null>(null)
  #polledAt = $state<string | null>(null)
  #loaded = $state(false)
  #prefs = $state<WallPrefs>(loadWallPrefs(localStorage))
  #holds = $state<Record<HoldSource, boolean>>({ pointer: false, focus: false })
  /** Epoch milliseconds the current hold began (or last resumed); null while not held. */
  #heldSince = $state<number | null>(null)
  /** Counts `resume()`s: each takes the sorted order afresh. */
  #resumes = $state(0)
  #firstReadAnswered: () => void = () => {}
  /** Settles once the wall's first read has been answered, whatever the answer: what the first screen does not show waits for it (`app/console.ts`). */
  readonly firstRead = new Promise<void>((resolve) => (this.#firstReadAnswered = resolve))
  /** The calls last drawn, the sorted order, and the order shown (the same unless held). */
  #drawn: WallCalls = EMPTY_WALL
  #sorted: readonly WallCall[] = []
  #order: readonly WallCall[] = []
  /** The instant the order was last sorted at, and the next at which the clock alone changes it (`nextAttentionChange`). */
  #sortedAt = 0
  #sortDueAt = Infinity
  #clockSorts = 0
  readonly #ended = new RecentlyEnded()
  readonly #alerts = new RuleAlerts()
  #alertTimer: ReturnType<typeof setTimeout> | undefined
  /** Each update of the wall, with the calls that left it (ended here or seen gone). */
  readonly #updated = new Listeners<[ended: readonly string[]]>()

  /** The workspace's alert rules (Settings → Alerts): their labels, colours and order; core said which calls match. */
  readonly rules: WallRules = $derived(wallRulesOf(alertSettings.rules))
  /**
   * The instant durations count to: the clock, or when the calls are stale (offline, the poll overdue) the last
   * poll, so durations stop at their last known value instead of counting on stale data.
   */
  readonly now: number = $derived(connection.stale && this.#polledAt ? Date.parse(this.#polledAt) : clock.now)
  /** Stale: when the calls shown were true (ISO 8601), else null. */
  readonly asOf: string | null = $derived(connection.stale ? this.#polledAt : null)
  readonly held: boolean = $derived(this.#holds.pointer || this.#holds.focus)
  /**
   * The calls as drawn: every poll's, except while the window is hidden, when the
   * wall keeps what it drew last and renders nothing (the calls themselves still
   * follow each poll, so a transfer request alerts); shown again, it catches up
   * in one update.
   */
  readonly drawn: WallCalls = $derived.by(() => {
    if (pageVisibility.visible) this.#drawn = this.#calls
    return this.#drawn
  })
  /**
   * Changes only when the clock changes the order: a call comes near its
   * maximum, or the clock stepped back (offline, durations stop at the last
   * poll). A tick that moves no call sorts nothing (2,000 calls: a sort of
   * 2,000 every second otherwise).
   */
  readonly #clockOrder = $derived.by(() => {
    const now = this.now
    if (now >= this.#sortDueAt || now < this.#sortedAt) {
      this.#sortDueAt = Infinity
      this.#clockSorts++
    }
    return this.#clockSorts
  })
  /** Filtered and sorted, pinned calls first: again when the calls, the preferences or the rules change, or `#clockOrder`. */
  readonly sorted = $derived.by(() => {
    void this.#clockOrder
    const now = untrack(() => this.now)
    const calls = this.drawn
    this.#sorted = orderWall(calls, { filters: this.#prefs.filters, sort: this.#prefs.sort, rules: this.rules, now }, this.#sorted)
    this.#sortedAt = now
    this.#sortDueAt = nextAttentionChange(calls, now, this.rules)
    return this.#sorted
  })
  /** The sorted order, or while held the places the calls had (`holdWall`) and the calls waiting to join. */
  readonly #shown: HeldWall = $derived.by(() => {
    void this.#resumes
    const sorted = this.sorted
    const shown = holdWall(this.held ? this.#order : [], this.drawn, sorted, { now: untrack(() => this.now), endedHere: this.#ended.current() })
    this.#order = shown.shown
    return shown
  })
  /** As shown. */
  readonly visible: readonly WallCall[] = $derived(this.#shown.shown)
  /** While held: the calls behind the new-calls bar, in sorted order. */
  readonly waiting: readonly WallCall[] = $derived(this.#shown.waiting)
  /** While held: how many calls stand where the sorted order would not put them (they move on release). */
  readonly displaced: number = $derived(this.held ? displacedCount(this.visible, this.sorted) : 0)
  /** How long the order has been held, ms (0 when not). */
  readonly heldFor: number = $derived(this.#heldSince === null ? 0 : Math.max(0, clock.now - this.#heldSince))
  /** What the filters hide; null when they hide nothing. Again when the sorted order is (a pin coming due re-sorts). */
  readonly filtered: FilterReport | null = $derived.by(() => {
    const sorted = this.sorted
    return filterReport(this.drawn, sorted, untrack(() => this.now), this.rules)
  })
  readonly summary: WallSummary = $derived(summarizeWall(this.drawn, this.now, this.rules))
  readonly choices = $derived(filterChoices(this.drawn))

  get loaded(): boolean {
    return this.#loaded
  }
  /** The workspace whose calls the wall shows, once it has read them. */
  get workspaceId(): string | null {
    return this.#workspaceId
  }
  get polledAt(): string | null {
    return this.#polledAt
  }
  get calls(): WallCalls {
    return this.#calls
  }
  get prefs(): WallPrefs {
    return this.#prefs
  }
  isEnding(roomName: string): boolean {
    return this.#calls.get(roomName)?.ending === true
  }

  /** Follows the poller for the window's life (transfer requests alert from any view); returns the function that stops. */
  start(): () => void {
    const stop = bridge.on('calls.snapshot', (snapshot) => this.#apply(snapshot))
    void this.refresh()
    return stop
  }

  /** Another workspace is open: its wall is read afresh. */
  reset(): void {
    this.#calls = EMPTY_WALL
    this.#drawn = EMPTY_WALL
    this.#sorted = []
    this.#order = []
    this.#resumes++
    this.#workspaceId = null
    this.#polledAt = null
    this.#loaded = false
    this.#alerts.reset()
    toasts.dismissFrom(TOAST_SOURCE)
    void this.refresh()
  }

  /**
   * The whole wall at once: at start (the answer asked as the window's script
   * began, when it came; asked again when it failed), and when a diff arrives
   * for a wall we do not have.
   */
  async refresh(): Promise<void> {
    const { result, since } = await currentCalls.read()
    if (result.ok) this.#load(result.value)
    for (const snapshot of since) this.#apply(snapshot)
    this.#firstReadAnswered()
  }

  /** The pointer entered or left the wall, or keyboard focus did: the order holds while either is in it. */
  hold(source: HoldSource, on: boolean): void {
    if (this.#holds[source] === on) return
    const was = this.held
    this.#holds[source] = on
    if (this.held !== was) this.#heldSince = this.held ? Date.now() : null
  }

  /** The new-calls bar or Esc: the sorted order at once, ended calls gone, new ones in; a hold still on starts afresh from it. */
  resume(): void {
    this.#order = []
    this.#resumes++
    if (this.held) this.#heldSince = Date.now()
  }

  /** A deliberate choice of filters or sort shows its result at once, held or not. */
  setPrefs(change: Partial<WallPrefs>): void {
    this.resume()
    this.#prefs = { ...this.#prefs, ...change }
    saveWallPrefs(localStorage, this.#prefs)
  }

  setFilters(change: Partial<WallPrefs['filters']>): void {
    this.setPrefs({ filters: { ...this.#prefs.filters, ...change } })
  }

  /** Hears every change of the wall, e.g. to re-read the call the detail panel shows; returns the unsubscribe function. */
  onUpdate(listener: (ended: readonly string[]) => void): () => void {
    return this.#updated.add(listener)
  }

  async end(roomName: string): Promise<void> {
    const label = this.#calls.get(roomName) ? customerLabel(this.#calls.get(roomName)!.call) : roomName
    this.#setCalls(withEnding(this.#calls, roomName, true))
    const result = await bridge.invoke('calls.end', { roomName })
    if (!result.ok) {
      this.#setCalls(withEnding(this.#calls, roomName, false))
      return this.#say('error', t('calls.end.failed', { customer: label, error: errorText(result.error) }))
    }
    this.#ended.add(roomName)
    this.#setCalls(withoutCalls(this.#calls, [roomName]), [roomName])
    this.#say('info', result.value.outcome === 'already-ended' ? t('calls.end.alreadyEnded') : t('calls.end.done', { customer: label }))
  }

  /** Says why an action was not started (the key may not end calls). */
  refused(reason: string): void {
    this.#say('error', reason)
  }

  #load(current: CallsCurrent): void {
    if (!current.polledAt) return
    if (this.#polledAt && current.workspaceId === this.#workspaceId && Date.parse(current.polledAt) <= Date.parse(this.#polledAt)) return
    const before = this.#calls
    const quiet = current.workspaceId !== this.#workspaceId
    this.#workspaceId = current.workspaceId
    this.#polledAt = current.polledAt
    this.#loaded = true
    const next = wallOf(current.calls, current.polledAt, current.transfersWaiting, current.matches)
    this.#setCalls(next, [...before.keys()].filter((roomName) => !next.has(roomName)))
    this.#announce(quiet)
  }

  #apply(snapshot: CallsSnapshot): void {
    if (!snapshot.full && snapshot.workspaceId !== this.#workspaceId) return void this.refresh()
    clock.keepClearOf(Date.now())
    const quiet = snapshot.workspaceId !== this.#workspaceId
    const gone = snapshot.full ? [...this.#calls.keys()] : snapshot.removed
    const next = applySnapshot(this.#calls, snapshot, this.#ended.current())
    this.#workspaceId = snapshot.workspaceId
    this.#polledAt = snapshot.polledAt
    this.#loaded = true
    this.#setCalls(next, gone.filter((roomName) => !next.has(roomName)))
    this.#announce(quiet)
  }

  /** Sounds and notifies the matches due now, then again at the next instant one comes due by the clock alone. */
  #announce(quiet: boolean): void {
    clearTimeout(this.#alertTimer)
    const now = Date.now()
    const rules = this.rules
    this.#alerts.check(this.#calls, rules, now, { quiet, paused: alertSettings.isPaused() }, (roomName) => router.open('calls', { room: roomName }))
    const next = nextAttentionChange(this.#calls, now, rules)
    if (next !== Infinity) this.#alertTimer = setTimeout(() => this.#announce(false), next - now)
  }

  #setCalls(calls: WallCalls, ended: readonly string[] = []): void {
    if (calls === this.#calls && ended.length === 0) return
    this.#calls = calls
    this.#updated.emit(ended)
  }

  #say(kind: ToastKind, text: string): void {
    toasts.show(TOAST_SOURCE, kind, text)
  }
}
