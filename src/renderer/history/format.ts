import { addDays, startOfZonedDay } from '../../shared/time/zoned-time'
import { formatDateTime } from '../../shared/time/zoned-format'
import { ACTIVITY_KINDS, type ActivityKind } from '../../shared/bridge'
import { t } from '../i18n/translation.svelte'
import { formatServiceValue } from '../lib/format'

/**
 * A date input's day (`YYYY-MM-DD`, the display zone's) as the instant it
 * begins there; `to` filters are exclusive, so the day after a "to" date is used.
 */
export function startOfDay(day: string, zone: string, plusDays = 0): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined
  const at = startOfZonedDay(addDays(day, plusDays), zone)
  return Number.isNaN(at) ? undefined : new Date(at).toISOString()
}

/** An activity entry's kind in words; a kind this console does not know (written by a newer one) as recorded. */
export function activityKindLabel(kind: ActivityKind): string {
  return kind in ACTIVITY_KINDS ? t(`history.activityKind.${kind}`) : kind
}

/** Who wrote a conversation message, as the service's `direction` says: inbound is the customer, outbound the AI agent. */
export function speakerOf(direction: string | null | undefined): string {
  return direction === 'inbound' ? t('history.speaker.customer') : direction === 'outbound' ? t('history.speaker.aiAgent') : t('history.speaker.unknown')
}

const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g
const CHANGED_TO = /→ ([A-Za-z]+(?:_[A-Za-z]+)*)/g

/**
 * An activity entry's words as stored (`status → no_answer; rescheduled to
 * 2026-11-27T20:12:00.000Z`) with its times in the display zone and its
 * service values in words, as every view writes them.
 */
export function activityWords(text: string, zone: string): string {
  return text.replace(ISO_TIMESTAMP, (iso) => formatDateTime(iso, zone)).replace(CHANGED_TO, (_, value: string) => `→ ${formatServiceValue(value)}`)
}
