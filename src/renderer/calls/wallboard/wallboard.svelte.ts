import { bridge } from '../../lib/bridge'
import { loadWallboardPrefs, saveWallboardPrefs, type WallboardPrefs } from './tiles'

/** How long the pointer may rest before the wallboard hides it. */
const CURSOR_IDLE_MS = 3_000
/** The overdue callbacks come from the cache, which the sync refreshes about as often. */
const OVERDUE_REFRESH_MS = 30_000

/** What the wallboard shows: the tiles with the calls that need attention, or (rotating) every call. */
export type WallboardPage = 'tiles' | 'calls'

/**
 * The full-screen wallboard for a screen across the room: a header that says
 * whose figures these are and how fresh (WallboardHeader, `board.ts`), KPI tiles against
 * the thresholds of Settings → Wallboard, the calls that need attention in
 * large type, optionally rotating with the list of every call; the pointer
 * hidden while it rests. Esc leaves it; so does leaving the browser's full
 * screen (which eats the Esc key itself).
 */
export class Wallboard {
  #active = $state(false)
  #cursorHidden = $state(false)
  #prefs = $state<WallboardPrefs>(loadWallboardPrefs(localStorage))
  #overdue = $state<number | null>(null)
  #page = $state<WallboardPage>('tiles')
  #cursorTimer: ReturnType<typeof setTimeout> | undefined
  #overdueTimer: ReturnType<typeof setInterval> | undefined
  #rotateTimer: ReturnType<typeof setInterval> | undefined

  get active(): boolean {
    return this.#active
  }
  get cursorHidden(): boolean {
    return this.#cursorHidden
  }
  get prefs(): WallboardPrefs {
    return this.#prefs
  }
  /** Open callbacks past their time; null until the console answered (or when it could not). */
  get overdue(): number | null {
    return this.#overdue
  }
  get page(): WallboardPage {
    return this.#page
  }

  toggle(): void {
    if (this.#active) this.leave()
    else this.enter()
  }

  enter(): void {
    this.#active = true
    this.#page = 'tiles'
    this.pointerMoved()
    void this.refreshOverdue()
    this.#overdueTimer = setInterval(() => void this.refreshOverdue(), OVERDUE_REFRESH_MS)
    this.#rotate()
    document.documentElement.requestFullscreen?.().catch(() => undefined)
  }

  leave(): void {
    if (!this.#active) return
    this.#active = false
    this.#cursorHidden = false
    clearTimeout(this.#cursorTimer)
    clearInterval(this.#overdueTimer)
    clearInterval(this.#rotateTimer)
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
  }

  setPrefs(change: Partial<WallboardPrefs>): void {
    this.#prefs = { ...this.#prefs, ...change }
    saveWallboardPrefs(localStorage, this.#prefs)
    if (this.#active) this.#rotate()
  }

  async refreshOverdue(): Promise<void> {
    const result = await bridge.invoke('callbacks.overdue', {})
    this.#overdue = result.ok ? result.value.count : null
  }

  pointerMoved(): void {
    if (!this.#active) return
    this.#cursorHidden = false
    clearTimeout(this.#cursorTimer)
    this.#cursorTimer = setTimeout(() => (this.#cursorHidden = true), CURSOR_IDLE_MS)
  }

  fullscreenChanged(): void {
    if (!document.fullscreenElement) this.leave()
  }

  #rotate(): void {
    clearInterval(this.#rotateTimer)
    const seconds = this.#prefs.rotateSeconds
    if (seconds === null) return void (this.#page = 'tiles')
    this.#rotateTimer = setInterval(() => (this.#page = this.#page === 'tiles' ? 'calls' : 'tiles'), seconds * 1000)
  }
}
