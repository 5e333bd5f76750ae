import { OVERRIDABLE_BLOCKS, type CallsSnapshot, type DialContext, type OutboundBlock, type PlacedCall } from '../../shared/bridge'
import type { NewCallPrefill } from './new-call-request.svelte'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { callbackUrlProblem, pairsOf, type KeyValue } from './call-form-checks'
import type { checkNumber, NumberCheck } from './number-check'
import { errorText, t } from '../i18n/i18n.svelte'

/** The number before libphonenumber-js has arrived: nothing to dial yet, and nothing to say. */
const UNCHECKED: NumberCheck = { e164: null, problem: null }

/** How long the dialog waits for the placed call to show among the live calls. */
export const CONNECT_TIMEOUT_MS = 60_000
/** Typing pauses this long before the guard is asked about the number. */
const CHECK_DELAY_MS = 250

export interface Waiting {
  callId: string
  roomName: string | null
  toNumber: string
}

/**
 * The New call dialog's state: the agents and the workspace's country, the
 * fields, the guard's verdict on the number, placing (once at a time), then
 * waiting for the call to show on the wall, which it opens.
 */
export class NewCallForm {
  readonly context = new Latest<DialContext>()
  readonly blocks = new Latest<OutboundBlock[]>()
  agentId = $state('')
  to = $state('')
  customerName = $state('')
  /** The callback whose row opened the dialog, and its number as prefilled. */
  #callback: { dispositionId: string; to: string } | null = null
  variables = $state<KeyValue[]>([])
  metadata = $state<KeyValue[]>([])
  callbackUrl = $state('')
  override = $state(false)
  #placing = $state(false)
  #error = $state<string | null>(null)
  #waiting = $state<Waiting | null>(null)
  #timedOut = $state(false)
  #stopWaiting: (() => void) | null = null
  #checkTimer: ReturnType<typeof setTimeout> | null = null
  /** Fetched at the dialog's first open, not at start (`number-check.ts`). */
  #checkNumber = $state.raw<typeof checkNumber | null>(null)

  constructor(private readonly opened: (roomName: string) => void) {}

