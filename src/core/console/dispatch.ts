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
import { apiErrorWords, ApiError } from '../api'
import { CoreError } from '../errors/core-error'
import { redact } from '../log'

/**
 * The host boundary: validates a command's name and arguments, runs the handler,
 * and turns every failure into a value. Never throws, whatever the caller sends.
 * A host passes every handler; a feature module's test passes its module's.
 */
export async function dispatch(handlers: Partial<BridgeHandlers>, name: unknown, rawArgs: unknown): Promise<Result<unknown>> {
  if (!isCommandName(name) || !handlers[name]) {
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

/** The longest message of an unexpected failure shown to the supervisor. */
const MAX_INTERNAL_MESSAGE = 300

/**
 * Any thrown value becomes a BridgeError. Core's own failures (`CoreError`,
 * `ApiError` among them) keep their code and fields; anything else is
 * `internal`, and its message is cut to its first line with secrets redacted,
 * since it was never written for the supervisor.
 */
export function toBridgeError(error: unknown): BridgeError {
  if (error instanceof ApiError && error.words === undefined) return withApiWords(error)
  if (error instanceof CoreError) return error.toBridgeError()
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const firstLine = redact(raw.split('\n')[0] ?? '').trim().slice(0, MAX_INTERNAL_MESSAGE)
  return { code: 'internal', message: firstLine || 'Unexpected failure.' }
}

/**
 * A service's refusal or a request that got no answer, passed on as it was thrown: sent with the words every
 * view uses for it ("The service did not answer in time."), so it reads in the language in use; the English
 * it was thrown with stays the message, for the logs.
 */
function withApiWords(error: ApiError): BridgeError {
  return { ...error.toBridgeError(), words: apiErrorWords(error) }
}
