/** A poll sent before the end-call answer may still list the call: ignore it this long. */
export const ENDED_GRACE_MS = 15_000

/** Calls the supervisor just ended, so a late poll does not bring their cards back. */
export class RecentlyEnded {
  readonly #until = new Map<string, number>()

  constructor(private readonly now: () => number = Date.now) {}

  add(roomName: string): void {
    this.#until.set(roomName, this.now() + ENDED_GRACE_MS)
  }

  current(): ReadonlySet<string> {
    const now = this.now()
    for (const [roomName, until] of this.#until) if (until < now) this.#until.delete(roomName)
    return new Set(this.#until.keys())
  }
}
