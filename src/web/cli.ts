import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { platform } from 'node:os'
import { fileURLToPath } from 'node:url'
import { SwitchboardConsole } from '../core/console'
import { parseWebHostArgs, UsageError } from './options'
import { startWebHost } from './server'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const rendererDir = fileURLToPath(new URL('../../out/renderer', import.meta.url))

async function main(): Promise<void> {
  const options = parseWebHostArgs(process.argv.slice(2))
  if (!existsSync(`${rendererDir}/index.html`)) {
    throw new UsageError('The console is not built yet: run `npm run build` first.')
  }
  mkdirSync(options.dataDir, { recursive: true })
  const { version } = JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8')) as { version: string }
  const console_ = new SwitchboardConsole({ host: 'web', dataDir: options.dataDir, version, platform: platform() })
  await console_.start()
  const host = await startWebHost({ console: console_, rendererDir, port: options.port })
  process.stdout.write(`Switchboard console: ${host.url}\n`)

  const shutdown = async () => {
    await host.stop()
    await console_.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown())
  process.once('SIGTERM', () => void shutdown())
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(error instanceof UsageError ? 2 : 1)
})
