import type { CallbackDue } from '../../shared/bridge'
import { notificationPermission, showDesktopNotification } from '../lib/desktop-notifications.svelte'
import { router } from '../app/router.svelte'
import { timeZone } from '../app/time-zone.svelte'
import { bridge } from '../lib/bridge'
import { formatTime } from '../../shared/time/zoned-format'
import { formatServiceValue } from '../lib/format'
import { t } from '../i18n/i18n.svelte'

const KEEP = 5

/**
 * Core says when a callback falls due (once per callback time, never while
 * alerts are paused): a desktop notification that opens the callback, and the
 * same reminder in the callbacks view, where it shows even when notifications
 * are off. Listens for the whole life of the window, whichever view is open.
 */
export class CallbackReminders {
  #recent = $state.raw<CallbackDue[]>([])

  get recent(): CallbackDue[] {
    return this.#recent
  }

  /** Returns the function that stops listening. */
  start(): () => void {
    return bridge.on('callbacks.due', (due) => this.#announce(due))
  }

  dismiss(dispositionId: string): void {
    this.#recent = this.#recent.filter((due) => due.dispositionId !== dispositionId)
  }

  reset(): void {
    this.#recent = []
  }

  #announce(due: CallbackDue): void {
    this.#recent = [due, ...this.#recent.filter((d) => d.dispositionId !== due.dispositionId)].slice(0, KEEP)
    notificationPermission.refresh()
    const who = due.customerName || due.phoneNumber
    const body = t('callbacks.reminder.body', { disposition: formatServiceValue(due.disposition), time: formatTime(due.scheduledAt, timeZone.zone), number: due.phoneNumber })
    showDesktopNotification(t('callbacks.reminder.title', { who }), body, `callback-${due.dispositionId}`, () => {
      router.open('callbacks', { id: due.dispositionId })
    })
  }
}
