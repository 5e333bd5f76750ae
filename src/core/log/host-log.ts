import electronLog from 'electron-log/node'
import type { LogMessage, NodeLogger } from 'electron-log'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { join, parse } from 'node:path'
import { formatWithOptions } from 'node:util'
import type { Logger } from './logger'
import { redact } from './redact'

export interface HostLogOptions {
  /** The log folder (Electron's `app.getPath('logs')`, or the browser host's `<dataDir>/logs`). */
  folder: string
  fileName?: string
  /** A log file larger than this is rotated. Default 5 MB. */
  maxBytes?: number
  /** How many rotated files are kept beside the current one. Default 3. */
  archives?: number
  /** Also print to the terminal (development). */
  toConsole?: boolean
}

export interface HostLog {
  /** The electron-log instance, for electron-updater's `logger` and the error catcher. */
  log: NodeLogger
  /** The same lines through core's Logger interface. */
  logger: Logger
  file: string
}

/**
 * A host's log file, with electron-log's Node flavour: the same file transport
 * and rotation as its Electron one, without the IPC channel and preload it would
 * add to our sandboxed renderer. Every line, from every transport, passes the
 * redactor.
 */
export function openHostLog(options: HostLogOptions): HostLog {
  const file = join(options.folder, options.fileName ?? 'main.log')
  const log = electronLog.create({ logId: `switchboard:${file}` })
  log.hooks.push(redactingHook)
  log.transports.file.resolvePathFn = () => file
  log.transports.file.maxSize = options.maxBytes ?? 5 * 1024 * 1024
  log.transports.file.archiveLogFn = (current) => {
    try {
      rotate(current.path, options.archives ?? 3)
    } catch {
      // Windows refuses to rename a file another process holds open: start afresh instead.
      current.clear()
    }
  }
  log.transports.console.level = options.toConsole ? 'info' : false
  const logger: Logger = {
    info: (message, fields) => log.info(message, ...(fields ? [fields] : [])),
    warn: (message, fields) => log.warn(message, ...(fields ? [fields] : [])),
    error: (message, fields) => log.error(message, ...(fields ? [fields] : [])),
  }
  return { log, logger, file }
}

/** Formats the whole entry into one string first, so objects and errors are redacted too. */
function redactingHook(message: LogMessage): LogMessage {
  const text = formatWithOptions({ depth: 5, breakLength: Number.POSITIVE_INFINITY }, ...(message.data as unknown[]))
  return { ...message, data: [redact(text)] }
}

/** main.log → main.1.log → main.2.log ...; the oldest beyond `archives` is deleted. */
function rotate(path: string, archives: number): void {
  const { dir, name, ext } = parse(path)
  const archive = (n: number) => join(dir, `${name}.${n}${ext}`)
  rmSync(archive(archives), { force: true })
  for (let n = archives - 1; n >= 1; n--) {
    if (existsSync(archive(n))) renameSync(archive(n), archive(n + 1))
  }
  renameSync(path, archive(1))
}
