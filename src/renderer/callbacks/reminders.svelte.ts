import type { CallbackDue } from '../../shared/bridge'
import { notificationSupport, requestNotificationPermission, showDesktopNotification, type NotificationSupport } from '../calls/desktop-notification'
import { bridge } from '../lib/bridge'
import { formatTime, humanize } from './format'
import { callbackHref } from './selection.svelte'
import { timeZone } from './time-zone.svelte'

const KEEP = 5

/**
 * Core says when a callback falls due (once per callback time, never while
 * alerts are paused): a desktop notification that opens the callback, and the
 * same reminder in the callbacks view, where it shows even when notifications
 * are off. Listens for the whole life of the window, whichever view is open.
 */
class CallbackReminderNotices {
  #recent = $state.raw<CallbackDue[]>([])
  #permission = $state<NotificationSupport>(notificationSupport())

  constructor() {
    bridge.on('callbacks.due', (due) => this.#announce(due))
  }

  get recent(): CallbackDue[] {
    return this.#recent
  }
  get permission(): NotificationSupport {
    return this.#permission
  }

  async allowNotifications(): Promise<void> {
    this.#permission = await requestNotificationPermission()
  }

  dismiss(dispositionId: string): void {
    this.#recent = this.#recent.filter((due) => due.dispositionId !== dispositionId)
  }

  #announce(due: CallbackDue): void {
    this.#recent = [due, ...this.#recent.filter((d) => d.dispositionId !== due.dispositionId)].slice(0, KEEP)
    this.#permission = notificationSupport()
    const who = due.customerName || due.phoneNumber
    const body = `${humanize(due.disposition)} · due ${formatTime(due.scheduledAt, timeZone.zone)} · ${due.phoneNumber}`
    showDesktopNotification(`Callback due: ${who}`, body, `callback-${due.dispositionId}`, () => {
      window.location.hash = callbackHref(due.dispositionId)
    })
  }
}

export const reminders = new CallbackReminderNotices()
