import type { ActivityEngine } from './engine'

/** The most ticks one timer firing runs; beyond it the simulation drops time rather than stall the server. */
const MAX_TICKS_PER_FIRING = 2000

/**
 * Drives the engine from the wall clock: `speed` ticks (simulated seconds) per wall
 * second. The engine itself never reads the wall clock, which keeps it deterministic.
 */
export class ActivityDriver {
  private timer: NodeJS.Timeout | null = null
  private resumedAt = 0
  private ticksSinceResume = 0

  constructor(
    private readonly engine: ActivityEngine,
    private readonly speed: number,
  ) {}

  get paused(): boolean {
    return this.timer === null
  }

  resume(): void {
    if (this.timer !== null) return
    this.resumedAt = performance.now()
    this.ticksSinceResume = 0
    const period = Math.min(1000, Math.max(10, 1000 / this.speed))
    this.timer = setInterval(() => this.catchUp(), period)
    this.timer.unref()
  }

  pause(): void {
    if (this.timer === null) return
    clearInterval(this.timer)
    this.timer = null
  }

  private catchUp(): void {
    const due = Math.floor(((performance.now() - this.resumedAt) * this.speed) / 1000)
    const steps = Math.min(due - this.ticksSinceResume, MAX_TICKS_PER_FIRING)
    for (let i = 0; i < steps; i++) this.engine.step()
    this.ticksSinceResume = due
  }
}
