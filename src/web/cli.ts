import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { platform } from 'node:os'
import { fileURLToPath } from 'node:url'
import { RendererPolicy, renewOnChange, SwitchboardConsole } from '../core/console'
import { createKeytarSecretStore } from '../core/secrets'
import { lockDataDir } from '../core/storage/data-dir-lock'
import { openWebHostLog } from './logging'
import { parseWebHostArgs, UsageError } from './options'
import { startWebHost, type WebHost } from './server'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const rendererDir = fileURLToPath(new URL('../../out/renderer', import.meta.url))

async function main(): Promise<void> {
  const options = parseWebHostArgs(process.argv.slice(2))
  if (!existsSync(`${rendererDir}/index.html`)) {
    throw new UsageError('The console is not built yet: run `npm run build` first.')
  }
  // Files the console creates are its owner's only: they hold customer data (docs/security.md).
  process.umask(0o077)
  mkdirSync(options.dataDir, { recursive: true })
  const unlock = lockDataDir(options.dataDir)
  process.once('exit', unlock)
  const { version } = JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8')) as { version: string }
  const log = openWebHostLog(options.dataDir)
  // As the desktop app does: an uncaught error goes to the log, and the console keeps serving.
  process.on('uncaughtException', (error) => log.logger.error('uncaught exception', { error: describe(error) }))
  process.on('unhandledRejection', (reason) => log.logger.error('unhandled rejection', { error: describe(reason) }))
  let host: WebHost | null = null
  const policy: RendererPolicy = new RendererPolicy(() => console_.mediaServerOrigins())
  const console_ = new SwitchboardConsole({
    host: 'web',
    dataDir: options.dataDir,
    version,
    platform: platform(),
    secrets: createKeytarSecretStore(),
    // The demo workspace: the simulator in-process, on the business plan so a full sync is quick;
    // loaded only when the demo opens (its media rooms bring a WebRTC stack).
    startDemoService: async () => (await import('../simulator/server')).startSimulator({ port: 0, plan: 'business' }),
    logFolder: log.folder,
    logger: log.logger,
    // A page keeps the CSP it was loaded with: reload it to reach a newly added media server.
    onMediaServersChanged: renewOnChange(
      policy,
      () => host?.reload(),
      (error) => log.logger.warn('media server origins not read', { error: String(error) }),
    ),
  })
  await console_.start()
  if (options.demo) {
    // Without the demo the console is still useful: Settings says what is wrong (e.g. no keychain).
    await console_.demo.open().catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error)
      log.logger.warn('demo workspace not opened', { reason })
      process.stderr.write(`The demo workspace could not be opened: ${reason}\n`)
    })
  }
  await policy.refresh()
  const started = await startWebHost({ console: console_, rendererDir, port: options.port, contentSecurityPolicy: () => policy.header() })
  host = started
  log.logger.info('web host started', { port: started.port, dataDir: options.dataDir })
  const shutdown = async () => {
    await started.stop()
    await console_.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown())
  process.once('SIGTERM', () => void shutdown())
  // Last: whoever waits for this line may stop the host at once, and the stop must find the handlers (and release the lock).
  process.stdout.write(`Switchboard console: ${started.url}\n`)
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(error instanceof UsageError ? 2 : 1)
})
