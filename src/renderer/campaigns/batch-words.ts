import type { BatchCall } from '../../shared/api'
import { NAME_COLUMN, type CampaignBatch } from '../../shared/bridge'
import { formatCount } from '../lib/format'

/** How Campaigns names a batch's calls and its dispositions, never by the service's ids (a batch: `lib/names.ts`). */

/** The customer a call of the batch dials: the name its row gave, else the number, as `writeNumber` writes it. */
export function customerOf(call: Pick<BatchCall, 'variables' | 'toNumber'>, writeNumber: (number: string) => string): string {
  return call.variables[NAME_COLUMN]?.trim() || writeNumber(call.toNumber)
}

const calls = (n: number) => `${formatCount(n)} ${n === 1 ? 'call' : 'calls'}`

/**
 * Why the batch's counts and the dispositions Callbacks opens differ, if
 * they do: every finished call (completed or failed) gets a disposition from
 * the service, which arrives with the next sync; Callbacks lists only those
 * with a callback time.
 */
export function dispositionNotes(batch: Pick<CampaignBatch, 'completed' | 'failed' | 'cancelled' | 'dispositions'>): string[] {
  const finished = batch.completed + batch.failed
  const { dispositions, callbacks } = batch.dispositions
  const notes = [`${formatCount(dispositions)} ${dispositions === 1 ? 'disposition' : 'dispositions'} for ${calls(finished)} finished.`]
  const missing = finished - dispositions
  if (missing > 0) {
    notes.push(`${calls(missing)} ${missing === 1 ? 'has' : 'have'} no disposition yet: dispositions arrive with the next sync.`)
  }
  if (batch.cancelled > 0) notes.push(`${calls(batch.cancelled)} cancelled ${batch.cancelled === 1 ? 'has' : 'have'} none.`)
  const unlisted = dispositions - callbacks
  if (unlisted > 0) {
    notes.push(`Callbacks lists ${formatCount(callbacks)} of them; ${formatCount(unlisted)} ${unlisted === 1 ? 'has' : 'have'} no callback time.`)
  }
  return notes
}
