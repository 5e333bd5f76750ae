import type { ActiveCall } from '../../shared/api'
import type { CallsSnapshot } from '../../shared/bridge'
import type { WallCalls } from './wall-call'

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
