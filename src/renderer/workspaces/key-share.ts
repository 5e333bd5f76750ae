import type { RequestMetrics } from '../../shared/bridge'
import { t } from '../i18n/translation.svelte'
import { formatCount } from '../lib/format'

/**
 * What sharing the key costs, when it seems shared: the service limited it
 * while this console stayed within its budget, or its own count of the key
 * shows other consoles' requests. Null otherwise. The advice is the
 * reference's: each key has its own limits.
 */
export function sharedKeyAdvice(metrics: RequestMetrics | null): string | null {
  if (metrics?.limitedWhileUsing != null)
    return t('workspaces.share.limitedShared', { used: formatCount(metrics.limitedWhileUsing), budget: formatCount(metrics.budgetPerMinute) })
  if (metrics?.othersLastMinute != null)
    return t('workspaces.share.countedShared', { others: formatCount(metrics.othersLastMinute), used: formatCount(metrics.usedLastMinute) })
  return null
}
