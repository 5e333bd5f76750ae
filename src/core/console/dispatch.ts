import { z } from 'zod'
import {
  commands,
  fail,
  isCommandName,
  ok,
  type BridgeError,
  type BridgeHandlers,
  type CommandName,
  type Result,
} from '../../shared/bridge'

/**
 * The host boundary: validates a command's name and arguments, runs the handler,
 * and turns every failure into a value. Never throws, whatever the caller sends.
 */
export async function dispatch(handlers: BridgeHandlers, name: unknown, rawArgs: unknown): Promise<Result<unknown>> {
  if (!isCommandName(name)) {
    const shown = typeof name === 'string' ? JSON.stringify(name).slice(0, 80) : `of type ${typeof name}`
    return fail({ code: 'unknown_command', message: `Unknown command ${shown}.` })
  }
  const parsed = commands[name].args.safeParse(rawArgs ?? {})
  if (!parsed.success) return fail(invalidArgument(name, parsed.error))
  try {
    const handler = handlers[name] as (args: unknown) => Promise<unknown>
    return ok(await handler(parsed.data))
  } catch (error) {
    return fail(toBridgeError(error))
  }
}

function invalidArgument(name: CommandName, error: z.ZodError): BridgeError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.') || '(arguments)', message: issue.message }))
  const first = issues[0]
  return {
    code: 'invalid_argument',
    message: `Invalid arguments for ${name}${first ? `: ${first.path}: ${first.message}` : ''}.`,
    issues,
  }
}

/** Any thrown value becomes a BridgeError; errors that carry API fields keep them. */
export function toBridgeError(error: unknown): BridgeError {
  if (error && typeof error === 'object') {
    const e = error as Partial<BridgeError> & { message?: unknown }
    if (typeof e.code === 'string' && typeof e.message === 'string') {
      return {
        code: e.code,
        message: e.message,
        ...(typeof e.status === 'number' ? { status: e.status } : {}),
        ...(typeof e.details === 'string' ? { details: e.details } : {}),
        ...(typeof e.retryAfterMs === 'number' ? { retryAfterMs: e.retryAfterMs } : {}),
      }
    }
    if (error instanceof Error) return { code: 'internal', message: error.message }
  }
  return { code: 'internal', message: typeof error === 'string' ? error : 'Unexpected failure.' }
}
