import { mkdir } from 'node:fs/promises'
import type { HandlersOf } from '../../shared/bridge'
import type { ConsoleContext } from '../console/context'
import { listQuarantine } from '../cache'
import { collectDiagnostics, logFolderOf } from './diagnostics'

/** The support page: what the console knows about itself, and the folder of its logs. */
export function diagnosticsHandlers(ctx: ConsoleContext): HandlersOf<'diagnostics'> {
  return {
    'diagnostics.get': async () =>
      collectDiagnostics({
        options: ctx.options,
        connection: () => ctx.connection(),
        alerts: ctx.alerts,
        quarantined: () => {
          const workspace = ctx.activeWorkspace.current
          return workspace ? listQuarantine(ctx.cache, workspace.profile.workspaceId) : []
        },
      }),
    'diagnostics.openLogFolder': async () => {
      const path = logFolderOf(ctx)
      if (!ctx.options.openLogFolder) return { opened: false, path }
      await mkdir(path, { recursive: true })
      await ctx.options.openLogFolder()
      return { opened: true, path }
    },
  }
}
