import { join } from 'node:path'
import type { ConsoleContext } from '../console/context'
import { FIRED_REMINDERS_FILE, FiredReminders } from './fired-reminders'
import { CallbackReminders } from './reminders'

/** Starts the reminders of the active workspace's callbacks; returns the function that stops them. */
export function startCallbackReminders(ctx: ConsoleContext): () => void {
  const reminders = new CallbackReminders(
    {
      target: () => {
        const workspace = ctx.activeWorkspace.current
        return workspace ? { db: ctx.cache, workspaceId: workspace.profile.workspaceId } : null
      },
      alertsPaused: () => ctx.alerts.isPaused(),
      emit: (due) => ctx.events.emit('callbacks.due', due),
    },
    { clock: ctx.clock, fired: new FiredReminders(join(ctx.options.dataDir, FIRED_REMINDERS_FILE)) },
  )
  reminders.start()
  // The workspace opens after start-up (and switches): check its callbacks at once, not 30 s later.
  const unsubscribe = ctx.activeWorkspace.subscribe(() => reminders.checkQuietly())
  return () => {
    unsubscribe()
    reminders.stop()
  }
}
