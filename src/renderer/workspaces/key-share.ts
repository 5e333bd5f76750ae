import type { RequestMetrics } from '../../shared/bridge'
import { t } from '../i18n/translation.svelte'
import { formatCount } from '../lib/format'

/**
 * What sharing the key costs, when the service limited it while this console
 * stayed within its budget; null otherwise. The advice is the reference's:
 * each key has its own limits.
 */
export function sharedKeyAdvice(metrics: RequestMetrics | null): string | null {
  if (metrics?.limitedWhileUsing == null) return null
  return t('workspaces.share.limitedShared', { used: formatCount(metrics.limitedWhileUsing), budget: formatCount(metrics.budgetPerMinute) })
}
