import { z } from 'zod'
import { command, event } from './define'
import type { ErrorWords } from './words'

/**
 * Where the desktop app's self-update stands. `disabled` means this build cannot
 * update itself (not installed from a package, or no update server configured);
 * turning automatic checks off is a separate setting, see `UpdateStatus`.
 */
export type UpdateState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'available'; version: string; releaseNotes: string | null }
  | { kind: 'downloading'; version: string; releaseNotes: string | null; percent: number }
  | { kind: 'ready'; version: string; releaseNotes: string | null }
  | { kind: 'not-available' }
  | { kind: 'error'; message: string; words?: ErrorWords }
  | { kind: 'disabled'; reason: string; words?: ErrorWords }

/** What Settings shows: the state, the running version and the automatic-check setting. */
export interface UpdateStatus {
  state: UpdateState
  currentVersion: string
  automaticChecks: boolean
  /** ISO 8601 UTC of the last check that reached the update server. */
  lastCheckedAt: string | null
}

const none = z.object({}).strict()

export const updatesCommands = {
  'updates.state': command(() => none).returns<UpdateStatus>(),
  /** Checks now; answers once the check has finished (the download goes on in the background). */
  'updates.check': command(() => none).returns<UpdateStatus>(),
  /** Quits and installs the downloaded update; fails with `not_ready` when none is. */
  'updates.install': command(() => none).returns<{ restarting: true }>(),
  'updates.setAutomatic': command(() => z.object({ enabled: z.boolean() }).strict()).returns<UpdateStatus>(),
}

export const updatesEvents = {
  'updates.state': event<UpdateStatus>(),
}
