import type { ConnectionState, ConnectionStatus } from '../../shared/bridge'
import { inEnglish, words } from '../errors/core-error'
import type { SyncClock } from './clock'
import { failureWords, isRateLimited, isUnreachable, isWallStale } from './errors'

interface Outcome {
  /** Order of arrival: clocks can stand still (tests) and two outcomes share a millisecond. */
  seq: number
  error: unknown
  ok: boolean
}

const CONNECTING = words('errors.connection.connecting')
export const CONNECTING_REASON = inEnglish(CONNECTING)

/** A state not online and why: in English (`reason`) and as core's message, which the renderer words (`words`). */
export function notOnline(state: Exclude<ConnectionState, 'online'>, error: unknown): ConnectionStatus {
  const said = error === null ? CONNECTING : failureWords(error)
  return typeof said === 'string' ? { state, reason: said } : { state, reason: inEnglish(said), words: said }
}

/**
 * Turns the outcomes of every request the sync makes (poller, resources,
 * outbox) into the one state the indicator shows:
 * - `offline` when the latest outcome of all is "no answer" (network down,
 *   service unreachable or not answering in time) and the heartbeat (the live
 *   poll, which asks every few seconds and retries a lost connection) is not
 *   answering either: its latest outcome is a failure and no source has been
 *   answered since, or it has none yet. A request sent while the network was
 *   down may fail after the network is back and another source has been
 *   answered, before the next poll: that makes the state `degraded`, not
 *   `offline` again;
 *   One request of another source that got no answer while the heartbeat's
 *   latest poll was answered (a write meeting a connection the service had
 *   just closed, a sync reporting a failure from before the network came
 *   back) makes the state `degraded` until the next success, never `offline`,
 *   so it does not refuse the actions `requireOnline` guards;
 * - `degraded` when some source's latest outcome is an error (429, 5xx,
 *   refused, malformed data); an unreachable error older than a later success
 *   elsewhere no longer counts, since that source retries. The live poll's
 *   report that the wall is older than its cadence and slack (no answer, or
 *   "Behind: 12 s") is the reason shown before any other;
 * - `online` otherwise. Before the first outcome it is `degraded`, connecting.
 */
export class ConnectionMonitor {
  readonly #latest = new Map<string, Outcome>()
  #lastOkAt: number | null = null
  #lastOkSeq = 0
  #seq = 0
  #status: ConnectionStatus = notOnline('degraded', null)

  constructor(
    private readonly clock: SyncClock,
    private readonly onChange: (status: ConnectionStatus, previous: ConnectionStatus) => void,
    /** The source whose answers tell that the service is reachable (the live poll). */
    private readonly heartbeat: string,
  ) {}

  get status(): ConnectionStatus {
    return this.#lastOkAt === null ? this.#status : { ...this.#status, lastOkAt: new Date(this.#lastOkAt).toISOString() }
  }

  succeeded(source: string): void {
    this.#lastOkAt = this.clock.now()
    this.#lastOkSeq = ++this.#seq
    this.#latest.set(source, { seq: this.#lastOkSeq, ok: true, error: null })
    this.#update()
  }

  failed(source: string, error: unknown): void {
    this.#latest.set(source, { seq: ++this.#seq, ok: false, error })
    this.#update()
  }

  /** Forgets the failures `over` says have ended (the disk's, once it has room): their sources have not asked since. */
  forgetFailures(over: (error: unknown) => boolean): void {
    for (const [source, outcome] of this.#latest) if (!outcome.ok && over(outcome.error)) this.#latest.delete(source)
    this.#update()
  }

  #update(): void {
    const next = this.#compute()
    const previous = this.#status
    if (next.state === previous.state && next.reason === previous.reason) return
    this.#status = next
    this.onChange(this.status, previous)
  }

  #compute(): ConnectionStatus {
    const outcomes = [...this.#latest.values()]
    if (outcomes.length === 0) return notOnline('degraded', null)
    const newest = outcomes.reduce((a, b) => (b.seq > a.seq ? b : a))
    const heartbeat = this.#latest.get(this.heartbeat)
    const heartbeatDown = heartbeat === undefined || (!heartbeat.ok && heartbeat.seq > this.#lastOkSeq)
    if (!newest.ok && isUnreachable(newest.error) && heartbeatDown) return notOnline('offline', newest.error)
    const failing = outcomes
      .filter((o) => !o.ok && !(isUnreachable(o.error) && o.seq < this.#lastOkSeq))
      .sort((a, b) => b.seq - a.seq)
    // The wall's age first: it is what the supervisor reads the calls by.
    const worst = failing.find((o) => isWallStale(o.error)) ?? failing.find((o) => isRateLimited(o.error)) ?? failing[0]
    if (worst) return notOnline('degraded', worst.error)
    return { state: 'online' }
  }
}
