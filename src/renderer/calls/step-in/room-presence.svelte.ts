import type { CallParticipants, Result } from '../../../shared/bridge'
import { distinctRooms, NO_LINES, NO_ROOMS, presenceLines, roomsByName } from './presence'
import { errorText } from '../../i18n/translation.svelte'

/** Core reads each room at most this often; asking faster would only repeat its answer. */
export const PRESENCE_EVERY_MS = 2_000

/** The most rooms one `calls.participants` names (its contract). */
const MOST_ROOMS = 50

export interface RoomPresenceDeps {
  /** `calls.participants` through the Bridge. */
  read(roomNames: string[]): Promise<Result<CallParticipants[]>>
  /** Whether the window can be seen now: hidden, nothing is read. */
  visible(): boolean
}

/**
 * Who is in the calls that need it (the opened call, the pinned ones, the one
 * listened to), read every 2 s while the Live calls view is shown and the
 * window visible, never for calls nobody looks at.
 */
export class RoomPresence {
  #rooms = $state.raw(NO_ROOMS)
  #lines = $state.raw(NO_LINES)
  #error = $state<string | null>(null)

  constructor(private readonly deps: RoomPresenceDeps) {}

  /** Each followed room's card line ("Ana took over"), by room name. */
  get lines(): ReadonlyMap<string, string> {
    return this.#lines
  }
  /** Why the last read failed (no media server, offline), in words. */
  get error(): string | null {
    return this.#error
  }

  of(roomName: string): CallParticipants | null {
    return this.#rooms.get(roomName) ?? null
  }

  /** Reads the rooms `which` names now and every 2 s after each answer; answers the function that stops. */
  follow(which: () => string[]): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const tick = async () => {
      if (this.deps.visible()) await this.read(which())
      if (!stopped) timer = setTimeout(() => void tick(), PRESENCE_EVERY_MS)
    }
    void tick()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }

  async read(roomNames: readonly string[]): Promise<void> {
    const wanted = distinctRooms(roomNames, MOST_ROOMS)
    if (wanted.length === 0) return this.reset()
    const result = await this.deps.read(wanted)
    if (!result.ok) {
      this.#error = errorText(result.error)
      return
    }
    this.#error = null
    this.#rooms = roomsByName(result.value)
    this.#lines = presenceLines(result.value, this.#lines)
  }

  reset(): void {
    this.#rooms = NO_ROOMS
    this.#lines = NO_LINES
    this.#error = null
  }
}
