/** How long the pointer may rest before the wallboard hides it. */
const CURSOR_IDLE_MS = 3_000

/**
 * The full-screen wallboard: dense, larger type, the pointer hidden while it
 * rests. Esc leaves it; so does leaving the browser's full screen (which eats
 * the Esc key itself).
 */
export class Wallboard {
  #active = $state(false)
  #cursorHidden = $state(false)
  #timer: ReturnType<typeof setTimeout> | undefined

  get active(): boolean {
    return this.#active
  }
  get cursorHidden(): boolean {
    return this.#cursorHidden
  }

  toggle(): void {
    if (this.#active) this.leave()
    else this.enter()
  }

  enter(): void {
    this.#active = true
    this.pointerMoved()
    document.documentElement.requestFullscreen?.().catch(() => undefined)
  }

  leave(): void {
    if (!this.#active) return
    this.#active = false
    this.#cursorHidden = false
    clearTimeout(this.#timer)
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
  }

  pointerMoved(): void {
    if (!this.#active) return
    this.#cursorHidden = false
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => (this.#cursorHidden = true), CURSOR_IDLE_MS)
  }

  fullscreenChanged(): void {
    if (!document.fullscreenElement) this.leave()
  }
}
