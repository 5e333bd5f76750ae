import type { DispositionChanges } from '../../shared/bridge'
import { formatDateTime } from '../../shared/time/zoned-format'

/** How the callbacks view writes the service's values (times: `src/shared/time/zoned-format.ts`). */

/** Words for the service's values: `no_answer` → `No answer`. */
export function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** `time → Sun, Mar 8, 2026, 9:00 AM EDT · status → Completed · notes`. */
export function describeChanges(changes: DispositionChanges, zone: string): string {
  const parts: string[] = []
  if (changes.scheduledAt !== undefined) parts.push(`time → ${formatDateTime(changes.scheduledAt, zone)}`)
  if (changes.status !== undefined) parts.push(`status → ${humanize(changes.status)}`)
  if (changes.notes !== undefined) parts.push('notes')
  return parts.join(' · ')
}
