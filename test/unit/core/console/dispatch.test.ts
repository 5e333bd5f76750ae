import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../src/core/api'
import { dispatch, SwitchboardConsole } from '../../../../src/core/console'
import { CoreError } from '../../../../src/core/errors/core-error'
import { registerSecret } from '../../../../src/core/log'
import type { BridgeHandlers } from '../../../../src/shared/bridge'
import { createMemorySecretStore } from '../../../../src/core/secrets'

const console_ = new SwitchboardConsole({ secrets: createMemorySecretStore(), host: 'web', dataDir: '/d', version: '9.9.9', platform: 'linux' })

describe('dispatch at the host boundary', () => {
  it('runs a valid command', async () => {
    expect(await dispatch(console_.handlers, 'app.info', {})).toMatchObject({ ok: true, value: { version: '9.9.9' } })
  })

  it('turns hostile input into typed errors and never throws', async () => {
    const inputs: [unknown, unknown][] = [
      ['app.info', 'not an object'],
      ['app.info', { extra: 1 }],
      ['__proto__', {}],
      ['constructor', {}],
      [null, null],
      [42, []],
    ]
    for (const [name, args] of inputs) {
      const result = await dispatch(console_.handlers, name, args)
      expect(result.ok).toBe(false)
    }
  })

  it('reports which argument was wrong', async () => {
    const result = await dispatch(console_.handlers, 'app.info', { extra: 1 })
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_argument', message: expect.stringContaining('extra') } })
  })

  it('returns a handler failure as a value, keeping API error fields', async () => {
    const failing = {
      ...console_.handlers,
      'app.info': async () => {
        throw new ApiError({ code: 'rate_limited', message: 'Too many requests.', status: 429, retryAfterMs: 3000, requestId: 'req_1' })
      },
      'app.connection': async () => {
        throw new TypeError('boom')
      },
    } satisfies BridgeHandlers
    expect(await dispatch(failing, 'app.info', {})).toEqual({
      ok: false,
      error: {
        code: 'rate_limited',
        message: 'Too many requests.',
        words: { key: 'errors.api.rateLimited', params: { seconds: 3 } },
        status: 429,
        retryAfterMs: 3000,
      },
    })
    expect(await dispatch(failing, 'app.connection', {})).toEqual({ ok: false, error: { code: 'internal', message: 'boom' } })
  })

  it("sends an API failure thrown as it was with the words the views use for it, its English kept for the logs", async () => {
    const failing = {
      ...console_.handlers,
      'app.info': async () => {
        throw new ApiError({ code: 'timeout', message: 'No answer within 5 s' })
      },
      'app.connection': async () => {
        throw new ApiError({ code: 'not_found', message: 'No such agent.', status: 404 })
      },
    } satisfies BridgeHandlers
    expect(await dispatch(failing, 'app.info', {})).toEqual({
      ok: false,
      error: { code: 'timeout', message: 'No answer within 5 s', words: { key: 'errors.api.timeout' } },
    })
    expect(await dispatch(failing, 'app.connection', {})).toMatchObject({
      ok: false,
      error: { code: 'not_found', message: 'No such agent.', words: { key: 'errors.api.notFoundSaid', params: { said: 'No such agent.' } } },
    })
  })

  it('maps core\'s typed error once, and treats anything else as internal, whatever fields it carries', async () => {
    const unregister = registerSecret('sk_live_registered_1234')
    const failing = {
      ...console_.handlers,
      'app.info': async () => {
        throw new CoreError('no_workspace', 'Open a workspace first.', { details: 'none active' })
      },
      'app.connection': async () => {
        throw Object.assign(new Error('SQLITE_BUSY: database is locked (sk_live_registered_1234)\n    at Statement.run'), { code: 'SQLITE_BUSY' })
      },
    } satisfies BridgeHandlers
    expect(await dispatch(failing, 'app.info', {})).toEqual({
      ok: false,
      error: { code: 'no_workspace', message: 'Open a workspace first.', details: 'none active' },
    })
    expect(await dispatch(failing, 'app.connection', {})).toEqual({
      ok: false,
      error: { code: 'internal', message: 'SQLITE_BUSY: database is locked ([redacted])' },
    })
    unregister()
  })
})
