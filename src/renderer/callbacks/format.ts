import type { DispositionChanges } from '../../shared/bridge'
import { formatDateTime } from '../../shared/time/zoned-format'
import { formatServiceValue } from '../lib/format'
import { t } from '../i18n/i18n.svelte'

/** `time → Sun, Mar 8, 2026, 9:00 AM EDT · status → Completed · notes`. */
export function describeChanges(changes: DispositionChanges, zone: string): string {
  const parts: string[] = []
  if (changes.scheduledAt !== undefined) parts.push(t('callbacks.change.time', { time: formatDateTime(changes.scheduledAt, zone) }))
  if (changes.status !== undefined) parts.push(t('callbacks.change.status', { status: formatServiceValue(changes.status) }))
  if (changes.notes !== undefined) parts.push(t('callbacks.change.notes'))
  return parts.join(' · ')
}
