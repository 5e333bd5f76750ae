import type { ActiveCall } from '../../../shared/api'
import type { CallsSnapshot } from '../../../shared/bridge'
import type { AlertPrefs } from '../../alerts/alert-prefs'
import { playTransferChime } from '../../alerts/chime'
import { showDesktopNotification } from '../../lib/desktop-notifications.svelte'
import { customerLabel, type WallCalls } from './model'

/**
 * Calls of this poll that ask for a human and did not before: those alert once.
 * A call already asking when the wall first loads is pinned, not announced.
 */
export function newTransferRequests(
  before: { workspaceId: string | null; calls: WallCalls },
  snapshot: CallsSnapshot,
): ActiveCall[] {
  if (before.workspaceId !== snapshot.workspaceId) return []
  return [...snapshot.added, ...snapshot.changed].filter(
    (call) => call.transferRequested && !before.calls.get(call.roomName)?.call.transferRequested,
  )
}

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
