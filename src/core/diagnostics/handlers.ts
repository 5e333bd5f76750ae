import { mkdir } from 'node:fs/promises'
import { listQuarantine, type Cache } from '../cache'
import type { FeatureModule, WorkspaceAccess } from '../console/context'
import { collectDiagnostics, logFolderOf, type DiagnosticsSource } from './diagnostics'

/** What `diagnostics.*` needs: what the console knows of itself, and the host's way to open a folder. */
export interface DiagnosticsPorts extends Omit<DiagnosticsSource, 'quarantined'> {
  readonly activeWorkspace: WorkspaceAccess
  cache(): Cache
  /** Opens the log folder in the system's file manager; absent where the host cannot. */
  readonly openLogFolder: (() => Promise<void>) | undefined
}

/** The support page: what the console knows about itself, and the folder of its logs. */
export function diagnosticsModule(ports: DiagnosticsPorts): FeatureModule<'diagnostics'> {
  return {
    prefix: 'diagnostics',
    handlers: {
      'diagnostics.get': async () =>
        collectDiagnostics({
          about: ports.about,
          connection: () => ports.connection(),
          alerts: () => ports.alerts(),
          updates: () => ports.updates(),
          quarantined: () => {
            const workspace = ports.activeWorkspace.current
            return workspace ? listQuarantine(ports.cache(), workspace.profile.workspaceId) : []
          },
        }),
      'diagnostics.openLogFolder': async () => {
        const path = logFolderOf(ports.about)
        if (!ports.openLogFolder) return { opened: false, path }
        await mkdir(path, { recursive: true })
        await ports.openLogFolder()
        return { opened: true, path }
      },
    },
  }
}
