import type { z } from 'zod'
import { ApiError } from './api-error'

const MAX_LISTED_ISSUES = 5

/** The request an answer came to, as an error about the answer names it. */
export interface Answered {
  method: string
  path: string
}

/** The ApiError of a 2xx answer that is not JSON. */
export function notJson(spec: Answered, text: string, requestId: string | undefined): ApiError {
  return new ApiError({
    code: 'invalid_response',
    message: `${spec.method} ${spec.path}: the answer is not JSON`,
    details: text.slice(0, 200),
    requestId,
  })
}

/** The ApiError of a 2xx answer that does not match its schema; the message names the first wrong path. */
export function invalidResponse(
  spec: Answered,
  error: z.ZodError,
  requestId: string | undefined,
): ApiError {
  const issues = error.issues.slice(0, MAX_LISTED_ISSUES).map((issue) => `${pathOf(issue.path)}: ${issue.message}`)
  return new ApiError({
    code: 'invalid_response',
    message: `${spec.method} ${spec.path}: ${issues[0] ?? 'unexpected answer'}`,
    details: issues.join('; '),
    requestId,
  })
}

function pathOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'response'
  return ['response', ...path.map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))]
    .join('.')
    .replace(/\.\[/g, '[')
}
