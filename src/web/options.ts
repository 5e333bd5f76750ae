import { homedir } from 'node:os'
import { join } from 'node:path'

export interface WebHostCliOptions {
  port: number
  dataDir: string
  demo: boolean
  /** Answer yes when the console asks to reach a new server (no terminal to ask on: tests, services). */
  allowNewServers: boolean
}

export class UsageError extends Error {}

export const USAGE = 'Usage: npm run web -- [--port N] [--data-dir DIR] [--demo] [--allow-new-servers]'

export function parseWebHostArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): WebHostCliOptions {
  const options: WebHostCliOptions = { port: 0, dataDir: defaultDataDir(env), demo: false, allowNewServers: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = () => {
      const next = argv[++i]
      if (next === undefined) throw new UsageError(`${arg} needs a value. ${USAGE}`)
      return next
    }
    if (arg === '--demo') options.demo = true
    else if (arg === '--allow-new-servers') options.allowNewServers = true
    else if (arg === '--port') {
      const port = Number(value())
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0..65535. ${USAGE}`)
      options.port = port
    } else if (arg === '--data-dir') options.dataDir = value()
    else throw new UsageError(`Unknown option ${arg}. ${USAGE}`)
  }
  return options
}

/** The same folder Electron uses as `userData` for the product name, so both hosts share one cache. */
export function defaultDataDir(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Switchboard')
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Switchboard')
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'Switchboard')
}
