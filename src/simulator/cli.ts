import { parseCliArgs, USAGE } from './cli-args'
import { startSimulator, type RunningSimulator } from './server'

/** `npm run sim -- [options]`: prints one line when ready; exit code 2 on a bad option. */
const parsed = parseCliArgs(process.argv.slice(2))
if (!parsed.ok) {
  process.stderr.write(`simulator: ${parsed.problem} (${USAGE})\n`)
  process.exit(2)
}

let simulator: RunningSimulator | null = null
let stopping = false
// Registered before the ready line, so a signal sent as soon as it is read is handled.
const shutdown = () => {
  if (stopping) return
  stopping = true
  void (simulator?.stop() ?? Promise.resolve()).then(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

try {
  simulator = await startSimulator(parsed.options)
  process.stdout.write(`Simulator listening on ${simulator.url}\n`)
} catch (error) {
  process.stderr.write(`simulator: ${(error as Error).message}\n`)
  process.exit(1)
}
