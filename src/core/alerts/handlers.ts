import type { FeatureModule } from '../console/context'
import type { AlertPause } from './alert-pause'

/** Pausing and resuming alerts, from the tray and Settings; the pause itself is `AlertPause` (alert-pause.ts). */
export function alertsModule(ports: { readonly pause: AlertPause }): FeatureModule<'alerts'> {
  return {
    prefix: 'alerts',
    handlers: {
      'alerts.state': async () => ports.pause.state(),
      'alerts.pause': async ({ minutes }) => ports.pause.pause(minutes),
      'alerts.resume': async () => ports.pause.resume(),
    },
  }
}
