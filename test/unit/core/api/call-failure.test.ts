import { describe, expect, it } from 'vitest'
import { ApiError, describeCallFailure } from '../../../../src/core/api'
import { CoreError } from '../../../../src/core/errors/core-error'

function failure(status: number, code: string, message: string, details?: string): ApiError {
  return new ApiError({ status, code, message, ...(details ? { details } : {}) })
}

describe('the documented call errors in a supervisor\'s words', () => {
  it('tells an agent without a phone number from one without a flow (both 400)', () => {
    const noNumber = describeCallFailure(failure(400, 'bad_request', 'Invalid configuration', 'Agent has no phone number configured'), 'Ava')
    const noFlow = describeCallFailure(failure(400, 'bad_request', 'Invalid configuration', 'Agent has no active flow'), 'Ava')
    expect(noNumber).toMatchObject({ code: 'agent_not_ready', message: expect.stringContaining('"Ava" has no phone number configured') })
    expect(noFlow).toMatchObject({ code: 'agent_not_ready', message: expect.stringContaining('"Ava" has no call flow configured') })
  })

  it('keeps a number the service refused apart from the agent errors', () => {
    const refused = describeCallFailure(failure(400, 'invalid_number', 'toNumber must be E.164'), 'Ava')
    expect(refused).toMatchObject({ code: 'invalid_number', message: 'The service refused the number as invalid: toNumber must be E.164' })
  })

  it('says a 429 rate limit in the client\'s words, and a concurrency limit in its own', () => {
    const rate = describeCallFailure(new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests', retryAfterMs: 3000 }), 'Ava')
    expect(rate).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('waits 3 seconds') })
    const busy = describeCallFailure(failure(429, 'CONCURRENCY_LIMIT', 'Too many concurrent calls'), 'Ava')
    expect(busy).toBeInstanceOf(CoreError)
    expect(busy).not.toBeInstanceOf(ApiError)
    expect(busy).toMatchObject({ code: 'concurrency_limit', status: 429 })
  })

  it('passes anything that is not an API error through', () => {
    const error = new Error('boom')
    expect(describeCallFailure(error, 'Ava')).toBe(error)
  })

  it('says the agent does not exist on a 404, naming it', () => {
    const missing = describeCallFailure(failure(404, 'NOT_FOUND', 'Agent not found'), 'Ava')
    expect(missing).toMatchObject({
      code: 'agent_not_found',
      status: 404,
      details: 'Agent not found',
      message: 'The agent "Ava" does not exist in this workspace, or this API key cannot use it. Choose another agent.',
    })
  })

  it('reads a 400 that names neither a flow nor a phone as a missing number', () => {
    const other = describeCallFailure(failure(400, 'bad_request', 'Invalid configuration', 'Agent is not configured'), 'Ava')
    expect(other).toMatchObject({ code: 'agent_not_ready', message: expect.stringContaining('"Ava" has no phone number configured') })
  })

  it("words the service's unknown 500 as a call that could not start, without its closing punctuation", () => {
    const failed = describeCallFailure(failure(500, 'UNKNOWN_ERROR', 'Failed to initiate call', 'Provider v2.1 is down!?'), 'Ava')
    expect(failed).toMatchObject({
      code: 'call_failed',
      status: 500,
      details: 'Provider v2.1 is down!?',
      message: 'The call could not be started. The service said: Provider v2.1 is down. Try again in a moment.',
    })
  })

  it('keeps the general wording when the code belongs with another status', () => {
    const server = describeCallFailure(failure(500, 'INTERNAL_ERROR', 'Boom'), 'Ava')
    expect(server).toMatchObject({ code: 'INTERNAL_ERROR', message: 'The service had an internal problem. Try again shortly. The service said: Boom.' })
    const gateway = describeCallFailure(failure(502, 'UNKNOWN_ERROR', 'Bad gateway'), 'Ava')
    expect(gateway).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'The service had an internal problem. Try again shortly. The service said: Bad gateway.' })
    const busy = describeCallFailure(failure(503, 'CONCURRENCY_LIMIT', 'Busy'), 'Ava')
    expect(busy).toMatchObject({ code: 'CONCURRENCY_LIMIT', message: expect.stringContaining('internal problem') })
    const number = describeCallFailure(failure(422, 'invalid_number', 'Bad number'), 'Ava')
    expect(number).toMatchObject({ code: 'invalid_number', message: 'The service answered with an unexpected error (HTTP 422). The service said: Bad number.' })
  })
})
