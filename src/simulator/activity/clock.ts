import { iso } from '../fixture/time'

/** Simulated time: one tick is one simulated second after `origin`. */
export class SimClock {
  tick = 0

  constructor(readonly origin: number) {}

  now(): number {
    return this.origin + this.tick * 1000
  }

  iso(): string {
    return iso(this.now())
  }
}
