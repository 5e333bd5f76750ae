import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { dispatch } from '../../src/core/console'
import { commandNames, commands, type CommandName, type Result } from '../../src/shared/bridge'
import type { RunningSimulator } from '../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../support/console'
import { startSim } from '../support/simulator'

/**
 * Text a hostile page would put in an id: a lone surrogate (which no URL
 * encoder takes), control characters, and 10,000 characters. Every command is
 * called with otherwise valid arguments and one string argument replaced, on a
 * console with the simulator's demo workspace open, so the text reaches as far
 * in as it can: the answer is typed, never `internal`.
 */
const HOSTILE = ['\ud800', 'room\udc00', 'id\u0007\u001b[2J', 'id\r\nx-injected: 1', 'x'.repeat(10_000)]
/** Values tried, in order, for an argument until its schema takes one. */
const CANDIDATES: unknown[] = ['id_1', 'UTC', '2025-05-01', '2025-05-01T12:00', '12:00', 'mine', 'https://example.com', 1, true, ['id_1'], [], {}]
/** Commands that take an id the console puts in a request path: each hostile id is `invalid_argument`. */
const ID_COMMANDS: [CommandName, string][] = [
  ['calls.end', 'roomName'],
  ['calls.detail', 'roomName'],
  ['calls.listenToken', 'roomName'],
  ['admin.agent', 'agentId'],
  ['admin.flow', 'flowId'],
  ['admin.phoneNumber', 'phoneNumberId'],
  ['history.conversation', 'conversationId'],
  ['history.refreshConversation', 'conversationId'],
  ['callbacks.setNotes', 'dispositionId'],
  ['campaigns.open', 'batchId'],
  ['workspaces.setActive', 'id'],
]

let sim: RunningSimulator
let app: TestConsole

beforeAll(async () => {
  sim = await startSim()
  app = await startTestConsole(sim)
}, 60_000)
afterAll(async () => {
  await app.cleanup()
  await sim.stop()
})

/** Arguments the command's schema takes, and which of them are strings; null when no candidate fits. */
function validArgs(name: CommandName): { args: Record<string, unknown>; strings: string[] } | null {
  const shape = (commands[name].args as { shape?: Record<string, z.ZodType> }).shape
  if (!shape) return null
  const args: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(shape)) {
    const fit = CANDIDATES.find((candidate) => schema.safeParse(candidate).success)
    if (fit !== undefined) args[key] = fit
    else if (!schema.safeParse(undefined).success) return null
  }
  if (!commands[name].args.safeParse(args).success) return null
  return { args, strings: Object.keys(args).filter((key) => typeof args[key] === 'string') }
}

async function call(name: CommandName, args: unknown): Promise<Result<unknown>> {
  return (await dispatch(app.console.handlers, name, args)) as Result<unknown>
}

describe('untrusted text in every command', () => {
  it('answers every hostile string argument with a typed error, never internal', { timeout: 120_000 }, async () => {
    const untyped: string[] = []
    let tried = 0
    for (const name of commandNames) {
      const valid = validArgs(name)
      if (!valid) continue
      for (const key of valid.strings) {
        for (const text of HOSTILE) {
          const result = await call(name, { ...valid.args, [key]: text })
          tried++
          if (!result.ok && result.error.code === 'internal') untyped.push(`${name}.${key} ${JSON.stringify(text.slice(0, 20))}: ${result.error.message}`)
        }
      }
    }
    expect(untyped).toEqual([])
    expect(tried).toBeGreaterThan(100)
  })

  it.each(ID_COMMANDS)('%s refuses each hostile %s as invalid_argument', async (name, key) => {
    const valid = validArgs(name)
    expect(valid).not.toBeNull()
    for (const text of HOSTILE) {
      const result = await call(name, { ...valid!.args, [key]: text })
      expect(result.ok ? 'ok' : result.error.code, JSON.stringify(text.slice(0, 20))).toBe('invalid_argument')
    }
  })
})
