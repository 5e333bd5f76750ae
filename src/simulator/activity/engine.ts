import type { Store } from '../state/store'
import { prngFor } from '../fixture/prng'
import { scriptsFor } from '../fixture/call-scripts'
import type { SimClock } from './clock'
import { RING_SECONDS_BEFORE_FAILURE } from './dial-outcome'
import type { CallSpec, ConnectingCall, EndReason, EngineListener } from './call-types'
import { advance, participantsOf, SECONDS_PER_LINE, speak, type LiveCall } from './live-call'

export type { CallSpec, ConnectingCall, EndReason, EngineListener } from './call-types'

export const DEFAULT_MAX_CALL_DURATION = 3600

/**
 * The live calls and their evolution. Everything random comes from PRNGs derived
 * from the seed, and time only moves by `step()`, so a seed and a number of steps
 * fix the state (given the same API requests in between).
 */
export class ActivityEngine {
  readonly live = new Map<string, LiveCall>()
  readonly connecting: ConnectingCall[] = []
  /** Changes whenever anything visible in the active calls changes. */
  version = 0
  private serial = 0
  private readonly listeners: EngineListener[] = []

  constructor(
    private readonly store: Store,
    readonly clock: SimClock,
    private readonly seed: number,
  ) {}

  listen(listener: EngineListener): void {
    this.listeners.push(listener)
  }

  step(): void {
    this.clock.tick += 1
    for (const call of [...this.live.values()]) {
      const max = this.maxDurationOf(call)
      if (advance(call, max)) this.end(call.roomName, call.duration >= max ? 'max_duration' : 'completed')
    }
    for (const pending of this.connecting.filter((c) => c.failAtTick <= this.clock.tick)) this.failNow(pending)
    for (const listener of this.listeners) listener.tick?.()
    this.version += 1
  }

  start(spec: CallSpec): LiveCall {
    const serial = ++this.serial
    const rng = prngFor(this.seed, 'call', serial)
    const number = this.store.numberOf(spec.agent)
    const duration = spec.duration ?? 0
    const startedAt = this.clock.now() - duration * 1000
    const type = spec.type ?? 'phone'
    const script = rng.pick(scriptsFor(spec.agent.id))
    // A call joined midway has said the first lines of its script already, and feels as they made it feel.
    const said = Math.min(script.lines.length, 1 + Math.floor(duration / SECONDS_PER_LINE))
    const heard = { lastMessage: '', sentiment: 'neutral' as LiveCall['sentiment'], transferRequested: false }
    for (const line of script.lines.slice(0, said)) speak(heard, line)
    const call: LiveCall = {
      id: `call_${rng.hex(12)}`,
      roomName: `room_${rng.hex(12)}`,
      workspaceId: spec.agent.workspaceId,
      agentId: spec.agent.id,
      aiAgentName: spec.agent.name,
      phoneNumberId: number?.phoneNumberId ?? null,
      fromNumber: number?.phoneNumber ?? '',
      customerPhone: spec.customerPhone,
      customerName: spec.customerName ?? null,
      type,
      duration,
      sentiment: spec.sentiment ?? heard.sentiment,
      lastMessage: spec.lastMessage ?? heard.lastMessage,
      transferRequested: spec.transferRequested ?? heard.transferRequested,
      participants: participantsOf(spec.agent.id, customerIdentity(type, spec.customerPhone, rng.hex(6)), startedAt),
      origin: spec.origin,
      plannedDuration: spec.plannedDuration ?? rng.int(60, 300),
      hold: spec.hold ?? false,
      rng,
      script,
      nextLine: said,
      agentMuted: false,
      nextLineAt: duration + rng.int(3, 8),
      startedAt,
      callbackUrl: spec.callbackUrl ?? null,
      metadata: spec.metadata ?? null,
      batchJob: spec.batchJob ?? null,
    }
    this.live.set(call.roomName, call)
    this.version += 1
    for (const listener of this.listeners) listener.started?.(call)
    return call
  }

  /** Places a call that will ring and fail; answers its id. */
  startFailing(spec: CallSpec, toNumber: string): ConnectingCall {
    const rng = prngFor(this.seed, 'call', ++this.serial)
    const pending: ConnectingCall = {
      id: `call_${rng.hex(12)}`,
      roomName: `room_${rng.hex(12)}`,
      workspaceId: spec.agent.workspaceId,
      agentId: spec.agent.id,
      fromNumber: this.store.numberOf(spec.agent)?.phoneNumber ?? '',
      toNumber,
      origin: spec.origin,
      failAtTick: this.clock.tick + RING_SECONDS_BEFORE_FAILURE,
      callbackUrl: spec.callbackUrl ?? null,
      metadata: spec.metadata ?? null,
      batchJob: spec.batchJob ?? null,
    }
    this.connecting.push(pending)
    return pending
  }

  end(roomName: string, reason: EndReason): LiveCall | undefined {
    const call = this.live.get(roomName)
    if (!call) return undefined
    this.live.delete(roomName)
    this.version += 1
    const endedAt = this.clock.iso()
    for (const listener of this.listeners) listener.ended?.(call, reason, endedAt)
    return call
  }

  /** Forgets a ringing call without reporting a failure (its batch was cancelled). */
  dropConnecting(id: string): void {
    const index = this.connecting.findIndex((c) => c.id === id)
    if (index >= 0) this.connecting.splice(index, 1)
  }

  /** Calls placed through the API that hold a concurrency slot: live or still ringing. */
  apiCallsIn(workspaceId: string): number {
    let count = 0
    for (const call of this.live.values()) if (call.origin === 'api' && call.workspaceId === workspaceId) count++
    for (const call of this.connecting) if (call.origin === 'api' && call.workspaceId === workspaceId) count++
    return count
  }

  touch(): void {
    this.version += 1
  }

  private failNow(pending: ConnectingCall): void {
    this.connecting.splice(this.connecting.indexOf(pending), 1)
    const failedAt = this.clock.iso()
    for (const listener of this.listeners) listener.failed?.(pending, failedAt)
  }

  private maxDurationOf(call: LiveCall): number {
    const number = call.phoneNumberId === null ? undefined : this.store.phoneNumbers.get(call.phoneNumberId)
    return number?.maxCallDuration ?? DEFAULT_MAX_CALL_DURATION
  }
}

function customerIdentity(type: 'phone' | 'web', phone: string, suffix: string): string {
  return type === 'web' || phone === '' ? `web-${suffix}` : `customer-${phone.replace(/\D/g, '')}`
}
