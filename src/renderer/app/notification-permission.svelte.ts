import { notificationSupport, requestNotificationPermission, type NotificationSupport } from './desktop-notification'

/**
 * Whether desktop notifications may show, as Settings → Alerts and the
 * callbacks' reminders both tell the supervisor, and the one button that asks.
 */
class NotificationPermissionState {
  #permission = $state<NotificationSupport>(notificationSupport())

  get permission(): NotificationSupport {
    return this.#permission
  }

  /** Asks once, from a click: browsers prompt only after a gesture. */
  async allow(): Promise<void> {
    this.#permission = await requestNotificationPermission()
  }

  /** Re-reads it: the supervisor may have changed it in the system settings. */
  refresh(): void {
    this.#permission = notificationSupport()
  }
}

export const notificationPermission = new NotificationPermissionState()
