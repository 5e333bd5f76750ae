import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { mediaServerOrigins } from '../core/calls/media-server-origins'
import { RendererPolicy } from '../core/console/renderer-policy'
import { lockDataDir } from '../core/storage/data-dir-lock'
import { DeferredLogger } from './deferred-logger'
import { parseWebHostArgs, UsageError } from './options'
import type { WebCore } from './core'
import { startWebHost, type WebHost } from './server'

/** How long after its line the host starts core when no page or Bridge request has asked for it yet. */
const CORE_START_DELAY_MS = 100

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
  const logger = new DeferredLogger()
  // As the desktop app does: an uncaught error goes to the log, and the console keeps serving.
  process.on('uncaughtException', (error) => logger.error('uncaught exception', { error: describe(error) }))
  process.on('unhandledRejection', (reason) => logger.error('unhandled rejection', { error: describe(reason) }))
  // The same origins core's `mediaServerOrigins()` reads, read without loading core: the page is served first.
  const policy = new RendererPolicy(() => mediaServerOrigins(options.dataDir))
  let host: WebHost | null = null
  const startCore = async () => {
    const { startWebCore } = await import('./core')
    return startWebCore({ options, version, logger, policy, reload: () => host?.reload() })
  }
  let core: Promise<WebCore> | null = null
  let running: WebCore | null = null
  const coreStarted = (): Promise<WebCore> => {
    if (!core) {
      core = startCore()
      // A core that cannot start ends the host, as it did before the host served.
      core.then((ready) => (running = ready), exit)
    }
    return core
  }
  // The demo opens its media rooms on a new port, which the page's CSP must name: with it, core starts first.
  if (options.demo) await coreStarted()
  await policy.refresh()
  const started = await startWebHost({
    bridge: () => coreStarted().then((ready) => ready.bridge),
    // Loading core holds the event loop for tens of milliseconds: after the first page is out, not before.
    onServed: () => setImmediate(coreStarted),
    rendererDir,
    port: options.port,
    contentSecurityPolicy: () => policy.header(),
    logger,
  })
  host = started
  logger.info('web host started', { port: started.port, dataDir: options.dataDir })
  const shutdown = async () => {
    await started.stop()
    // A core still starting ends with the process, as a host stopped before its line always did.
    await running?.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown())
  process.once('SIGTERM', () => void shutdown())
  // Last: whoever waits for this line may stop the host at once, and the stop must find the handlers (and release the lock).
  process.stdout.write(`Switchboard console: ${started.url}\n`)
  // Nobody may open the page for a while; core's sync must not wait for them.
  setTimeout(coreStarted, CORE_START_DELAY_MS)
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

function exit(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(error instanceof UsageError ? 2 : 1)
}

main().catch(exit)
