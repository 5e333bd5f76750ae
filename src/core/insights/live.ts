import type { LiveInsight } from '../../shared/bridge'
import { concurrencyByMinute, liveCallStats, type Cache } from '../cache'

const MINUTE = 60_000
/** The live line's length, in minutes. */
export const LIVE_MINUTES = 60

/** The last hour of calls in progress, a point a minute (null where no poll ran), and the calls now. */
export function liveInsight(db: Cache, workspaceId: string, nowMs: number): LiveInsight {
  const first = Math.floor(nowMs / MINUTE) * MINUTE - (LIVE_MINUTES - 1) * MINUTE
  const end = first + LIVE_MINUTES * MINUTE
  const seen = new Map(
    concurrencyByMinute(db, workspaceId, new Date(first).toISOString(), new Date(end).toISOString()).map((m) => [m.minute, m.calls]),
  )
  const minutes = Array.from({ length: LIVE_MINUTES }, (_, i) => {
    const minute = new Date(first + i * MINUTE).toISOString()
    return { minute, calls: seen.get(minute) ?? null }
  })
  const now = liveCallStats(db, workspaceId)
  const longest = now.longest && {
    roomName: now.longest.roomName,
    customer: now.longest.customerName ?? now.longest.customerPhone,
    aiAgentName: now.longest.aiAgentName,
    duration: now.longest.duration,
  }
  return { minutes, active: now.active, transfersWaiting: now.transfersWaiting, longest }
}
