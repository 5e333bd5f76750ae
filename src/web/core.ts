import { platform } from 'node:os'
import { renewOnChange, SwitchboardConsole, type RendererPolicy } from '../core/console'
import { createKeytarSecretStore } from '../core/secrets'
import { consoleBridge } from './bridge'
import { confirmReachOnTerminal } from './confirm-reach'
import type { DeferredLogger } from './deferred-logger'
import { openWebHostLog } from './logging'
import type { WebHostCliOptions } from './options'
import type { HostBridge } from './server'

export interface WebCoreOptions {
  options: WebHostCliOptions
  version: string
  /** The host's logger, opened here on the host's log file. */
  logger: DeferredLogger
  /** The policy the host serves the renderer with; refreshed when a media server is added. */
  policy: RendererPolicy
  /** Tells the open pages to reload (`WebHost.reload`). */
  reload: () => void
}

export interface WebCore {
  bridge: HostBridge
  stop(): Promise<void>
}

/**
 * The browser host's core: the console on the data directory, started, with the
 * demo workspace opened when asked. Loaded once the host serves (`cli.ts`): the
 * page's files go out while core loads and starts.
 */
export async function startWebCore({ options, version, logger, policy, reload }: WebCoreOptions): Promise<WebCore> {
  const log = openWebHostLog(options.dataDir)
  logger.open(log.logger)
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
    // Asked on this terminal, never by the page.
    confirmReach: confirmReachOnTerminal({ input: process.stdin, output: process.stdout, allowAll: options.allowNewServers }),
    // A page keeps the CSP it was loaded with: reload it to reach a newly added media server.
    onMediaServersChanged: renewOnChange(policy, reload, (error) => log.logger.warn('media server origins not read', { error: String(error) })),
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
  return { bridge: consoleBridge(console_), stop: () => console_.stop() }
}
