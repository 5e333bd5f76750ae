import type { ClientRequest } from 'node:http'
import type { WebhookEventName } from '../contract/shapes'
import { post } from './post'
import { SIGNATURE_HEADER, signatureOf } from './sign'

export const MAX_TRIES = 5
const FIRST_BACKOFF_MS = 1000
/** Deliveries kept for `/_sim/webhooks`; older ones drop off. */
const KEPT = 1000

export interface DeliveryAttempt {
  at: string
  status: number | null
  error: string | null
}

export interface Delivery {
  id: string
  callId: string
  event: WebhookEventName
  url: string
  body: string
  attempts: DeliveryAttempt[]
  state: 'pending' | 'delivered' | 'failed'
}

/**
 * Signs and POSTs webhook events, retrying non-2xx answers with exponential backoff
 * (1, 2, 4, 8 simulated seconds, so divided by the speed). A call's events go out in
 * order: the next waits until the previous one succeeded or gave up.
 */
export class WebhookDispatcher {
  readonly deliveries: Delivery[] = []
  private readonly queues = new Map<string, Promise<void>>()
  private readonly inFlight = new Set<ClientRequest>()
  private readonly sleepers = new Map<NodeJS.Timeout, () => void>()
  private stopped = false
  private count = 0

  constructor(
    private readonly secret: string,
    private readonly speed: number,
  ) {}

  send(callId: string, url: string, event: WebhookEventName, data: Record<string, unknown>): void {
    if (this.stopped) return
    const delivery: Delivery = {
      id: `whd_${String(++this.count).padStart(6, '0')}`,
      callId,
      event,
      url,
      body: JSON.stringify({ event, data }),
      attempts: [],
      state: 'pending',
    }
    this.deliveries.push(delivery)
    if (this.deliveries.length > KEPT) this.deliveries.shift()
    const previous = this.queues.get(callId) ?? Promise.resolve()
    const next = previous.then(() => this.deliver(delivery))
    this.queues.set(callId, next)
    void next.then(() => {
      if (this.queues.get(callId) === next) this.queues.delete(callId)
    })
  }

  /** Aborts requests and pending retries; nothing is sent afterwards. */
  stop(): void {
    this.stopped = true
    for (const req of this.inFlight) req.destroy()
    for (const [timer, wake] of this.sleepers) {
      clearTimeout(timer)
      wake()
    }
    this.sleepers.clear()
  }

  private async deliver(delivery: Delivery): Promise<void> {
    const headers = {
      [SIGNATURE_HEADER]: signatureOf(delivery.body, this.secret),
      'X-Service-Event': delivery.event,
      'X-Service-Delivery': delivery.id,
    }
    for (let attempt = 1; attempt <= MAX_TRIES && !this.stopped; attempt++) {
      const outcome = await post(delivery.url, delivery.body, headers, this.inFlight)
      delivery.attempts.push({ at: new Date().toISOString(), ...outcome })
      if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
        delivery.state = 'delivered'
        return
      }
      if (attempt < MAX_TRIES) await this.sleep((FIRST_BACKOFF_MS * 2 ** (attempt - 1)) / this.speed)
    }
    delivery.state = 'failed'
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.sleepers.delete(timer)
        resolve()
      }, ms)
      this.sleepers.set(timer, resolve)
    })
  }
}
