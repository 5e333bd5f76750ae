import { router } from '../app/router.svelte'
import { bridge } from '../lib/bridge'
import { stopsTogether } from '../lib/listeners'
import { CallbackCalls } from './call-now.svelte'
import { CallbackEdits } from './edits.svelte'
import { CallbackQueueState } from './queue.svelte'
import { CallbackReminders } from './reminders.svelte'
import { CallbackSelection } from './selection.svelte'

/**
 * The Callbacks feature's state, created once: the queue, the supervisor's
 * edits through the outbox, "Call now", the selection and the reminders.
 * Reminders follow for the window's life; the rest while the view is shown.
 */
class Callbacks {
  readonly queue = new CallbackQueueState()
  readonly edits = new CallbackEdits()
  readonly dialer = new CallbackCalls()
  readonly selection = new CallbackSelection()
  readonly reminders = new CallbackReminders()
  #shown = false
  #syncing = $state(false)

  /** Asked for a sync of the dispositions, until core answered. */
  get syncing(): boolean {
    return this.#syncing
  }

  /** Returns the function that stops the reminders. */
  start(): () => void {
    return this.reminders.start()
  }

  /** The view is shown: follows the queue, the outbox, the wall and the address; returns the function that stops. */
  enter(): () => void {
    this.#shown = true
    const stops = [
      this.queue.start(),
      this.edits.start(),
      this.dialer.start(),
      // `#/callbacks?id=disp_…`: what a reminder's notification links to.
      router.follow('callbacks', 'id', (id) => this.open(id)),
      // `#/callbacks?batchId=…`: a batch's dispositions, from Campaigns.
      router.follow('callbacks', 'batchId', (batchId) => this.queue.setFilter('batchId', batchId)),
      () => {
        this.#shown = false
      },
    ]
    return stopsTogether(stops)
  }

  /** Opens the callback in the detail panel, fetched on its own when the queue does not list it. */
  open(dispositionId: string): void {
    this.selection.open(dispositionId)
    this.queue.show(dispositionId)
  }

  /** Closing also drops `?id=` from the address, so the same reminder can open it again. */
  close(): void {
    this.selection.close()
    this.queue.show(null)
    router.forget('callbacks')
  }

  async syncNow(): Promise<void> {
    this.#syncing = true
    await bridge.invoke('sync.now', { resource: 'dispositions' })
    this.#syncing = false
  }

  /** Another workspace: its callbacks, read again at once when the view is shown. */
  reset(): void {
    this.queue.reset()
    this.edits.reset()
    this.dialer.reset()
    this.selection.reset()
    this.reminders.reset()
    if (!this.#shown) return
    void this.queue.refresh(true)
    void this.edits.refresh()
  }
}

export const callbacks = new Callbacks()
