import type { HandlersOf } from '../../shared/bridge'
import type { ConsoleContext } from '../console/context'

/** `app.*`: what the console is, its connection, and the one time zone every view shows times in. */
export function appHandlers(ctx: ConsoleContext): HandlersOf<'app'> {
  const zones = ctx.timeZone
  return {
    'app.info': async () => ({
      name: 'Switchboard',
      version: ctx.options.version,
      host: ctx.options.host,
      dataDir: ctx.options.dataDir,
      platform: ctx.options.platform,
    }),
    'app.connection': async () => ctx.connection(),
    'app.timeZone': async () => zones.get(),
    'app.setTimeZone': async ({ zone }) => {
      const setting = zones.set(zone)
      ctx.events.emit('app.timeZone', setting)
      return setting
    },
  }
}
