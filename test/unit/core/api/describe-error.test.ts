import { describe, expect, it } from 'vitest'
import { ApiError, apiErrorWords, describeApiError } from '../../../../src/core/api'
import type { ApiErrorInit } from '../../../../src/core/api/api-error'

const sentence = (init: ApiErrorInit) => describeApiError(new ApiError(init))

describe('the sentence a supervisor reads for each failure', () => {
  it('words the failures without an answer by their code, whatever the message', () => {
    expect(sentence({ code: 'aborted', message: 'The request was cancelled' })).toBe('The request was cancelled before it finished.')
    expect(apiErrorWords(new ApiError({ code: 'aborted', message: 'cancelled' }))).toEqual({ key: 'errors.api.aborted' })
    expect(sentence({ code: 'invalid_response', message: 'response.count: expected number' })).toBe(
      'The service sent an answer Switchboard does not understand (response.count: expected number). Nothing from it was used; the service may have changed.',
    )
  })

  it('names where a redirect pointed, or says another address when it did not say', () => {
    expect(sentence({ status: 307, code: 'redirected', message: 'moved', details: 'https://elsewhere.example' })).toBe(
      'The service redirected to https://elsewhere.example; the API key is not sent there. Update the workspace address.',
    )
    expect(sentence({ status: 307, code: 'redirected', message: 'moved' })).toBe(
      'The service redirected to another address; the API key is not sent there. Update the workspace address.',
    )
  })

  it("adds the service's words when it gave some, with a full stop, and leaves them out when it gave none", () => {
    expect(sentence({ status: 400, code: 'bad_request', message: '' })).toBe('The service refused the request as invalid.')
    expect(sentence({ status: 400, code: 'bad_request', message: 'name is required!' })).toBe(
      'The service refused the request as invalid. The service said: name is required!',
    )
    expect(sentence({ status: 404, code: 'not_found', message: '' })).toBe('Not found: it may have been deleted, or it belongs to another workspace.')
    expect(sentence({ status: 404, code: 'not_found', message: 'No such agent' })).toBe(
      'Not found: it may have been deleted, or it belongs to another workspace. The service said: No such agent.',
    )
  })

  it('asks to check the key on a 401, even when the service said something', () => {
    expect(sentence({ status: 401, code: 'unauthorized', message: 'Bad key' })).toBe(
      'The service did not accept the API key. Check the key or rotate it in Settings.',
    )
  })

  it('says how long the client waits after a 429, at least a second, or a few seconds when the service did not say', () => {
    expect(sentence({ status: 429, code: 'RATE_LIMITED', message: 'x', retryAfterMs: 200 })).toMatch(/waits 1 second before/)
    expect(sentence({ status: 429, code: 'RATE_LIMITED', message: 'x' })).toBe(
      "Too many requests for this workspace's plan. Switchboard waits a few seconds before sending more.",
    )
  })

  it('calls a failure with no status and an unknown code a failed request', () => {
    expect(sentence({ code: 'weird', message: '' })).toBe('The request failed.')
    expect(sentence({ code: 'weird', message: 'socket hang up' })).toBe('The request failed. The service said: socket hang up.')
  })

  it('tells a server error from any other unexpected status, from 500 up', () => {
    expect(sentence({ status: 500, code: 'server_error', message: '' })).toBe('The service had an internal problem. Try again shortly.')
    expect(sentence({ status: 502, code: 'server_error', message: 'Bad gateway' })).toBe(
      'The service had an internal problem. Try again shortly. The service said: Bad gateway.',
    )
    expect(sentence({ status: 499, code: 'http_error', message: '' })).toBe('The service answered with an unexpected error (HTTP 499).')
    expect(sentence({ status: 418, code: 'http_error', message: 'Teapot' })).toBe(
      'The service answered with an unexpected error (HTTP 418). The service said: Teapot.',
    )
  })

  it('names the refused action from the permission, and says "do that" for a permission no action needs', () => {
    expect(sentence({ status: 403, code: 'FORBIDDEN', message: 'no', permission: 'agent_view' })).toBe(
      'This key may not view agents (permission: agent_view).',
    )
    expect(sentence({ status: 403, code: 'FORBIDDEN', message: 'no', permission: 'moon_land' })).toBe(
      'This key may not do that (permission: moon_land).',
    )
  })
})
