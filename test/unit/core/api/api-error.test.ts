import { describe, expect, it } from 'vitest'
import { ApiError, describeApiError, parseRetryAfter } from '../../../../src/core/api'
import { apiErrorFromHttp } from '../../../../src/core/api/api-error'

describe('ApiError from an HTTP answer', () => {
  it('reads shape A: error, details and code', () => {
    const error = apiErrorFromHttp({
      status: 500,
      body: JSON.stringify({ error: 'Failed to initiate call', details: 'carrier down', code: 'UNKNOWN_ERROR' }),
      requestId: 'req_1',
    })
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 500,
      code: 'UNKNOWN_ERROR',
      message: 'Failed to initiate call',
      details: 'carrier down',
      requestId: 'req_1',
    })
  })

  it('reads shape A without a code: the code follows the status', () => {
    const error = apiErrorFromHttp({ status: 404, body: '{"error":"Agent not found","details":"no agent agt_x"}' })
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Agent not found', details: 'no agent agt_x' })
  })

  it('reads shape B: error.code and error.message', () => {
    const error = apiErrorFromHttp({
      status: 400,
      body: JSON.stringify({ error: { code: 'invalid_number', message: 'toNumber is not E.164' } }),
    })
    expect(error).toMatchObject({ status: 400, code: 'invalid_number', message: 'toNumber is not E.164' })
    expect(error.details).toBeUndefined()
  })

  it('keeps Retry-After and falls back to the status for bodies of neither shape', () => {
    const error = apiErrorFromHttp({ status: 429, body: 'slow down', retryAfterMs: 3000 })
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message: 'HTTP 429', details: 'slow down', retryAfterMs: 3000 })
    expect(apiErrorFromHttp({ status: 502, body: '' })).toMatchObject({ code: 'server_error', details: undefined })
  })

  it('names the code after the status when the body has none, so the renderer can act on it', () => {
    const codes = [400, 401, 403, 404, 409, 429, 500, 503].map((status) => apiErrorFromHttp({ status, body: '<html>proxy error</html>' }).code)
    expect(codes).toEqual(['bad_request', 'unauthorized', 'forbidden', 'not_found', 'http_error', 'rate_limited', 'server_error', 'server_error'])
  })

  it('takes a requestId from the body when there is no header', () => {
    const error = apiErrorFromHttp({ status: 400, body: '{"error":"bad","requestId":"req_9"}' })
    expect(error.requestId).toBe('req_9')
  })

  it('keeps the header requestId over the body and reads none from a body without a string one', () => {
    expect(apiErrorFromHttp({ status: 400, body: '{"error":"bad","requestId":"req_9"}', requestId: 'req_h' }).requestId).toBe('req_h')
    for (const body of ['{"error":"bad","requestId":9}', 'null', '"req_9"']) expect(apiErrorFromHttp({ status: 400, body }).requestId).toBeUndefined()
  })

  it('cuts a long body of neither shape to its first 500 characters, and tells an answer from no answer', () => {
    const error = apiErrorFromHttp({ status: 499, body: `  ${'x'.repeat(600)}  ` })
    expect(error).toMatchObject({ code: 'http_error', details: 'x'.repeat(500), isNetwork: false })
    expect(new ApiError({ code: 'offline', message: 'down' }).isNetwork).toBe(true)
  })
})

describe('Retry-After', () => {
  const now = Date.parse('2025-05-01T12:00:00Z')
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('7', now)).toBe(7000)
    expect(parseRetryAfter('Thu, 01 May 2025 12:00:05 GMT', now)).toBe(5000)
    expect(parseRetryAfter('Thu, 01 May 2025 11:00:00 GMT', now)).toBe(0)
  })
  it('ignores an absent or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('  ', now)).toBeUndefined()
  })
  it('reads fractional seconds and a value padded with spaces', () => {
    expect(parseRetryAfter(' 1.5 ', now)).toBe(1500)
  })
})

