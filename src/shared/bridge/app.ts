import { z } from 'zod'
import { command, event } from './define'

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
  /** Why, when not online: shown beside the indicator. */
  reason?: string
  /** ISO 8601 UTC of the last successful request. */
  lastOkAt?: string
}

/** The views the desktop menus can open; the renderer's router knows each. */
export const NAVIGABLE_VIEWS = ['calls', 'callbacks', 'voice-lab', 'history', 'admin', 'settings'] as const
export type NavigableView = (typeof NAVIGABLE_VIEWS)[number]

/** A request from the host (a menu item, the tray) that the window show a view. */
export interface NavigateRequest {
  view: NavigableView
}

export const appCommands = {
  'app.info': command(z.object({}).strict()).returns<AppInfo>(),
  'app.connection': command(z.object({}).strict()).returns<ConnectionStatus>(),
}

export const appEvents = {
  'app.connection': event<ConnectionStatus>(),
  'app.navigate': event<NavigateRequest>(),
}
