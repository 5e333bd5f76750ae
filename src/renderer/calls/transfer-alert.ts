import type { ActiveCall } from '../../shared/api'
import type { AlertPrefs } from '../app/alert-prefs'
import { playTransferChime } from '../app/chime'
import { showDesktopNotification } from '../app/desktop-notification'
import { customerLabel } from './wall-call'

/** A call asked for a human: a chime and a desktop notification, each if switched on and not paused. */
export function announceTransfer(
  call: ActiveCall,
  settings: { prefs: AlertPrefs; paused: boolean },
  openCall: (roomName: string) => void,
): void {
  if (settings.paused) return
  if (settings.prefs.transferSound) playTransferChime()
  if (settings.prefs.transferNotification) {
    showDesktopNotification(
      `Transfer requested: ${customerLabel(call)}`,
      `${call.aiAgentName}: "${call.lastMessage}"`,
      `transfer-${call.roomName}`,
      () => openCall(call.roomName),
    )
  }
}
