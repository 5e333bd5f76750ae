import { SvelteMap } from 'svelte/reactivity'
import type { ActiveCall } from '../../shared/api'
import type { CallbackAttempt, CallbackItem, CallNowPreview, CallNowResult, CallsSnapshot, OutboundBlockKind } from '../../shared/bridge'
import { router } from '../app/router.svelte'
import { bridge } from '../lib/bridge'
import { currentAttempt, type CallMood } from './attempt-view'
import { errorText } from '../i18n/translation.svelte'

export interface CallAttempt {
  state: 'placing' | 'placed' | 'failed'
  result: CallNowResult | null
  error: string | null
  /** The placed call is on the live wall now. */
  live: boolean
  /** It was on the wall and has ended. */
  ended: boolean
  /** How the call is going, as the wall's last poll showed it. */
  onCall: CallMood | null
}

/**
 * "Call now" per callback: the confirmation (who calls whom, and what blocks
 * it), placing, then the placed call followed on the wall's polls, so the link
 * to it says whether it is live yet. One call at a time per callback: a second
 * click while one is being prepared or placed does nothing (core also refuses
 * a second call to the same number).
 */
export class CallbackCalls {
  readonly #attempts = new SvelteMap<string, CallAttempt>()
  #confirming = $state.raw<CallNowPreview | null>(null)
  #preparing = $state<string | null>(null)
  #overridden = $state.raw<OutboundBlockKind[]>([])

  /** The call waiting for the supervisor's confirmation. */
  get confirming(): CallNowPreview | null {
    return this.#confirming
  }

  /** The blocks the supervisor ticked to call anyway. */
  get overridden(): readonly OutboundBlockKind[] {
    return this.#overridden
  }

  /** Whether every block of the call waiting for confirmation was overridden (none can be for a do-not-call entry). */
  get cleared(): boolean {
    return this.#confirming?.blocks.every((b) => this.#overridden.includes(b.kind)) ?? false
  }

  setOverride(kind: OutboundBlockKind, on: boolean): void {
    this.#overridden = on ? [...this.#overridden.filter((k) => k !== kind), kind] : this.#overridden.filter((k) => k !== kind)
  }

  /** Whether Call now for this callback is busy: being prepared, confirmed or placed. */
  busy(dispositionId: string): boolean {
    return (
      this.#preparing === dispositionId ||
      this.#confirming?.dispositionId === dispositionId ||
      this.#attempts.get(dispositionId)?.state === 'placing'
    )
  }

  /** Asks core who would call whom and what blocks it, then shows the confirmation. */
  async prepare(dispositionId: string, agentId?: string): Promise<void> {
    if (this.busy(dispositionId)) return
    this.#preparing = dispositionId
    const preview = await bridge.invoke('callbacks.previewCall', agentId ? { dispositionId, agentId } : { dispositionId })
    this.#preparing = null
    this.#overridden = []
    if (preview.ok) this.#confirming = preview.value
    else this.#set(dispositionId, { state: 'failed', result: null, error: errorText(preview.error), live: false, ended: false, onCall: null })
  }

  cancel(): void {
    this.#confirming = null
  }

  /** Places the confirmed call, with the blocks the supervisor chose to override. */
  async confirm(): Promise<void> {
    const preview = this.#confirming
    if (!preview || !this.cleared) return
    this.#confirming = null
    await this.#call(preview.dispositionId, preview.agentId, this.#overridden)
  }

  /** Follows the wall's polls; returns the function that stops. */
  start(): () => void {
    return bridge.on('calls.snapshot', (snapshot) => this.#follow(snapshot))
  }

  reset(): void {
    this.#attempts.clear()
    this.#confirming = null
    this.#preparing = null
  }

  attemptFor(dispositionId: string): CallAttempt | null {
    return this.#attempts.get(dispositionId) ?? null
  }

  /** How the call this window placed for the callback is going, while it is live. */
  moodFor(dispositionId: string): CallMood | null {
    return this.#attempts.get(dispositionId)?.onCall ?? null
  }

  /** The callback's latest Call now: core's record, or the call placed here since, as the wall's polls saw it. */
  latest(item: CallbackItem): CallbackAttempt | null {
    const here = this.#attempts.get(item.disposition._id)?.result
    const followed = here ? this.#attempts.get(item.disposition._id) : undefined
    return currentAttempt(
      item.attempt,
      here?.attempt ?? null,
      here && followed ? { roomName: here.roomName, live: followed.live, ended: followed.ended } : null,
    )
  }

  async #call(dispositionId: string, agentId: string, override: OutboundBlockKind[]): Promise<void> {
    if (this.#attempts.get(dispositionId)?.state === 'placing') return
    this.#set(dispositionId, { state: 'placing', result: null, error: null, live: false, ended: false, onCall: null })
    const overridable = override.filter((kind) => kind === 'asked-not-to-call' || kind === 'quiet-hours')
    const result = await bridge.invoke('callbacks.callNow', { dispositionId, agentId, ...(overridable.length > 0 ? { override: overridable } : {}) })
    this.#set(
      dispositionId,
      result.ok
        ? { state: 'placed', result: result.value, error: null, live: false, ended: false, onCall: null }
        : { state: 'failed', result: null, error: errorText(result.error), live: false, ended: false, onCall: null },
    )
    // The re-poll after placing may have answered before the command did.
    if (!result.ok) return
    const wall = await bridge.invoke('calls.current', {})
    const call = wall.ok ? wall.value.calls.find((c) => c.roomName === result.value.roomName) : undefined
    if (call) {
      const attempt = this.#attempts.get(dispositionId)
      if (attempt?.result?.roomName === call.roomName) this.#set(dispositionId, { ...attempt, live: true, onCall: moodOf(call) })
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
      const call = snapshot.added.find((c) => c.roomName === room) ?? snapshot.changed.find((c) => c.roomName === room)
      const gone = attempt.live && (snapshot.removed.includes(room) || (snapshot.full && !call))
      if (call) this.#set(id, { ...attempt, live: true, onCall: moodOf(call) })
      else if (gone) this.#set(id, { ...attempt, live: false, ended: true, onCall: null })
    }
  }

  #set(id: string, attempt: CallAttempt): void {
    this.#attempts.set(id, attempt)
  }
}

function moodOf(call: ActiveCall): CallMood {
  return { sentiment: call.sentiment, transferRequested: call.transferRequested }
}
