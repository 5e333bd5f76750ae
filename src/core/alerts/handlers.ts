import type { HandlersOf } from '../../shared/bridge'
import type { ConsoleContext } from '../console/context'

/** Pausing and resuming alerts, from the tray and Settings; the pause itself is `ctx.alerts` (alert-pause.ts). */
export function alertsHandlers(ctx: ConsoleContext): HandlersOf<'alerts'> {
  return {
    'alerts.state': async () => ctx.alerts.state(),
    'alerts.pause': async ({ minutes }) => ctx.alerts.pause(minutes),
    'alerts.resume': async () => ctx.alerts.resume(),
  }
}
