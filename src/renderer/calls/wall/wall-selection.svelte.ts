import { moveSelection, type Move } from './model'

/** Which call the keyboard is on, and which one the detail panel shows. */
export class WallSelection {
  #selected = $state<string | null>(null)
  #detail = $state<string | null>(null)
  /** Bumped when the view should move keyboard focus to the selected call. */
  #focusRequest = $state(0)

  get selected(): string | null {
    return this.#selected
  }
  get detail(): string | null {
    return this.#detail
  }
  get focusRequest(): number {
    return this.#focusRequest
  }

  select(roomName: string | null, focus = false): void {
    this.#selected = roomName
    if (focus) this.#focusRequest++
  }

  move(order: readonly string[], by: Move, columns: number): void {
    this.select(moveSelection(order, this.#selected, by, columns), true)
  }

  open(roomName: string): void {
    this.#selected = roomName
    this.#detail = roomName
    this.#focusRequest++
  }

  closeDetail(): void {
    this.#detail = null
    this.#focusRequest++
  }

  reset(): void {
    this.#selected = null
    this.#detail = null
  }
}
