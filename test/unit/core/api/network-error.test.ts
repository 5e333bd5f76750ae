import { describe, expect, it } from 'vitest'
import { networkError } from '../../../../src/core/api/network-error'

/** An error wrapped `depth` times, as undici wraps a socket failure. */
function wrapped(depth: number, code: string): Error {
  let error: Error = Object.assign(new Error(`connect ${code}`), { code })
  for (let i = 0; i < depth; i++) error = new Error(`layer ${i}`, { cause: error })
  return error
}

describe('a request that got no answer', () => {
  it('says how long it waited when our timer ended it', () => {
    const error = networkError(new Error('aborted'), 'timeout', 1_500)
    expect(error).toMatchObject({ code: 'timeout', message: 'No answer within 1.5 s', status: undefined })
  })

  it("is a cancellation when the caller's signal ended it", () => {
    const reason = new Error('user left')
    const error = networkError(reason, 'aborted', 1_500)
    expect(error).toMatchObject({ code: 'aborted', message: 'The request was cancelled' })
    expect(error.cause).toBe(reason)
  })

  it('names the system code of a refused connection and keeps the socket message as details', () => {
    const fetchFailed = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) })
    expect(networkError(fetchFailed, undefined, 1_000)).toMatchObject({
      code: 'offline',
      message: 'Could not connect (ECONNREFUSED)',
      details: 'connect ECONNREFUSED 127.0.0.1:9',
    })
  })

  it('finds a system code up to three wrappings deep, and no deeper', () => {
    expect(networkError(wrapped(3, 'ENOTFOUND'), undefined, 1_000).message).toBe('Could not connect (ENOTFOUND)')
    expect(networkError(wrapped(4, 'ENOTFOUND'), undefined, 1_000).message).toBe('Could not connect')
  })

  it('says only that it could not connect when nothing names a code, with the error message as details', () => {
    expect(networkError(new Error('socket hang up'), undefined, 1_000)).toMatchObject({
      code: 'offline',
      message: 'Could not connect',
      details: 'socket hang up',
    })
    expect(networkError(new TypeError('fetch failed', { cause: null }), undefined, 1_000)).toMatchObject({
      message: 'Could not connect',
      details: 'fetch failed',
    })
    expect(networkError('down', undefined, 1_000)).toMatchObject({ message: 'Could not connect', details: undefined })
  })
})
