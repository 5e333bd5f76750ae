import type { CampaignBatch } from '../../shared/bridge'
import { formatWhen } from '../../shared/time/zoned-format'
import { t } from '../i18n/translation.svelte'

/**
 * How every view names a batch, never by the service's id (docs/glossary.md):
 * the name the supervisor gave it in Campaigns, else its file and start
 * ("spring.csv, started Nov 27, 7:30 PM EST"), else its agent and start.
 */
export function batchTitle(batch: Pick<CampaignBatch, 'name' | 'fileName' | 'agentName' | 'createdAt'>, zone: string, now: number): string {
  if (batch.name) return batch.name
  const source = batch.fileName ?? t('lib.batch.by', { agent: batch.agentName ?? t('lib.batch.unknownAgent') })
  return t('lib.batch.started', { source, when: formatWhen(batch.createdAt, zone, now) })
}
