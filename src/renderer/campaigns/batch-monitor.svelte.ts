import type { BatchCall, Page } from '../../shared/api'
import type { CampaignBatch } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { errorText } from '../i18n/translation.svelte'

type CallStatus = BatchCall['status']

/** Calls of a batch per page of its list. */
export const CALLS_PER_PAGE = 50

/**
 * The batches this console remembers and the one open: its progress as the
 * watcher reports it, the page of its calls, one call's detail, cancelling.
 */
export class BatchMonitor {
  readonly list = new Latest<CampaignBatch[]>()
  readonly calls = new Latest<Page<BatchCall>>()
  readonly call = new Latest<BatchCall>()
  #openId = $state<string | null>(null)
  #page = $state(1)
  #status = $state<CallStatus | null>(null)
  #opening = new Latest<CampaignBatch>()
  #cancelling = $state(false)
  #cancelError = $state<string | null>(null)
  #renameError = $state<string | null>(null)

  get batches(): CampaignBatch[] {
    return this.list.value ?? []
  }
  get openId(): string | null {
    return this.#openId
  }
  /** The open batch as last read. */
  readonly open = $derived(this.batches.find((batch) => batch.batchId === this.#openId) ?? null)
  get opening(): Latest<CampaignBatch> {
    return this.#opening
  }
  get page(): number {
    return this.#page
  }
  get status(): CallStatus | null {
    return this.#status
  }
  get cancelling(): boolean {
    return this.#cancelling
  }
  get cancelError(): string | null {
    return this.#cancelError
  }
  get renameError(): string | null {
    return this.#renameError
  }

  load(): Promise<boolean> {
    return this.list.load(() => bridge.invoke('campaigns.batches', {}))
  }

  /** Opens a batch by id (a remembered one, or typed in): read again from the service and remembered. */
  async openBatch(batchId: string): Promise<boolean> {
    const id = batchId.trim()
    if (id === '') return false
    this.#openId = id
    this.#page = 1
    this.#status = null
    this.#cancelError = null
    this.call.reset()
    const landed = await this.#opening.load(() => bridge.invoke('campaigns.open', { batchId: id }))
    if (!landed || this.#opening.error) return false
    this.#accept(this.#opening.value!)
    await this.loadCalls()
    return true
  }

  close(): void {
    this.#openId = null
    this.calls.reset()
    this.call.reset()
    this.#opening.reset()
  }

  async loadCalls(): Promise<void> {
    const batchId = this.#openId
    if (!batchId) return
    const status = this.#status
    await this.calls.load(() =>
      bridge.invoke('campaigns.calls', { batchId, page: this.#page, limit: CALLS_PER_PAGE, ...(status ? { status } : {}) }),
    )
  }

  showPage(page: number): void {
    this.#page = Math.max(1, page)
    void this.loadCalls()
  }

  filter(status: CallStatus | null): void {
    this.#status = status
    this.#page = 1
    void this.loadCalls()
  }

  openCall(jobId: string): void {
    const batchId = this.#openId
    if (batchId) void this.call.load(() => bridge.invoke('campaigns.call', { batchId, jobId }))
  }

  /** Stops the batch's remaining calls (after the view's confirmation). */
  async cancel(): Promise<void> {
    const batchId = this.#openId
    if (!batchId || this.#cancelling) return
    this.#cancelling = true
    this.#cancelError = null
    const result = await bridge.invoke('campaigns.cancel', { batchId })
    this.#cancelling = false
    if (result.ok) {
      this.#accept(result.value)
      await this.loadCalls()
    } else this.#cancelError = errorText(result.error)
  }

  /** Names the open batch (kept in this console); a blank name goes back to its file and start. Answers whether it was kept. */
  async rename(name: string): Promise<boolean> {
    const batchId = this.#openId
    if (!batchId) return false
    const result = await bridge.invoke('campaigns.rename', { batchId, name: name.trim() })
    this.#renameError = result.ok ? null : errorText(result.error)
    if (result.ok) this.#accept(result.value)
    return result.ok
  }

  /** A status the watcher read, or a batch just started: shown, and the open batch's calls read again. */
  accept(batch: CampaignBatch): void {
    this.#accept(batch)
    if (batch.batchId === this.#openId) void this.loadCalls()
  }

  reset(): void {
    this.close()
    this.list.reset()
  }

  #accept(batch: CampaignBatch): void {
    const others = this.batches.filter((known) => known.batchId !== batch.batchId)
    this.list.set([batch, ...others].sort((a, b) => b.createdAt.localeCompare(a.createdAt)))
  }
}
