import type { RequestMetrics } from '../../shared/bridge'

/**
 * What sharing the key costs, when it seems shared: the service limited it
 * while this console stayed within its budget, or its own count of the key
 * shows other consoles' requests. Null otherwise. The advice is the
 * reference's: each key has its own limits.
 */
export function sharedKeyAdvice(metrics: RequestMetrics | null): string | null {
  if (metrics?.limitedWhileUsing != null)
    return (
      `This API key seems shared with other consoles: the service limited it while this console used ${metrics.limitedWhileUsing} ` +
      `of its ${metrics.budgetPerMinute} requests a minute, so every console sharing it falls behind. Give each supervisor their own key.`
    )
  if (metrics?.othersLastMinute != null)
    return (
      `This API key seems shared with other consoles: the service counted ${metrics.othersLastMinute} requests from them in the last minute ` +
      `besides this console's ${metrics.usedLastMinute}. Syncing slows down on each to leave room for the live calls, and every wall falls ` +
      `behind when the key's limit is reached. Give each supervisor their own key.`
    )
  return null
}