  readonly number = $derived(this.#checkNumber?.(this.to, this.context.value?.country ?? null) ?? UNCHECKED)
  readonly agent = $derived(this.context.value?.agents.find((a) => a.id === this.agentId) ?? null)
  readonly variablePairs = $derived(pairsOf(this.variables, 'variable'))
  readonly metadataPairs = $derived(pairsOf(this.metadata, 'metadata'))
  readonly urlProblem = $derived(callbackUrlProblem(this.callbackUrl))
  /** The guard's blocks for the number as it is now (an earlier number's are not shown). */
  readonly shownBlocks = $derived(this.number.e164 ? (this.blocks.value ?? []) : [])
  readonly mustOverride = $derived(this.shownBlocks.length > 0 && this.shownBlocks.every((b) => OVERRIDABLE_BLOCKS.includes(b.kind)))
  readonly forbidden = $derived(this.shownBlocks.some((b) => !OVERRIDABLE_BLOCKS.includes(b.kind)))

  get placing(): boolean {
    return this.#placing
  }
  get error(): string | null {
    return this.#error
  }
  get waiting(): Waiting | null {
    return this.#waiting
  }
  get timedOut(): boolean {
    return this.#timedOut
  }

  /** Why the call cannot be placed yet; null when it can. */
  readonly problem = $derived.by((): string | null => {
    if (!this.agentId) return t('campaigns.agent.choose')
    if (this.agent?.notReady) return t('campaigns.agent.notReady', { agent: this.agent.name, reason: this.agent.notReady })
    if (!this.number.e164) return this.number.problem ?? t('campaigns.newCall.typeNumber')
    if (this.variablePairs.problem) return this.variablePairs.problem
    if (this.metadataPairs.problem) return this.metadataPairs.problem
    if (this.urlProblem) return this.urlProblem
    if (this.forbidden) return t('campaigns.newCall.forbidden')
    if (this.mustOverride && !this.override) return t('campaigns.newCall.mustOverride')
    return null
  })

  /** Starts over with what the asking view knew, and reads the agents. */
  prepare(prefill: NewCallPrefill): void {
    this.stop()
    this.#callback = prefill.dispositionId && prefill.to ? { dispositionId: prefill.dispositionId, to: prefill.to } : null
    this.agentId = prefill.agentId ?? ''
    this.to = prefill.to ?? ''
    this.customerName = prefill.customerName ?? ''
    this.variables = []
    this.metadata = []
    this.callbackUrl = ''
    this.override = false
    this.#error = null
    this.#timedOut = false
    this.blocks.reset()
    void Promise.all([this.context.load(() => bridge.invoke('campaigns.dialContext', {})), this.#loadNumberCheck()]).then(() => {
      if (!this.agentId) this.agentId = this.context.value?.agents.find((a) => !a.notReady)?.id ?? ''
      this.numberChanged()
    })
  }

  async #loadNumberCheck(): Promise<void> {
    if (this.#checkNumber) return
    try {
      this.#checkNumber = (await import('./number-check')).checkNumber
    } catch {
      this.#error = t('campaigns.newCall.checkNotLoaded')
    }
  }

  /** The number changed: the guard is asked once typing pauses. */
  numberChanged(): void {
    if (this.#checkTimer) clearTimeout(this.#checkTimer)
    this.override = false
    const e164 = this.number.e164
    if (!e164) return
    this.#checkTimer = setTimeout(() => void this.blocks.load(() => bridge.invoke('campaigns.checkCall', { to: e164 })), CHECK_DELAY_MS)
  }

  /** Places the call; while waiting for it to connect, a second press does nothing. */
  async place(): Promise<void> {
    if (this.#placing || this.#waiting || this.problem || !this.number.e164) return
    this.#placing = true
    this.#error = null
    const result = await bridge.invoke('campaigns.placeCall', {
      agentId: this.agentId,
      to: this.number.e164,
      ...(this.customerName.trim() ? { customerName: this.customerName.trim() } : {}),
      dynamicVariables: this.variablePairs.pairs,
      metadata: this.metadataPairs.pairs,
      ...(this.callbackUrl.trim() ? { callbackUrl: this.callbackUrl.trim() } : {}),
      override: this.override ? this.shownBlocks.map((b) => b.kind) : [],
      // Still the callback's number: the call returns that callback.
      ...(this.#callback && this.#callback.to === this.to ? { dispositionId: this.#callback.dispositionId } : {}),
    })
    this.#placing = false
    if (!result.ok) {
      this.#error = errorText(result.error)
      return
    }
    this.#wait(result.value)
  }

  /** Stops waiting (the dialog closed). */
  stop(): void {
    this.#stopWaiting?.()
    this.#stopWaiting = null
    this.#waiting = null
    if (this.#checkTimer) clearTimeout(this.#checkTimer)
  }

  #wait(placed: PlacedCall): void {
    this.#waiting = { callId: placed.callId, roomName: placed.roomName, toNumber: placed.toNumber }
    this.#timedOut = false
    const seen = (calls: readonly { id: string; roomName: string }[]) => {
      const call = calls.find((c) => c.id === placed.callId || (placed.roomName !== null && c.roomName === placed.roomName))
      if (!call || !this.#waiting) return
      this.stop()
      this.opened(call.roomName)
    }
    const unsubscribe = bridge.on('calls.snapshot', (snapshot: CallsSnapshot) => seen([...snapshot.added, ...snapshot.changed]))
    const timer = setTimeout(() => {
      this.#timedOut = true
    }, CONNECT_TIMEOUT_MS)
    this.#stopWaiting = () => {
      unsubscribe()
      clearTimeout(timer)
    }
    // A poll may have seen it before the answer arrived.
    void bridge.invoke('calls.current', {}).then((current) => {
      if (current.ok) seen(current.value.calls)
    })
  }
}
