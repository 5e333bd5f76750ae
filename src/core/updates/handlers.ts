import type { HandlersOf } from '../../shared/bridge'
import type { ConsoleContext } from '../console/context'
import { CoreError } from '../errors/core-error'
import type { UpdateService } from './update-service'

/**
 * The `updates.*` commands. Where the host has an update service (the desktop
 * app), its changes are published as the `updates.state` event for as long as
 * the console lives; elsewhere every command answers `not_supported`.
 */
export function updatesHandlers(ctx: ConsoleContext): HandlersOf<'updates'> {
  const service = ctx.options.updates
  service?.subscribe((status) => ctx.events.emit('updates.state', status))
  const required = (): UpdateService => {
    if (!service) throw new CoreError('not_supported', 'Updates are managed by the desktop app.')
    return service
  }
  return {
    'updates.state': async () => required().status(),
    'updates.check': async () => required().check(),
    'updates.install': async () => {
      required().install()
      return { restarting: true }
    },
    'updates.setAutomatic': async ({ enabled }) => required().setAutomatic(enabled),
  }
}
