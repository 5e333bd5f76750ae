import type { ConnectionStatus, EmitEvent, HostKind } from '../../shared/bridge'
import type { FeatureModule } from '../console/context'
import type { LanguageStore } from './language-setting'
import type { TimeZoneStore } from './time-zone-setting'

/** What `app.*` needs: what the console is, its connection, the time zone and language settings. */
export interface AppPorts {
  readonly about: { host: HostKind; version: string; dataDir: string; platform: string }
  connection(): ConnectionStatus
  readonly timeZone: TimeZoneStore
  readonly language: LanguageStore
  readonly emit: EmitEvent
}

/** `app.*`: what the console is, its connection, the one time zone every view shows times in and the language of its words. */
export function appModule(ports: AppPorts): FeatureModule<'app'> {
  const zones = ports.timeZone
  return {
    prefix: 'app',
    handlers: {
      'app.info': async () => ({
        name: 'Switchboard',
        version: ports.about.version,
        host: ports.about.host,
        dataDir: ports.about.dataDir,
        platform: ports.about.platform,
      }),
      'app.connection': async () => ports.connection(),
      'app.timeZone': async () => zones.get(),
      'app.setTimeZone': async ({ zone }) => {
        const setting = zones.set(zone)
        ports.emit('app.timeZone', setting)
        return setting
      },
      'app.language': async () => ports.language.get(),
      'app.setLanguage': async ({ language }) => {
        const setting = ports.language.set(language)
        ports.emit('app.language', setting)
        return setting
      },
    },
  }
}
