/**
 * `npm run soak -- [--day] [--consoles N [--plan P]] [--minutes N] [--every S]`
 * (through scripts/soak.mjs): the chaos soak (default, 3 minutes), a day at
 * the desk (`--day`, 30 minutes, a sample every 60 s) or N consoles sharing
 * one key (`--consoles N`, 3 minutes, business plan unless `--plan developer`).
 * Prints a short summary of figures; exits 1 with every miss listed, 2 on a
 * bad option.
 */
import { runChaos } from './chaos'
import { runConsoles, type Plan } from './consoles'
import { runDay } from './day'

const USAGE = 'usage: npm run soak -- [--day] [--consoles N [--plan business|developer]] [--minutes N] [--every SECONDS]'

function parse(argv: string[]) {
  const options = { day: false, consoles: 0, plan: 'business' as Plan, minutes: Number.NaN, every: 60 }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const number = () => {
      const value = Number(argv[++i])
      if (!Number.isFinite(value) || value <= 0) throw new Error(`${arg} needs a positive number (${USAGE})`)
      return value
    }
    if (arg === '--day') options.day = true
    else if (arg === '--minutes') options.minutes = number()
    else if (arg === '--every') options.every = number()
    else if (arg === '--consoles') options.consoles = Math.round(number())
    else if (arg === '--plan') {
      const plan = argv[++i]
      if (plan !== 'business' && plan !== 'developer') throw new Error(`--plan is business or developer (${USAGE})`)
      options.plan = plan
    }
    else throw new Error(`unknown option ${arg} (${USAGE})`)
  }
  if (Number.isNaN(options.minutes)) options.minutes = options.day ? 30 : 3
  return options
}

async function main(): Promise<number> {
  let options
  try {
    options = parse(process.argv.slice(2))
  } catch (error) {
    process.stderr.write(`soak: ${(error as Error).message}\n`)
    return 2
  }
  const outcome = options.day
    ? await runDay(options.minutes, options.every)
    : { ...(await (options.consoles > 0 ? runConsoles(options.consoles, options.minutes, options.plan) : runChaos(options.minutes))), markdown: [] }
  for (const line of outcome.summary) process.stdout.write(`${line}\n`)
  if (outcome.markdown.length > 0) process.stdout.write(`\n${outcome.markdown.join('\n')}\n`)
  if (outcome.misses.length === 0) {
    process.stdout.write('soak: every goal met\n')
    return 0
  }
  process.stdout.write(`soak: ${outcome.misses.length} goal(s) missed:\n${outcome.misses.map((m) => `  - ${m}`).join('\n')}\n`)
  return 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`soak: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exit(1)
  },
)
