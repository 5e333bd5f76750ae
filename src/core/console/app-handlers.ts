import type { HandlersOf } from '../../shared/bridge'
import type { ConsoleContext } from './context'

export function appHandlers(ctx: ConsoleContext): HandlersOf<'app'> {
  return {
    'app.info': async () => ({
      name: 'Switchboard',
      version: ctx.options.version,
      host: ctx.options.host,
      dataDir: ctx.options.dataDir,
      platform: ctx.options.platform,
    }),
    'app.connection': async () => ctx.connection(),
  }
}
