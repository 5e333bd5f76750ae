import { PhoneNumberConfigUpdate, type PhoneNumberConfig } from '../../../shared/api'
import type { AdminPhoneNumberRow } from '../../../shared/bridge'
import { t } from '../../i18n/translation.svelte'
import { fieldErrorsOf, type FieldErrors, type FieldPaths } from '../form-errors'
import { emptyWeek, readOfficeHours, sameWeek, scheduleInZone, scheduleOf, weekProblems, type StoredOfficeHours, type WeekSchedule } from '../office-hours'

type Direction = PhoneNumberConfig['direction']
type CallerIdMode = PhoneNumberConfig['transferCallerIdMode']

/** The number form's fields as typed; office hours in the console's display zone. */
export interface NumberDraft {
  label: string
  agentId: string
  direction: Direction
  recordingEnabled: boolean
  maxCallDuration: string
  transferCallerIdMode: CallerIdMode
  tags: string
  officeHoursEnabled: boolean
  week: WeekSchedule
}

export const NUMBER_FIELDS: FieldPaths = {
  label: 'label',
  agentId: 'agentId',
  direction: 'direction',
  recordingEnabled: 'recordingEnabled',
  maxCallDuration: 'maxCallDuration',
  transferCallerIdMode: 'transferCallerIdMode',
  metadataTags: 'tags',
  officeHours: 'officeHours',
}

/** The form's start: the number's configuration, its office hours read in `zone`. */
export interface NumberStart {
  draft: NumberDraft
  hours: StoredOfficeHours
  /** The zone the office hours were kept in, when it is not `zone` (they were converted for editing). */
  convertedFrom: string | null
}

export function startOf(number: AdminPhoneNumberRow, config: PhoneNumberConfig, zone: string, now: number): NumberStart {
  const hours = readOfficeHours(config.officeHours)
  const keptIn = hours.timezone ?? zone
  const week = hours.schedule ? scheduleInZone(hours.schedule, keptIn, zone, now) : emptyWeek()
  return {
    draft: {
      label: number.label,
      agentId: config.agentId ?? '',
      direction: config.direction,
      recordingEnabled: config.recording,
      maxCallDuration: String(number.maxCallDuration),
      transferCallerIdMode: config.transferCallerIdMode,
      tags: config.metadataTags.join(', '),
      officeHoursEnabled: hours.enabled,
      week,
    },
    hours,
    convertedFrom: hours.schedule && hours.timezone && hours.timezone !== zone && Object.keys(hours.schedule).length > 0 ? hours.timezone : null,
  }
}

function tagsOf(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
}

function secondsOf(text: string): number | string {
  const trimmed = text.trim()
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed
}

/**
 * What the form sends: only what changed. Office hours go whole, in the
 * display zone (`timezone`) with the schedule as edited, when anything of
 * them changed or they were kept in another zone and are edited here.
 */
export function changesOf(start: NumberStart, draft: NumberDraft, zone: string): Record<string, unknown> {
  const was = start.draft
  const changes: Record<string, unknown> = {}
  if (draft.label !== was.label) changes.label = draft.label
  if (draft.agentId !== was.agentId && draft.agentId !== '') changes.agentId = draft.agentId
  if (draft.direction !== was.direction) changes.direction = draft.direction
  if (draft.recordingEnabled !== was.recordingEnabled) changes.recordingEnabled = draft.recordingEnabled
  if (draft.maxCallDuration.trim() !== was.maxCallDuration) changes.maxCallDuration = secondsOf(draft.maxCallDuration)
  if (draft.transferCallerIdMode !== was.transferCallerIdMode) changes.transferCallerIdMode = draft.transferCallerIdMode
  if (tagsOf(draft.tags).join(',') !== tagsOf(was.tags).join(',')) changes.metadataTags = tagsOf(draft.tags)
  const hoursChanged = draft.officeHoursEnabled !== was.officeHoursEnabled || !sameWeek(draft.week, was.week)
  if (hoursChanged && start.hours.schedule !== null) {
    changes.officeHours = { enabled: draft.officeHoursEnabled, timezone: zone, schedule: scheduleOf(draft.week) }
  } else if (hoursChanged) {
    changes.officeHours = { enabled: draft.officeHoursEnabled }
  }
  return changes
}

/** The changes checked with the client's schema (`PhoneNumberConfigUpdate`), and the week's openings one by one. */
export function checkNumber(start: NumberStart, draft: NumberDraft, zone: string): { changes: PhoneNumberConfigUpdate | null; errors: FieldErrors; slotProblems: Partial<Record<string, string>> } {
  const raw = changesOf(start, draft, zone)
  const parsed = PhoneNumberConfigUpdate.safeParse(raw)
  const slotProblems = weekProblems(draft.week)
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues, NUMBER_FIELDS)
  if (draft.maxCallDuration.trim() === '') errors.maxCallDuration = t('admin.form.required')
  return { changes: parsed.success && Object.keys(slotProblems).length === 0 ? parsed.data : null, errors, slotProblems }
}

/** `900` → `15 min`, `3600` → `1 h`, for the hint beside the seconds. */
export function durationWords(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return ''
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = Math.round(seconds % 60)
  return [h ? `${h} h` : '', m ? `${m} min` : '', s ? `${s} s` : ''].filter(Boolean).join(' ')
}
