/** The app's icon, bundled by Vite from the drawing's generated PNGs (docs/desktop.md → Icons). */
const APP_ICON = new URL('../../../resources/icons/256x256.png', import.meta.url).href

export type NotificationSupport = NotificationPermission | 'unsupported'

export function notificationSupport(): NotificationSupport {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

/** Asks once, from a click; Electron grants the app's own origin without a prompt. */
export async function requestNotificationPermission(): Promise<NotificationSupport> {
  if (typeof Notification === 'undefined') return 'unsupported'
  return Notification.requestPermission()
}

/**
 * The web Notification API works in both hosts (Electron shows it as a native
 * notification, under the app's name). One per call (`tag`), so a repeated alert
 * replaces the old one. The icon is the app's: Windows and Linux show it beside
 * the text (macOS always shows the app icon).
 */
export function showDesktopNotification(title: string, body: string, tag: string, onClick: () => void): void {
  if (notificationSupport() !== 'granted') return
  const notification = new Notification(title, { body, tag, icon: APP_ICON })
  notification.onclick = () => {
    window.focus()
    onClick()
    notification.close()
  }
}

/**
 * Whether desktop notifications may show, as Settings → Alerts and the
 * callbacks' reminders both tell the supervisor, and the one button that asks.
 */
class NotificationPermissionState {
  /** Null until asked or re-read: the browser answers `Notification.permission` from its own process, so it is not read as the window's script loads. */
  #permission = $state<NotificationSupport | null>(null)

  get permission(): NotificationSupport {
    return this.#permission ?? notificationSupport()
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
