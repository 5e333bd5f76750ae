import { z } from 'zod'
import { AlertRuleList, type AlertRule } from './alert-rules'
import { command, event } from './define'

/** Whether the console's alerts (sounds, notifications, attention badges) are paused. */
export interface AlertsState {
  /** ISO 8601 UTC until which alerts stay quiet; null when they are on. */
  pausedUntil: string | null
}

/** The longest pause: a supervisor should not silence alerts for a whole shift by accident. */
export const MAX_ALERT_PAUSE_MINUTES = 8 * 60

export const alertsCommands = {
  'alerts.state': command(() => z.object({}).strict()).returns<AlertsState>(),
  'alerts.pause': command(() =>
    z.object({ minutes: z.number().int().min(1).max(MAX_ALERT_PAUSE_MINUTES) }).strict(),
  ).returns<AlertsState>(),
  'alerts.resume': command(() => z.object({}).strict()).returns<AlertsState>(),
  /** The active workspace's rules (the defaults until the supervisor saves some). */
  'alerts.rules': command(() => z.object({}).strict()).returns<AlertRulesChanged>(),
  /** Replaces the active workspace's rules; the next poll, asked at once, evaluates them. */
  'alerts.saveRules': command(() => z.object({ rules: AlertRuleList }).strict()).returns<AlertRulesChanged>(),
}

/** A workspace's rules: as asked, and as an event when they change (this window or another). */
export interface AlertRulesChanged {
  workspaceId: string
  rules: AlertRule[]
}

export const alertsEvents = {
  'alerts.state': event<AlertsState>(),
  'alerts.rules': event<AlertRulesChanged>(),
}
