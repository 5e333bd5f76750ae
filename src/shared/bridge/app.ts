import { z } from 'zod'
import { LANGUAGES, PSEUDO_LOCALES, type Locale } from '../i18n/locales'
import { isTimeZoneName } from '../time/zoned-time'
import { command, event } from './define'
import type { ErrorWords } from './words'

export type HostKind = 'electron' | 'web'

export interface AppInfo {
  name: string
  version: string
  host: HostKind
  dataDir: string
  platform: string
}

/** The connection of the active workspace to the service, as the indicator shows it. */
export type ConnectionState = 'online' | 'degraded' | 'offline' | 'no-workspace'

export interface ConnectionStatus {
  state: ConnectionState
  /** Why, when not online: shown beside the indicator (English; `words` in the supervisor's language). */
  reason?: string
  words?: ErrorWords
  /** ISO 8601 UTC of the last successful request. */
  lastOkAt?: string
}

/**
 * The console's views, declared once: the navigation, the keyboard shortcuts
 * (Ctrl/Cmd + `shortcut`), the desktop menus and the renderer's view registry
 * all read this list, in this order.
 */
export const VIEWS = [
  { id: 'calls', label: 'Live calls', shortcut: '1' },
  { id: 'callbacks', label: 'Callbacks', shortcut: '2' },
  { id: 'voices', label: 'Voice lab', shortcut: '3' },
  { id: 'history', label: 'History', shortcut: '4' },
  { id: 'admin', label: 'Admin', shortcut: '5' },
  { id: 'campaigns', label: 'Campaigns', shortcut: '6' },
  { id: 'insights', label: 'Insights', shortcut: '7' },
  { id: 'settings', label: 'Settings', shortcut: ',' },
] as const satisfies readonly { id: string; label: string; shortcut: string }[]

export type ViewId = (typeof VIEWS)[number]['id']
export type ViewEntry = (typeof VIEWS)[number]

export function isViewId(value: unknown): value is ViewId {
  return VIEWS.some((view) => view.id === value)
}

/** A request from the host (a menu item, the tray) that the window show a view. */
export interface NavigateRequest {
  view: ViewId
}

export const TimeZoneName = z.string().min(1).max(100).refine(isTimeZoneName, 'not a time zone name (for example Europe/Berlin)')

/** The zone every time of the console is shown in; null follows the computer's zone. */
export interface TimeZoneSetting {
  zone: string | null
}

/**
 * The language of the console's words; null follows the computer's (the best
 * match among those offered). The pseudo-locales are for tests and
 * development: Settings lists them only in a development build.
 */
export interface LanguageSetting {
  language: Locale | null
}

export const LOCALES = [...LANGUAGES.map((l) => l.locale), ...PSEUDO_LOCALES]

export const appCommands = {
  'app.info': command(() => z.object({}).strict()).returns<AppInfo>(),
  'app.connection': command(() => z.object({}).strict()).returns<ConnectionStatus>(),
  /** The display time zone of every view. */
  'app.timeZone': command(() => z.object({}).strict()).returns<TimeZoneSetting>(),
  'app.setTimeZone': command(() => z.object({ zone: TimeZoneName.nullable() }).strict()).returns<TimeZoneSetting>(),
  'app.language': command(() => z.object({}).strict()).returns<LanguageSetting>(),
  'app.setLanguage': command(() => z.object({ language: z.enum(LOCALES).nullable() }).strict()).returns<LanguageSetting>(),
}

export const appEvents = {
  'app.connection': event<ConnectionStatus>(),
  'app.navigate': event<NavigateRequest>(),
  'app.timeZone': event<TimeZoneSetting>(),
  'app.language': event<LanguageSetting>(),
}
