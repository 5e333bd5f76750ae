import type { CallOutcome, CommandArgs, EditOutcome, OutboxItem, OutboxList, Result, Snooze } from '../../shared/bridge'
import { connection } from '../app/connection.svelte'
import { keyPermissions } from '../app/permissions.svelte'
import { timeZone } from '../app/time-zone.svelte'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { toasts, type ToastKind } from '../lib/toasts.svelte'
import { formatDateTime } from '../../shared/time/zoned-format'
import { formatServiceValue } from '../lib/format'
import { outboxByDisposition } from './indexes'
import { errorText, sentText, t } from '../i18n/i18n.svelte'

/** The edits' outcomes in the toast stack: a new one replaces the last. */
const TOAST_SOURCE = 'callback-edits'

/**
 * The supervisor's edits of callbacks. Every one goes through the outbox, so
 * an edit made offline is kept and replayed, and shows as pending (or in
 * conflict) beside its callback until the service confirms it.
 */
export class CallbackEdits {
  readonly #outbox = new Latest<OutboxList>()
  #busy = $state(false)

  readonly byDisposition: ReadonlyMap<string, OutboxItem[]> = $derived(outboxByDisposition(this.#items))
  readonly conflicts: OutboxItem[] = $derived(this.#items.filter((item) => item.status === 'conflict'))

  get busy(): boolean {
    return this.#busy
  }

  get #items(): readonly OutboxItem[] {
    return this.#outbox.value?.items ?? []
  }

  /** Follows the outbox; returns the function that stops. */
  start(): () => void {
    const stop = bridge.on('outbox.changed', (list) => this.#outbox.set(list))
    void this.refresh()
    return stop
  }

  async refresh(): Promise<void> {
    await this.#outbox.load(() => bridge.invoke('outbox.list', {}))
  }

  /** Another workspace's outbox is another list; a notice about the old one goes too. */
  reset(): void {
    this.#outbox.reset()
    toasts.dismissFrom(TOAST_SOURCE)
  }

  pendingFor(dispositionId: string): OutboxItem[] {
    return this.byDisposition.get(dispositionId) ?? []
  }

  reschedule(dispositionIds: string[], local: string): Promise<boolean> {
    const zone = timeZone.zone
    return this.#run(() => bridge.invoke('callbacks.reschedule', { dispositionIds, to: { kind: 'at', local, zone } }), (outcome) => {
      const at = outcome.submitted[0]?.scheduledAt
      const count = outcome.submitted.length
      return at ? t('callbacks.edit.rescheduledTo', { count, time: formatDateTime(at, zone) }) : t('callbacks.edit.rescheduled', { count })
    })
  }

  snooze(dispositionIds: string[], snooze: Snooze): Promise<boolean> {
    const zone = timeZone.zone
    return this.#run(() => bridge.invoke('callbacks.reschedule', { dispositionIds, to: { kind: 'snooze', snooze, zone } }), (outcome) => {
      const only = outcome.submitted.length === 1 ? outcome.submitted[0]?.scheduledAt : undefined
      return only ? t('callbacks.edit.snoozedUntil', { time: formatDateTime(only, zone) }) : t('callbacks.edit.snoozed', { count: outcome.submitted.length })
    })
  }

  setStatus(dispositionIds: string[], status: string): Promise<boolean> {
    return this.#run(
      () => bridge.invoke('callbacks.setStatus', { dispositionIds, status }),
      (outcome) => t('callbacks.edit.marked', { count: outcome.submitted.length, status: formatServiceValue(status).toLowerCase() }),
    )
  }

  /** The outcome of a Call now whose call has ended: the callback's status, through the outbox. */
  recordOutcome(dispositionId: string, attemptId: number, status: CallOutcome): Promise<boolean> {
    return this.#run(
      () => bridge.invoke('callbacks.recordOutcome', { dispositionId, attemptId, status }),
      () => t('callbacks.edit.outcomeSaved', { status: formatServiceValue(status).toLowerCase() }),
    )
  }

  saveNotes(dispositionId: string, notes: string): Promise<boolean> {
    return this.#run(() => bridge.invoke('callbacks.setNotes', { dispositionId, notes }), () => t('callbacks.edit.notesSaved'))
  }

  async resolve(args: CommandArgs<'outbox.resolve'>): Promise<boolean> {
    const result = await bridge.invoke('outbox.resolve', args)
    this.#tell(
      result.ok
        ? { kind: 'info', text: args.choice === 'mine' ? t('callbacks.edit.keptMine') : t('callbacks.edit.keptTheirs') }
        : { kind: 'error', text: errorText(result.error) },
    )
    return result.ok
  }

  async discard(id: number): Promise<boolean> {
    const result = await bridge.invoke('outbox.discard', { id })
    this.#tell(result.ok ? { kind: 'info', text: t('callbacks.edit.discarded') } : { kind: 'error', text: errorText(result.error) })
    return result.ok
  }

  #tell(notice: { kind: ToastKind; text: string }): void {
    toasts.show(TOAST_SOURCE, notice.kind, notice.text)
  }

  /** Every edit, from a button or a key: refused here, in the console's words, when the key may not edit callbacks. */
  async #run(request: () => Promise<Result<EditOutcome>>, describe: (outcome: EditOutcome) => string): Promise<boolean> {
    const refusal = keyPermissions.refusal('editCallback')
    if (refusal) {
      this.#tell({ kind: 'error', text: refusal })
      return false
    }
    this.#busy = true
    const result = await request()
    this.#busy = false
    if (!result.ok) {
      this.#tell({ kind: 'error', text: errorText(result.error) })
      return false
    }
    const { submitted, failed } = result.value
    const offline = connection.offline
    const parts = submitted.length > 0 ? [describe(result.value)] : []
    if (submitted.length > 0 && offline) parts.push(t('callbacks.edit.offline'))
    const [first] = failed
    if (first) parts.push(t('callbacks.edit.failed', { count: failed.length, error: sentText(first.words, first.message) }))
    this.#tell({ kind: failed.length > 0 ? 'error' : 'info', text: parts.join(' ') })
    return failed.length === 0
  }
}
