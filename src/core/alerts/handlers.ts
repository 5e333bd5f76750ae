import type { EmitEvent } from '../../shared/bridge'
import type { FeatureModule, WorkspaceAccess } from '../console/context'
import type { AlertPause } from './alert-pause'
import type { AlertRulesStore } from './alert-rules-store'

export interface AlertsPorts {
  readonly pause: AlertPause
  readonly rules: Pick<AlertRulesStore, 'rules' | 'save' | 'subscribe'>
  readonly activeWorkspace: WorkspaceAccess
  readonly emit: EmitEvent
  /** Polls the active calls at once, so an edited rule applies without waiting for the next poll. */
  pollNow(): void
}

/**
 * Pausing and resuming alerts, from the tray and Settings (the pause itself is
 * `AlertPause`), and the workspace's alert rules (`AlertRulesStore`; the calls
 * poller evaluates them).
 */
export function alertsModule(ports: AlertsPorts): FeatureModule<'alerts'> {
  const workspaceId = () => ports.activeWorkspace.require().profile.workspaceId
  return {
    prefix: 'alerts',
    handlers: {
      'alerts.state': async () => ports.pause.state(),
      'alerts.pause': async ({ minutes }) => ports.pause.pause(minutes),
      'alerts.resume': async () => ports.pause.resume(),
      'alerts.rules': async () => {
        const id = workspaceId()
        return { workspaceId: id, rules: [...ports.rules.rules(id)] }
      },
      'alerts.saveRules': async ({ rules }) => {
        const id = workspaceId()
        return { workspaceId: id, rules: [...ports.rules.save(id, rules)] }
      },
    },
    start: () =>
      ports.rules.subscribe((savedFor, rules) => {
        ports.emit('alerts.rules', { workspaceId: savedFor, rules: [...rules] })
        if (ports.activeWorkspace.current?.profile.workspaceId === savedFor) ports.pollNow()
      }),
  }
}
