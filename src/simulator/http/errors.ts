import type { ZodError } from 'zod'
import type { ErrorShapeA, ErrorShapeB } from '../contract/shapes'

/**
 * An error answer. Route handlers throw it; the server turns it into the response,
 * in the reference's shape A (`error`, `details`, `code`) or shape B (`error: {code, message}`).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorShapeA | ErrorShapeB,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.error === 'string' ? body.error : body.error.message)
  }
}

export function shapeA(status: number, error: string, details: string, code?: string): HttpError {
  return new HttpError(status, code === undefined ? { error, details } : { error, details, code })
}

export const badRequest = (details: string): HttpError => shapeA(400, 'Invalid request', details, 'VALIDATION_ERROR')

export const notFound = (what: string, id: string): HttpError =>
  shapeA(404, 'Not found', `${what} ${id} was not found`, 'NOT_FOUND')

export const forbidden = (details: string): HttpError => shapeA(403, 'Forbidden', details, 'FORBIDDEN')

export const unauthorized = (details: string): HttpError => shapeA(401, 'Unauthorized', details, 'UNAUTHORIZED')

export function invalidNumber(field: string, value: string): HttpError {
  return new HttpError(400, {
    error: {
      code: 'invalid_number',
      message: `${field}: ${JSON.stringify(value)} is not an E.164 phone number (for example +14155550100)`,
    },
  })
}

/** A 400 naming every offending field, the first one first. */
export function fromZod(error: ZodError): HttpError {
  const details = error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ')
  return badRequest(details)
}

export const internalError = (details: string): HttpError =>
  shapeA(500, 'Internal server error', details, 'INTERNAL_ERROR')

/** Thrown by a route to close the connection without any answer, as a crashed service or a broken proxy would. */
export class DroppedConnection extends Error {
  constructor() {
    super('connection dropped on purpose')
  }
}

/** A status to answer with, or `drop`: close the connection without an answer. */
export type InjectedFault = 403 | 429 | 500 | 'drop'

/**
 * The failure a `/_sim/faults/...` switch asked for. `may` is what the key is
 * refused (a 403's words), `what` names the request in a 500's.
 */
export function injectedFailure(fault: InjectedFault, may: string, what: string): Error {
  switch (fault) {
    case 403:
      return forbidden(`This API key may not ${may} in this workspace`)
    case 429:
      return new HttpError(
        429,
        { error: 'Too many requests', details: 'Rate limit exceeded; retry in 1 s', code: 'RATE_LIMITED' },
        { 'retry-after': '1' },
      )
    case 500:
      return internalError(`Simulated failure of ${what}`)
    case 'drop':
      return new DroppedConnection()
  }
}
