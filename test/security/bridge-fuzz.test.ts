import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dispatch, SwitchboardConsole } from '../../src/core/console'
import { createMemorySecretStore } from '../../src/core/secrets'
import { commandNames, commands, type CommandName, type Result } from '../../src/shared/bridge'
import { mulberry32 } from '../support/random'

/**
 * Every Bridge command, called with seeded random arguments as a hostile or
 * broken renderer would: the boundary answers each with a Result, a typed
 * error for every refusal, within 5 s, and a refused call changes nothing.
 * `SWITCHBOARD_FUZZ_RUNS` raises the argument sets per command (CI: 50).
 */
const RUNS = Number(process.env.SWITCHBOARD_FUZZ_RUNS ?? 50)
const SEED = Number(process.env.SWITCHBOARD_FUZZ_SEED ?? 14)
const HANG_MS = 5_000
/** The codes a refusal may carry; `internal` (an unexpected throw) is the failure this test looks for. */
const UNTYPED = 'internal'

let console_: SwitchboardConsole
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'switchboard-fuzz-'))
  console_ = new SwitchboardConsole({ host: 'web', dataDir: dir, version: '0.0.0-fuzz', platform: process.platform, secrets: createMemorySecretStore() })
  await console_.start()
})
afterAll(async () => {
  await console_.stop()
  rmSync(dir, { recursive: true, force: true })
})

const STRINGS = ['', 'a', ' ', '__proto__', 'constructor', '../../../etc/passwd', 'ws_demo', 'https://evil.example', 'http://127.0.0.1:1', '\u0000', '😀'.repeat(50), 'x'.repeat(10_000), '+14155550100', '2025-05-01T12:00:00Z', 'NaN', '{"a":1}', '\ud800', 'call\udc00room', 'id\u0007\u001b[2J', 'line\nbreak']
const NUMBERS = [0, -1, 1, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, 0.5, 1e308]

function randomValue(random: () => number, depth = 0): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  switch (Math.floor(random() * (depth > 2 ? 5 : 7))) {
    case 0:
      return pick([null, undefined, true, false])
    case 1:
      return pick(NUMBERS)
    case 2:
    case 3:
      return pick(STRINGS)
    case 4:
      return pick([[], {}, '', 0])
    case 5:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1))
    default: {
      const object: Record<string, unknown> = {}
      for (let i = Math.floor(random() * 4); i > 0; i--) object[pick(['a', '__proto__', 'constructor', 'zone', 'id', 'page'])] = randomValue(random, depth + 1)
      return object
    }
  }
}

/** Half the time, the command's own argument names with random values (to get past `strict`), else anything. */
function randomArgs(name: CommandName, random: () => number): unknown {
  const schema = commands[name].args as { shape?: Record<string, unknown> }
  const keys = schema.shape ? Object.keys(schema.shape) : []
  if (random() < 0.5 || keys.length === 0) return randomValue(random)
  const args: Record<string, unknown> = {}
  for (const key of keys) if (random() < 0.8) args[key] = randomValue(random)
  return args
}

/** What a refused call must leave alone: the settings and profile files (the cache is checked by its row counts). */
function stateOf(): string {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.sqlite(-wal|-shm)?$|\.log$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  return files.map((file) => `${file}:${statSync(file).size}:${readFileSync(file, 'utf8')}`).join('\n')
}

describe(`Bridge fuzz: ${RUNS} argument sets for each of ${commandNames.length} commands (seed ${SEED})`, () => {
  it('answers every call with a Result, no untyped error, no hang, and no change from a refused call', { timeout: 600_000 }, async () => {
    const random = mulberry32(SEED)
    const problems: string[] = []
    let calls = 0
    for (const name of commandNames) {
      for (let run = 0; run < RUNS; run++) {
        const args = randomArgs(name, random)
        const before = stateOf()
        let timer: NodeJS.Timeout | undefined
        const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), HANG_MS)))
        const result = await Promise.race([dispatch(console_.handlers, name, args) as Promise<Result<unknown>>, hang])
        clearTimeout(timer)
        calls++
        const shown = `${name} ${JSON.stringify(args)?.slice(0, 120)}`
        if (result === 'hang') problems.push(`hang: ${shown}`)
        else if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') problems.push(`not a Result: ${shown}`)
        else if (!result.ok) {
          if (result.error.code === UNTYPED || typeof result.error.message !== 'string') problems.push(`untyped error ${result.error.message}: ${shown}`)
          if (stateOf() !== before) problems.push(`refused but changed state: ${shown}`)
        }
      }
    }
    expect(problems).toEqual([])
    expect(calls).toBe(RUNS * commandNames.length)
  })
})
