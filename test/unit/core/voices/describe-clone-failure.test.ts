import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../src/core/api'
import { CoreError } from '../../../../src/core/errors/core-error'
import { describeCloneFailure } from '../../../../src/core/voices'

const KEPT = 'The recording is kept'

describe('what a failed upload says', () => {
  it.each([
    [413, 'PAYLOAD_TOO_LARGE', /too large \(it accepts at most 50 MB\)/],
    [400, 'VALIDATION_ERROR', /refused the audio or the voice details \(file: the audio file is empty\)/],
    [401, 'UNAUTHORIZED', /did not accept the API key/],
    [403, 'FORBIDDEN', /may not create voices in this workspace/],
    [429, 'RATE_LIMITED', /Too many requests.*waits 7 seconds/],
    [500, 'INTERNAL_ERROR', /internal problem/],
  ])('HTTP %i in plain words, keeping the status and code', (status, code, words) => {
    const error = describeCloneFailure(new ApiError({ status, code, message: 'x', details: 'file: the audio file is empty', retryAfterMs: 7000 }))
    expect(error.message).toMatch(words)
    expect(error.message).toContain(KEPT)
    expect(error.toBridgeError()).toMatchObject({ code, status })
  })

  it('a network failure and a timeout', () => {
    expect(describeCloneFailure(new ApiError({ code: 'offline', message: 'Could not connect (ECONNREFUSED)' })).message).toMatch(/cannot reach the service.*kept/)
    expect(describeCloneFailure(new ApiError({ code: 'timeout', message: 'No answer' })).message).toMatch(/did not answer in time.*kept/)
  })

  it('a cancellation is "cancelled", not a failure', () => {
    const error = describeCloneFailure(new ApiError({ code: 'aborted', message: 'The request was cancelled' }))
    expect(error.code).toBe('cancelled')
    expect(error.message).toMatch(/^Upload cancelled\. The recording is kept/)
  })

  it('passes its own refusals through and wraps anything else', () => {
    const own = new CoreError('offline', 'Switchboard is offline.')
    expect(describeCloneFailure(own)).toBe(own)
    expect(describeCloneFailure(new TypeError('boom')).message).toMatch(/unexpectedly \(boom\).*kept/)
  })
})
