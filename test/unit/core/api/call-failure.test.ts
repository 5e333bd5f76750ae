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
})
