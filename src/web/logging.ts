import electronLog from 'electron-log/node'
import type { LogMessage, NodeLogger } from 'electron-log'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { join, parse } from 'node:path'
import { formatWithOptions } from 'node:util'
import { redact, type Logger } from '../core/log'

export interface WebHostLog {
  log: NodeLogger
  logger: Logger
  folder: string
  file: string
}

const MAX_BYTES = 5 * 1024 * 1024
const ARCHIVES = 3

/**
 * The browser host's log: the same facility as the desktop app's (electron-log's
 * file transport, 5 MB files, three rotated ones kept), in `<dataDir>/logs/web.log`,
 * every line through the redactor. Pass `folder` to `SwitchboardConsole` as
 * `logFolder` so Settings shows it.
 */
export function openWebHostLog(dataDir: string): WebHostLog {
  const folder = join(dataDir, 'logs')
  const file = join(folder, 'web.log')
  const log = electronLog.create({ logId: `switchboard-web:${file}` })
  log.hooks.push(redactLine)
  log.transports.file.resolvePathFn = () => file
  log.transports.file.maxSize = MAX_BYTES
  log.transports.file.archiveLogFn = (current) => {
    try {
      rotate(current.path)
    } catch {
      current.clear()
    }
  }
  // The terminal shows the host's URL and token; log lines go to the file only.
  log.transports.console.level = false
  const logger: Logger = {
    info: (message, fields) => log.info(message, ...(fields ? [fields] : [])),
    warn: (message, fields) => log.warn(message, ...(fields ? [fields] : [])),
    error: (message, fields) => log.error(message, ...(fields ? [fields] : [])),
  }
  return { log, logger, folder, file }
}

function redactLine(message: LogMessage): LogMessage {
  const text = formatWithOptions({ depth: 5, breakLength: Number.POSITIVE_INFINITY }, ...(message.data as unknown[]))
  return { ...message, data: [redact(text)] }
}

function rotate(path: string): void {
  const { dir, name, ext } = parse(path)
  const archive = (n: number) => join(dir, `${name}.${n}${ext}`)
  rmSync(archive(ARCHIVES), { force: true })
  for (let n = ARCHIVES - 1; n >= 1; n--) {
    if (existsSync(archive(n))) renameSync(archive(n), archive(n + 1))
  }
  renameSync(path, archive(1))
}
