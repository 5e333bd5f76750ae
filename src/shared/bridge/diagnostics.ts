import { z } from 'zod'
import type { HostKind } from './app'
import { command } from './define'

/**
 * What "Copy diagnostics" puts on the clipboard for a support ticket: versions,
 * system, where the data lives and how the console is doing. Never a key, a
 * token or a workspace's data.
 */
export interface Diagnostics {
  host: HostKind
  versions: { app: string; electron: string | null; chrome: string | null; node: string }
  os: { platform: string; release: string; arch: string }
  dataDir: string
  logFolder: string
  /** Bytes of the SQLite cache files (including -wal/-shm), null when there is none yet. */
  cacheBytes: number | null
  /** Lines such as `connection: online`, `updates: ready 1.4.0`, `alerts: on`. */
  status: { label: string; value: string }[]
  /** The active workspace's list items the console could not read (the tolerant reader set them aside). */
  quarantine: QuarantineEntry[]
  /** The whole report as plain text, ready to paste. */
  text: string
}

/**
 * An item a list of the service answered that could be neither read nor
 * repaired: kept out of the views (the rest of its list is shown) and listed here.
 */
export interface QuarantineEntry {
  /** `activeCalls`, `dispositions`, `conversations`, `agents`, ... */
  resource: string
  /** The item's id; `#<position>` when it had none. */
  itemId: string
  /** The first thing wrong with it, e.g. `createdAt: not an ISO 8601 timestamp`. */
  reason: string
  firstSeenAt: string
  lastSeenAt: string
  /** How many answers carried it. */
  count: number
}

/** `opened` false means this host cannot open folders (the browser host): show `path` instead. */
export interface LogFolderResult {
  opened: boolean
  path: string
}

export const diagnosticsCommands = {
  'diagnostics.get': command(() => z.object({}).strict()).returns<Diagnostics>(),
  'diagnostics.openLogFolder': command(() => z.object({}).strict()).returns<LogFolderResult>(),
}
