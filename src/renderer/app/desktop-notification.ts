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
 * notification). One per call (`tag`), so a repeated alert replaces the old one.
 */
export function showDesktopNotification(title: string, body: string, tag: string, onClick: () => void): void {
  if (notificationSupport() !== 'granted') return
  const notification = new Notification(title, { body, tag })
  notification.onclick = () => {
    window.focus()
    onClick()
    notification.close()
  }
}
