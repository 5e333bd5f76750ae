import { OfficeHoursSchedule, WEEKDAYS, type OpeningSlot, type Weekday } from '../../shared/api'
import { addDays, utcToZoned, zonedToUtc } from '../../shared/time/zoned-time'
import { t } from '../i18n/translation.svelte'

/** Every day of the week with its openings, in order; a day without any is closed. */
export type WeekSchedule = Record<Weekday, OpeningSlot[]>

/** The day's name in the language in use. */
export function dayName(day: Weekday): string {
  return t('admin.hours.day', { day })
}

export function emptyWeek(): WeekSchedule {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeekSchedule
}

/** The office hours a number has, as the editor reads them; `schedule` is null when it is not our shape. */
export interface StoredOfficeHours {
  enabled: boolean
  timezone: string | null
  schedule: OfficeHoursSchedule | null
  /** The schedule as the service sent it, for showing when it is not our shape. */
  raw: unknown
}

/** Tolerant: the read shape only promises `enabled`; a schedule in another shape is kept aside, not guessed at. */
export function readOfficeHours(officeHours: { enabled: boolean } & Record<string, unknown>): StoredOfficeHours {
  const timezone = typeof officeHours.timezone === 'string' ? officeHours.timezone : null
  const raw = officeHours.schedule
  const parsed = raw === undefined ? null : OfficeHoursSchedule.safeParse(raw)
  return { enabled: officeHours.enabled, timezone, schedule: parsed?.success ? parsed.data : raw === undefined ? {} : null, raw }
}

const MINUTES_PER_DAY = 24 * 60

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** The Monday (`YYYY-MM-DD`) of the week around `at`, in `zone`. */
function mondayOf(at: number, zone: string): string {
  const today = utcToZoned(new Date(at).toISOString(), zone).slice(0, 10)
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
  return addDays(today, -((weekday + 6) % 7))
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/**
 * A schedule kept in zone `from` as the wall times of zone `to`, the way the
 * week around `at` falls: each opening is placed on its real instants and read
 * back in `to`, split where it crosses midnight there, and touching openings
 * are joined. Zones that change to summer time on other dates make other weeks
 * differ by up to an hour, which is why the editor then says so and saves in
 * `to`.
 */
export function scheduleInZone(schedule: OfficeHoursSchedule, from: string, to: string, at: number): WeekSchedule {
  const week = emptyWeek()
  if (from === to) {
    for (const day of WEEKDAYS) week[day] = (schedule[day] ?? []).map((slot) => ({ ...slot }))
    return week
  }
  const monday = mondayOf(at, from)
  const minutes: [number, number][][] = WEEKDAYS.map(() => [])
  WEEKDAYS.forEach((day, index) => {
    const date = addDays(monday, index)
    for (const slot of schedule[day] ?? []) {
      const start = Date.parse(zonedToUtc(`${date}T${slot.start}`, from))
      const end = Date.parse(slot.end === '24:00' ? zonedToUtc(`${addDays(date, 1)}T00:00`, from) : zonedToUtc(`${date}T${slot.end}`, from))
      const local = utcToZoned(new Date(start).toISOString(), to)
      let dayIndex = (((daysBetween(monday, local.slice(0, 10)) % 7) + 7) % 7)
      let startMinute = minutesOf(local.slice(11, 16))
      let left = Math.round((end - start) / 60_000)
      while (left > 0) {
        const upto = Math.min(MINUTES_PER_DAY, startMinute + left)
        minutes[dayIndex]!.push([startMinute, upto])
        left -= upto - startMinute
        startMinute = 0
        dayIndex = (dayIndex + 1) % 7
      }
    }
  })
  WEEKDAYS.forEach((day, index) => {
    week[day] = joined(minutes[index]!).map(([start, end]) => ({ start: timeOf(start), end: timeOf(end) }))
  })
  return week
}

function joined(spans: [number, number][]): [number, number][] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0])
  const out: [number, number][] = []
  for (const span of sorted) {
    const last = out.at(-1)
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1])
    else out.push([...span])
  }
  return out
}

/** What is sent: the open days only, each day's openings as entered. */
export function scheduleOf(week: WeekSchedule): OfficeHoursSchedule {
  const schedule: OfficeHoursSchedule = {}
  for (const day of WEEKDAYS) if (week[day].length > 0) schedule[day] = week[day].map((slot) => ({ ...slot }))
  return schedule
}

/** Problems of an edited week, by `day.index.start|end`, as the shared schema finds them. */
export function weekProblems(week: WeekSchedule): Partial<Record<string, string>> {
  const parsed = OfficeHoursSchedule.safeParse(scheduleOf(week))
  const problems: Partial<Record<string, string>> = {}
  if (parsed.success) return problems
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.')
    problems[key] ??= issue.message.charAt(0).toUpperCase() + issue.message.slice(1)
  }
  return problems
}

export function sameWeek(a: WeekSchedule, b: WeekSchedule): boolean {
  return JSON.stringify(scheduleOf(a)) === JSON.stringify(scheduleOf(b))
}
