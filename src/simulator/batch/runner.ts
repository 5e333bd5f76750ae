import type { ActivityEngine, ConnectingCall, EndReason } from '../activity/engine'
import { dialOutcome } from '../activity/dial-outcome'
import type { LiveCall } from '../activity/live-call'
import { prngFor, type Prng } from '../fixture/prng'
import { HOUR, iso } from '../fixture/time'
import type { BatchJobRecord, BatchRecord, DispositionRecord, Store } from '../state/store'

/** Calls of one batch dialled at the same time. */
export const BATCH_PARALLEL_CALLS = 3

/** Dials the queued calls of running batches as the activity ticks, and records their outcome. */
export class BatchRunner {
  private readonly rng: Prng

  constructor(
    private readonly store: Store,
    private readonly engine: ActivityEngine,
    seed: number,
  ) {
    this.rng = prngFor(seed, 'batches')
    engine.listen({
      tick: () => this.dialQueued(),
      ended: (call, reason, endedAt) => this.onEnded(call, reason, endedAt),
      failed: (call, failedAt) => this.onFailed(call, failedAt),
    })
  }

  /** Stops the batch: queued calls are cancelled, calls in progress hang up. */
  cancel(batch: BatchRecord): void {
    if (batch.status === 'completed' || batch.status === 'cancelled') return
    batch.status = 'cancelled'
    const now = this.engine.clock.iso()
    for (const job of batch.jobs) {
      if (job.status === 'queued') {
        job.status = 'cancelled'
        job.endedAt = now
      } else if (job.status === 'in_progress') {
        if (job.roomName !== null) this.engine.end(job.roomName, 'cancelled')
        else this.engine.dropConnecting(job.callId ?? '')
        job.status = 'cancelled'
        job.endedAt = now
      }
    }
    batch.updatedAt = now
  }

  private dialQueued(): void {
    for (const batch of this.store.batches.values()) {
      if (batch.status !== 'queued' && batch.status !== 'running') continue
      batch.status = 'running'
      let inProgress = batch.jobs.filter((j) => j.status === 'in_progress').length
      for (const job of batch.jobs) {
        if (inProgress >= BATCH_PARALLEL_CALLS) break
        if (job.status !== 'queued') continue
        this.dial(batch, job)
        inProgress++
      }
      this.finishIfDone(batch)
    }
  }

  private dial(batch: BatchRecord, job: BatchJobRecord): void {
    const agent = this.store.agents.get(batch.agentId)
    const now = this.engine.clock.iso()
    job.startedAt = now
    batch.updatedAt = now
    if (!agent || this.store.numberOf(agent) === undefined) {
      job.status = 'failed'
      job.endedAt = now
      return
    }
    const spec = {
      agent,
      origin: 'batch' as const,
      customerPhone: job.toNumber,
      customerName: job.customerName || null,
      batchJob: { batchId: batch.batchId, jobId: job.jobId },
    }
    job.status = 'in_progress'
    if (dialOutcome(job.toNumber) === 'connect') {
      const call = this.engine.start({ ...spec, plannedDuration: this.rng.int(20, 90) })
      job.callId = call.id
      job.roomName = call.roomName
    } else {
      job.callId = this.engine.startFailing(spec, job.toNumber).id
    }
  }

  private onEnded(call: LiveCall, reason: EndReason, endedAt: string): void {
    const found = this.jobOf(call.batchJob)
    if (!found || found.job.status !== 'in_progress') return
    found.job.status = reason === 'cancelled' ? 'cancelled' : 'completed'
    found.job.endedAt = endedAt
    found.batch.updatedAt = endedAt
    if (reason !== 'cancelled') this.addDisposition(found.batch, found.job, this.outcome())
    this.finishIfDone(found.batch)
  }

  private onFailed(call: ConnectingCall, failedAt: string): void {
    const found = this.jobOf(call.batchJob)
    if (!found || found.job.status !== 'in_progress') return
    found.job.status = 'failed'
    found.job.endedAt = failedAt
    found.batch.updatedAt = failedAt
    this.addDisposition(found.batch, found.job, { disposition: 'no_answer', status: 'pending', inHours: 2 })
    this.finishIfDone(found.batch)
  }

  private outcome(): { disposition: string; status: string; inHours: number | null } {
    const disposition = this.rng.weighted([
      ['interested', 25], ['callback', 25], ['not_interested', 15], ['voicemail', 15], ['busy', 10], ['do_not_call', 5],
    ] as const)
    if (disposition === 'callback') return { disposition, status: 'scheduled', inHours: this.rng.int(1, 72) }
    if (disposition === 'voicemail' || disposition === 'busy') return { disposition, status: 'pending', inHours: this.rng.int(2, 24) }
    return { disposition, status: 'completed', inHours: null }
  }

  private addDisposition(batch: BatchRecord, job: BatchJobRecord, o: { disposition: string; status: string; inHours: number | null }): void {
    const now = this.engine.clock.now()
    const record: DispositionRecord = {
      _id: this.store.newId('disp'),
      workspaceId: batch.workspaceId,
      phoneNumber: job.toNumber,
      customerName: job.customerName,
      disposition: o.disposition,
      status: o.status,
      scheduledAt: o.inHours === null ? null : iso(now + o.inHours * HOUR),
      attempt: 1,
      agentId: batch.agentId,
      batchId: batch.batchId,
      notes: '',
      createdAt: iso(now),
      updatedAt: iso(now),
    }
    this.store.dispositions.set(record._id, record)
  }

  private finishIfDone(batch: BatchRecord): void {
    if (batch.status !== 'running') return
    if (batch.jobs.every((j) => j.status !== 'queued' && j.status !== 'in_progress')) {
      batch.status = 'completed'
      batch.updatedAt = this.engine.clock.iso()
    }
  }

  private jobOf(ref: { batchId: string; jobId: string } | null): { batch: BatchRecord; job: BatchJobRecord } | undefined {
    if (ref === null) return undefined
    const batch = this.store.batches.get(ref.batchId)
    const job = batch?.jobs.find((j) => j.jobId === ref.jobId)
    return batch && job ? { batch, job } : undefined
  }
}
