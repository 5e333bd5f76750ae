import { SvelteMap } from 'svelte/reactivity'
import type { CallNowResult, CallsSnapshot } from '../../shared/bridge'
import { router } from '../app/router.svelte'
import { bridge } from '../lib/bridge'

export interface CallAttempt {
  state: 'placing' | 'placed' | 'failed'
  result: CallNowResult | null
  error: string | null
  /** The placed call is on the live wall now. */
  live: boolean
  /** It was on the wall and has ended. */
  ended: boolean
}

/**
 * "Call now" per callback: placing, then the placed call followed on the
 * wall's polls, so the link to it says whether it is live yet.
 */
export class CallbackCalls {
  readonly #attempts = new SvelteMap<string, CallAttempt>()

  /** Follows the wall's polls; returns the function that stops. */
  start(): () => void {
    return bridge.on('calls.snapshot', (snapshot) => this.#follow(snapshot))
  }

  reset(): void {
    this.#attempts.clear()
  }

  attemptFor(dispositionId: string): CallAttempt | null {
    return this.#attempts.get(dispositionId) ?? null
  }

  async call(dispositionId: string, agentId?: string): Promise<void> {
    this.#set(dispositionId, { state: 'placing', result: null, error: null, live: false, ended: false })
    const result = await bridge.invoke('callbacks.callNow', agentId ? { dispositionId, agentId } : { dispositionId })
    this.#set(
      dispositionId,
      result.ok
        ? { state: 'placed', result: result.value, error: null, live: false, ended: false }
        : { state: 'failed', result: null, error: result.error.message, live: false, ended: false },
    )
    // The re-poll after placing may have answered before the command did.
    if (!result.ok) return
    const wall = await bridge.invoke('calls.current', {})
    if (wall.ok && wall.value.calls.some((c) => c.roomName === result.value.roomName)) {
      const attempt = this.#attempts.get(dispositionId)
      if (attempt?.result?.roomName === result.value.roomName) this.#set(dispositionId, { ...attempt, live: true })
    }
  }

  /** Opens the call on the Live calls view, its detail panel open. */
  openLiveCall(roomName: string): void {
    router.open('calls', { room: roomName })
  }

  #follow(snapshot: CallsSnapshot): void {
    for (const [id, attempt] of [...this.#attempts]) {
      const room = attempt.result?.roomName
      if (!room) continue
      const seen = snapshot.added.some((c) => c.roomName === room) || snapshot.changed.some((c) => c.roomName === room)
      const gone = attempt.live && (snapshot.removed.includes(room) || (snapshot.full && !seen))
      if ((seen && !attempt.live) || gone) this.#set(id, { ...attempt, live: seen, ended: gone })
    }
  }

  #set(id: string, attempt: CallAttempt): void {
    this.#attempts.set(id, attempt)
  }
}
