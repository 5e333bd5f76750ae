import { join } from 'node:path'
import { openHostLog, type HostLog } from '../core/log/host-log'

export interface WebHostLog extends HostLog {
  folder: string
}

/**
 * The browser host's log: the same facility as the desktop app's, in
 * `<dataDir>/logs/web.log`. Pass `folder` to `SwitchboardConsole` as
 * `logFolder` so Settings shows it. The terminal shows the host's URL and
 * token; log lines go to the file only.
 */
export function openWebHostLog(dataDir: string): WebHostLog {
  const folder = join(dataDir, 'logs')
  return { ...openHostLog({ folder, fileName: 'web.log' }), folder }
}