describe('describeApiError', () => {
  it('gives a sentence a supervisor can act on for every kind of failure', () => {
    const cases: [ApiError, RegExp][] = [
      [new ApiError({ code: 'offline', message: 'Could not connect (ECONNREFUSED)' }), /cannot reach the service/],
      [new ApiError({ code: 'timeout', message: 'No answer within 15 s' }), /did not answer in time/],
      [new ApiError({ code: 'aborted', message: 'cancelled' }), /cancelled/],
      [new ApiError({ code: 'invalid_response', message: 'response.data[0].roomName: expected string' }), /response\.data\[0\]\.roomName/],
      [new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }), /API key/],
      [new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Forbidden' }), /not allowed/],
      [new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Agent not found' }), /Agent not found\./],
      [new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'x', retryAfterMs: 2500 }), /waits 3 seconds/],
      [new ApiError({ status: 400, code: 'invalid_number', message: 'toNumber is not E.164' }), /refused.*toNumber is not E\.164\./],
      [new ApiError({ status: 503, code: 'server_error', message: 'HTTP 503' }), /internal problem/],
    ]
    for (const [error, sentence] of cases) expect(describeApiError(error)).toMatch(sentence)
  })
})

describe('a 403, worded once for the whole console', () => {
  const forbidden = (body: unknown, method: string, path: string) =>
    apiErrorFromHttp({ status: 403, method, path, body: JSON.stringify(body) })

  it('names what the key may not do and the permission, from the request it refused; the service’s words stay in details', () => {
    const error = forbidden({ error: 'Forbidden', details: 'Not allowed', code: 'FORBIDDEN' }, 'POST', '/v2/api/active-calls/room_1/end-call')
    expect(error).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      permission: 'call_end',
      message: 'This key may not end calls (permission: call_end).',
      details: 'Not allowed',
    })
    expect(describeApiError(error)).toBe('This key may not end calls (permission: call_end).')
  })

  it('takes the permission the service names over the table’s, on a read too', () => {
    const named = forbidden({ error: 'Forbidden', details: 'This API key lacks the permission agent_view', code: 'MISSING_PERMISSION' }, 'GET', '/api/v1/agents')
    expect(named).toMatchObject({ permission: 'agent_view', message: 'This key may not view agents (permission: agent_view).' })
    const other = forbidden({ error: { code: 'forbidden', message: 'Missing permission: billing_export' } }, 'GET', '/v1/api/anything')
    expect(other).toMatchObject({ permission: 'billing_export', message: 'This key may not do that (permission: billing_export).' })
  })

  it("keeps the service's message as the details when it gave none, and a 403 of an unknown request as it came", () => {
    const error = forbidden({ error: { code: 'forbidden', message: 'No.' } }, 'POST', '/v2/api/active-calls/room_1/end-call')
    expect(error).toMatchObject({ permission: 'call_end', details: 'No.' })
    expect(apiErrorFromHttp({ status: 403, body: '{"error":"Forbidden"}' })).toMatchObject({ message: 'Forbidden', permission: undefined })
  })

  it('keeps the general refusal for a 403 that names no permission on a read (the workspace may be closed to the key)', () => {
    const error = forbidden({ error: 'Forbidden', details: 'This API key may not use workspace ws_x', code: 'FORBIDDEN' }, 'GET', '/api/v1/agents')
    expect(error.permission).toBeUndefined()
    expect(describeApiError(error)).toMatch(/^This API key is not allowed to do that in this workspace/)
  })
})

describe('the edges of an error answer', () => {
  it('words a 403 by its request only when it knows both method and path', () => {
    const body = JSON.stringify({ error: 'Forbidden', details: 'Not allowed', code: 'FORBIDDEN' })
    expect(apiErrorFromHttp({ status: 403, method: 'POST', body })).toMatchObject({ message: 'Forbidden', permission: undefined })
    expect(apiErrorFromHttp({ status: 403, path: '/v2/api/active-calls/room_1/end-call', body })).toMatchObject({ message: 'Forbidden', permission: undefined })
  })

  it('reads Retry-After seconds of several digits and decimals, and nothing that only contains a number', () => {
    expect(parseRetryAfter('12', 0)).toBe(12_000)
    expect(parseRetryAfter('1.25', 0)).toBe(1_250)
    expect(parseRetryAfter('x5', 0)).toBeUndefined()
    expect(parseRetryAfter('5 seconds', 0)).toBeUndefined()
    expect(parseRetryAfter('   ', 0)).toBeUndefined()
  })
})
