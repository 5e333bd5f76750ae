import type { Page } from '../../shared/api'
import type { CallRow, DayCount, TranscriptSegment } from '../../shared/bridge'
import { timeZone } from '../app/time-zone.svelte'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { callFilters, type CallViewFilters } from './filters'
import { PagedList } from './paged-list.svelte'

/** A page of calls with the per-day counts over the whole filtered history. */
type CallsAnswer = Page<CallRow> & { perDay: DayCount[] }

/** The call whose transcript is open: what the detail's heading says of it. */
export interface OpenCall {
  roomName: string
  customer: string
  aiAgentName: string
}

/** The calls the console saw, with per-day counts over the whole filtered history, and one call's kept transcript beside them. */
export class CallsHistory {
  readonly list = new PagedList<CallViewFilters, CallRow, CallsAnswer>(
    async (filters, page, limit) => {
      const result = await bridge.invoke('history.calls', { filters: callFilters(filters, timeZone.zone), page, limit, timeZone: timeZone.zone })
      return result.ok ? { ok: true, value: { ...result.value.page, perDay: result.value.perDay } } : result
    },
    {},
  )
  #open = $state<OpenCall | null>(null)
  #focusSegmentId = $state<string | null>(null)
  readonly #transcript = new Latest<TranscriptSegment[]>()

  /** Counted with the page shown, so a stale answer's counts never land either. */
  get perDay(): DayCount[] {
    return this.list.answer?.perDay ?? []
  }
  get open(): OpenCall | null {
    return this.#open
  }
  /** The line a search hit pointed at: scrolled to and outlined. */
  get focusSegmentId(): string | null {
    return this.#focusSegmentId
  }
  /** Null while it loads. */
  get transcript(): TranscriptSegment[] | null {
    return this.#transcript.value
  }
  get transcriptError(): string | null {
    return this.#transcript.error
  }

  /** Opens the call's kept transcript beside the list, scrolled to `segmentId` when given. */
  async show(call: OpenCall, segmentId: string | null = null): Promise<void> {
    const same = this.#open?.roomName === call.roomName
    this.#open = call
    this.#focusSegmentId = segmentId
    if (!same) this.#transcript.reset()
    await this.#transcript.load(() => bridge.invoke('history.transcript', { roomName: call.roomName }))
  }

  close(): void {
    this.#transcript.reset()
    this.#open = null
    this.#focusSegmentId = null
  }

  reset(): void {
    this.list.reset()
    this.close()
  }
}
