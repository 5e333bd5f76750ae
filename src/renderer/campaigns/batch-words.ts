import type { BatchCall } from '../../shared/api'
import { NAME_COLUMN, type CampaignBatch } from '../../shared/bridge'
import { formatCount } from '../lib/format'
import { t } from '../i18n/translation.svelte'

/** How Campaigns names a batch's calls and its dispositions, never by the service's ids (a batch: `lib/names.ts`). */

/** The customer a call of the batch dials: the name its row gave, else the number, as `writeNumber` writes it. */
export function customerOf(call: Pick<BatchCall, 'variables' | 'toNumber'>, writeNumber: (number: string) => string): string {
  return call.variables[NAME_COLUMN]?.trim() || writeNumber(call.toNumber)
}

/**
 * Why the batch's counts and the dispositions Callbacks opens differ, if
 * they do: every finished call (completed or failed) gets a disposition from
 * the service, which arrives with the next sync; Callbacks lists only those
 * with a callback time. In English unless given the window's `t`.
 */
export function dispositionNotes(batch: Pick<CampaignBatch, 'completed' | 'failed' | 'cancelled' | 'dispositions'>): string[] {
  const finished = batch.completed + batch.failed
  const { dispositions, callbacks } = batch.dispositions
  const notes = [t('campaigns.dispositions.count', { dispositions, finished })]
  const missing = finished - dispositions
  if (missing > 0) notes.push(t('campaigns.dispositions.missing', { count: missing }))
  if (batch.cancelled > 0) notes.push(t('campaigns.dispositions.cancelled', { count: batch.cancelled }))
  const unlisted = dispositions - callbacks
  if (unlisted > 0) notes.push(t('campaigns.dispositions.unlisted', { callbacks: formatCount(callbacks), count: unlisted }))
  return notes
}
