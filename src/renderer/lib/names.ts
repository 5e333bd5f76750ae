import { DEFAULT_ALERT_RULES, type AlertRule, type CampaignBatch } from '../../shared/bridge'
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

const STARTING_RULES = {
  transfer: 'lib.rule.transfer',
  negative: 'lib.rule.negative',
  'near-max': 'lib.rule.nearMax',
} as const

/**
 * How every view names an alert rule: by its label, but a rule the console
 * starts with whose label was left as it came (core keeps it in English) is
 * named in the language in use.
 */
export function ruleLabel(rule: Pick<AlertRule, 'id' | 'label'>): string {
  const starting = DEFAULT_ALERT_RULES.find((candidate) => candidate.id === rule.id)
  return starting?.label === rule.label && Object.hasOwn(STARTING_RULES, rule.id) ? t(STARTING_RULES[rule.id as keyof typeof STARTING_RULES]) : rule.label
}
