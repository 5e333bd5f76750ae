import type { EmitEvent } from '../../shared/bridge'
import type { FeatureModule } from '../console/context'
import { CoreError, words } from '../errors/core-error'
import type { UpdateService } from './update-service'

/** What `updates.*` needs: the host's update service, absent in the browser host. */
export interface UpdatesPorts {
  readonly service: UpdateService | undefined
  readonly emit: EmitEvent
}

/**
 * The `updates.*` commands. Where the host has an update service (the desktop
 * app), its changes are published as the `updates.state` event while the
 * console runs; elsewhere every command answers `not_supported`.
 */
export function updatesModule({ service, emit }: UpdatesPorts): FeatureModule<'updates'> {
  const required = (): UpdateService => {
    if (!service) throw new CoreError('not_supported', words('errors.updates.desktopOnly'))
    return service
  }
  return {
    prefix: 'updates',
    handlers: {
      'updates.state': async () => required().status(),
      'updates.check': async () => required().check(),
      'updates.install': async () => {
        required().install()
        return { restarting: true }
      },
      'updates.setAutomatic': async ({ enabled }) => required().setAutomatic(enabled),
    },
    start: () => service?.subscribe((status) => emit('updates.state', status)) ?? (() => undefined),
  }
}
