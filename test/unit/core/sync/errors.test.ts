import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../src/core/api'
import {
  behindCause,
  describeFailure,
  failureWords,
  isAborted,
  isRateLimited,
  isTransient,
  isUnreachable,
  isWallStale,
  KEY_LIMITED,
  NoAnswerError,
  noteUnlessDiskFull,
  retryAfterOf,
  WallBehindError,
} from '../../../../src/core/sync/errors'
import { CoreError, words } from '../../../../src/core/errors/core-error'
import { badRequest, offline, rateLimited, serverError } from '../../../support/service-fixtures'

const answered = (status: number) => new ApiError({ status, code: 'x', message: `HTTP ${status}` })

describe('sync failures, as the outbox and the indicator tell them apart', () => {
  it('tries again what may pass later: no answer, a 429, a 5xx, a key refused for now; never a refusal or a redirect', () => {
    const again = [offline(), new ApiError({ code: 'timeout', message: 't' }), rateLimited(1_000), answered(500), answered(401), answered(403)]
    for (const error of again) expect(isTransient(error)).toBe(true)
    const never = [answered(400), answered(404), answered(409), answered(499), new ApiError({ code: 'redirected', message: 'r' }), new Error('x')]
    for (const error of never) expect(isTransient(error)).toBe(false)
  })

  it('tells no answer, a 429, our own cancellation and a stale wall apart', () => {
    expect([offline(), new ApiError({ code: 'timeout', message: 't' }), serverError(), new Error('offline')].map(isUnreachable)).toEqual([true, true, false, false])
    expect([rateLimited(1), answered(503), new Error('429')].map(isRateLimited)).toEqual([true, false, false])
    expect([new ApiError({ code: 'aborted', message: 'a' }), offline(), new Error('aborted')].map(isAborted)).toEqual([true, false, false])
    expect([new NoAnswerError(1_000), new WallBehindError(1_000, KEY_LIMITED), serverError()].map(isWallStale)).toEqual([true, true, false])
  })

  it('words the wall being behind by its age and cause, and any thrown value as a sentence', () => {
    expect(new NoAnswerError(12_400).message).toBe('No answer for 12 s')
    expect(behindCause(rateLimited(5_000))).toBe(KEY_LIMITED)
    expect(behindCause(badRequest())).not.toMatch(/\.$/)
    expect(new WallBehindError(12_600, behindCause(rateLimited(5_000))).message).toBe('Behind: 13 s (the service is limiting this key)')
    expect(describeFailure(new Error('disk gone'))).toBe('disk gone')
    expect(describeFailure('plain')).toBe('plain')
    expect(retryAfterOf(rateLimited(3_000))).toBe(3_000)
    expect(retryAfterOf(new Error('x'))).toBeUndefined()
  })

  it('drops a note the full disk refused, and throws any other failure of it', () => {
    expect(() => noteUnlessDiskFull(() => { throw Object.assign(new Error('full'), { code: 'SQLITE_FULL' }) })).not.toThrow()
    expect(() => noteUnlessDiskFull(() => { throw new Error('locked') })).toThrow('locked')
    let wrote = false
    noteUnlessDiskFull(() => (wrote = true))
    expect(wrote).toBe(true)
  })

  it('names the wall’s errors in the log, and words a refused poll as its own cause', () => {
    expect(new NoAnswerError(1_000).name).toBe('NoAnswerError')
    expect(new WallBehindError(1_000, KEY_LIMITED).name).toBe('WallBehindError')
    expect(new WallBehindError(12_600, KEY_LIMITED).words).toEqual({ key: 'errors.connection.behindLimited', params: { seconds: 13 } })
    const cause = behindCause(badRequest('status: not a known status'))
    expect(`${cause}.`).toBe(describeFailure(badRequest('status: not a known status')))
    expect(new WallBehindError(12_600, cause).words).toEqual({ key: 'errors.connection.behind', params: { seconds: 13, why: cause } })
  })

  it('passes core’s words of a failure on to the renderer, and the text of anything else', () => {
    const gone = words('errors.outbox.gone')
    expect(failureWords(new CoreError('not_found', gone))).toEqual(gone)
    expect(failureWords(new CoreError('internal', 'Plain text'))).toBe('Plain text')
    expect(failureWords(new NoAnswerError(3_000))).toEqual({ key: 'errors.connection.noAnswer', params: { seconds: 3 } })
    expect(failureWords(null)).toBe('null')
  })
})
