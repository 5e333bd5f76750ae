import type { RequestMetrics } from '../../shared/bridge'

/**
 * What sharing the key costs, when the service limited it while this console
 * stayed within its budget; null otherwise. The advice is the reference's:
 * each key has its own limits.
 */
export function sharedKeyAdvice(metrics: RequestMetrics | null): string | null {
  if (metrics?.limitedWhileUsing == null) return null
  return (
    `This API key seems shared with other consoles: the service limited it while this console used ${metrics.limitedWhileUsing} ` +
    `of its ${metrics.budgetPerMinute} requests a minute, so every console sharing it falls behind. Give each supervisor their own key.`
  )
}
