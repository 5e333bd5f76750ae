import type { Store } from '../state/store'
import { DEMO_WORKSPACE } from '../fixture/demo'
import { randomPerson } from '../fixture/people'
import { prngFor, type Prng } from '../fixture/prng'
import type { ActivityEngine } from './engine'

/** Keeps about `target` calls going on the demo agents' numbers, as a busy call centre would. */
export class BackgroundActivity {
  private readonly rng: Prng

  constructor(
    private readonly engine: ActivityEngine,
    private readonly store: Store,
    seed: number,
    private target: number,
  ) {
    this.rng = prngFor(seed, 'background')
    engine.listen({ tick: () => this.fill() })
    this.prefill()
  }

  get targetCount(): number {
    return this.target
  }

  /** Applies a new target at once: extra calls hang up, missing ones join mid-conversation. */
  setTarget(target: number): void {
    this.target = target
    const calls = this.backgroundCalls()
    for (const call of calls.slice(0, Math.max(0, calls.length - target))) this.engine.end(call.roomName, 'cancelled')
    this.prefill()
  }

  private backgroundCalls() {
    return [...this.engine.live.values()].filter((c) => c.origin === 'background')
  }

  /** New calls trickle in rather than arriving all at once. */
  private fill(): void {
    const missing = this.target - this.backgroundCalls().length
    for (let i = 0; i < missing; i++) if (this.rng.chance(0.3)) this.startOne(false)
  }

  private prefill(): void {
    const missing = this.target - this.backgroundCalls().length
    for (let i = 0; i < missing; i++) this.startOne(true)
  }

  private startOne(midway: boolean): void {
    const agents = this.store
      .listIn(this.store.agents, DEMO_WORKSPACE)
      .filter((a) => a.flowId !== null && this.store.numberOf(a) !== undefined)
    if (agents.length === 0) return
    const rng = this.rng
    const agent = rng.pick(agents)
    const type = rng.chance(0.15) ? 'web' : 'phone'
    const person = randomPerson(rng)
    const plannedDuration = rng.weighted([
      [rng.int(30, 120), 4],
      [rng.int(120, 420), 4.5],
      [rng.int(420, 1500), 1.5],
    ] as const)
    this.engine.start({
      agent,
      origin: 'background',
      customerPhone: type === 'web' ? '' : person.phone,
      customerName: rng.chance(0.75) ? person.name : null,
      type,
      plannedDuration,
      // Its script sets what it says, its sentiment and whether it asks for a human.
      duration: midway ? rng.int(0, plannedDuration - 1) : 0,
    })
  }
}
