import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { command, commands } from '../../../src/shared/bridge'

/** A command's schema is built when it is first needed, not when the contract loads (issue 38: a window starts without them). */
describe('a Bridge command', () => {
  it('builds its arguments’ schema at the first read, once', () => {
    let built = 0
    const spec = command(() => {
      built++
      return z.object({ roomName: z.string() }).strict()
    }).returns<void>()
    expect(built).toBe(0)
    const first = spec.args
    expect(spec.args).toBe(first)
    expect(built).toBe(1)
    expect(first.safeParse({ roomName: 'room-1' }).success).toBe(true)
    expect(first.safeParse({ roomName: 'room-1', extra: 1 }).success).toBe(false)
  })

  it('answers the same schema for a command of the contract at every read', () => {
    expect(commands['calls.end'].args).toBe(commands['calls.end'].args)
    expect(commands['calls.end'].args.safeParse({ roomName: '' }).success).toBe(false)
  })
})
