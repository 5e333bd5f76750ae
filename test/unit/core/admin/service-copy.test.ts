import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../src/core/api'
import { inSupervisorsWords } from '../../../../src/core/admin/service-failure'
import { words } from '../../../../src/core/errors/core-error'
import type { AdminScope } from '../../../../src/core/admin/scope'
import { followUp, OFFLINE_NOTE, readBack, serviceOrCached, type CopySource } from '../../../../src/core/admin/service-copy'
import type { ConnectionState } from '../../../../src/shared/bridge'

const NOW = new Date('2025-05-01T12:00:00.000Z')

function scope(state: ConnectionState): AdminScope {
  return { connection: () => ({ state }), now: () => NOW } as unknown as AdminScope
}

/** A source whose service answers `answer` (or throws it), with a kept copy when `kept` is given. */
function source(answer: string | ApiError, kept?: string): CopySource<string> & { stored: string[] } {
  const stored: string[] = []
  return {
    unopened: words('errors.admin.folderNotOpened', { id: 'fld_x' }),
    stored,
    fetch: async () => {
      if (answer instanceof ApiError) throw answer
      return answer
    },
    store: (value) => stored.push(value),
    cached: () => (kept === undefined ? undefined : { value: kept, fetchedAt: '2025-04-30T08:00:00.000Z' }),
  }
}

const http = (status: number, code = 'X') => new ApiError({ status, code, message: `HTTP ${status}` })
const unreachable = new ApiError({ code: 'offline', message: 'connect ECONNREFUSED' })

describe('the service’s copy or the kept one', () => {
  it('answers and stores the service’s copy when it answers', async () => {
    const s = source('fresh', 'old')
    expect(await serviceOrCached(scope('online'), s)).toEqual({ value: 'fresh', freshness: { source: 'service', fetchedAt: NOW.toISOString(), note: null } })
    expect(s.stored).toEqual(['fresh'])
  })

  it('answers the kept copy offline without asking, and when the service cannot be reached', async () => {
    const offline = source(http(500), 'old')
    expect(await serviceOrCached(scope('offline'), offline)).toEqual({
      value: 'old',
      freshness: { source: 'cache', fetchedAt: '2025-04-30T08:00:00.000Z', note: OFFLINE_NOTE, noteWords: { key: 'errors.admin.offlineCopy' } },
    })
    expect(await serviceOrCached(scope('online'), source(unreachable, 'old'))).toMatchObject({ freshness: { note: OFFLINE_NOTE } })
    const failing = await serviceOrCached(scope('online'), source(http(500), 'old'))
    expect(failing.freshness.note).toMatch(/^The service could not be asked: The service had an internal problem/)
  })

  it('never answers a 404, 401 or 403 from the cache: the record is gone or not this key’s', async () => {
    for (const status of [404, 401, 403]) {
      await expect(serviceOrCached(scope('online'), source(http(status), 'old'))).rejects.toMatchObject({ status })
    }
  })

  it('refuses, naming what was asked for, when nothing is kept and there is no service', async () => {
    await expect(serviceOrCached(scope('offline'), source('x'))).rejects.toMatchObject({ code: 'offline_action', message: expect.stringContaining('Flow folder fld_x has not been opened') })
    await expect(serviceOrCached(scope('online'), source(unreachable))).rejects.toBe(unreachable)
  })
})

describe('after a write', () => {
  it('reads back what the service has, or says the write went through and shows the kept copy', async () => {
    const fresh = { source: 'service' as const, fetchedAt: null, note: null, value: 2 }
    expect(await readBack(async () => fresh, () => ({ ...fresh, value: 1 }))).toBe(fresh)
    const kept = await readBack(
      async () => {
        throw unreachable
      },
      () => ({ ...fresh, value: 1 }),
    )
    expect(kept).toMatchObject({ value: 1, source: 'cache', note: expect.stringMatching(/^Saved on the service, but reading the result back failed/) })
    expect(kept).toMatchObject({ noteWords: { key: 'errors.admin.readBackFailed', params: { reason: { key: 'errors.api.offline' } } } })
    expect(await followUp(async () => undefined)).toEqual({ note: null })
    expect((await followUp(async () => Promise.reject(http(500)))).note).toMatch(/^Saved on the service/)
    await expect(followUp(async () => Promise.reject(new TypeError('a bug')))).rejects.toThrow('a bug')
  })

  it('words an API failure for the supervisor and keeps the service’s own words for the form', () => {
    const refused = inSupervisorsWords(new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid request', details: 'name: required' }))
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, details: 'name: required', message: 'The service refused the request as invalid. The service said: Invalid request.' })
    const shapeB = inSupervisorsWords(new ApiError({ status: 400, code: 'invalid_number', message: 'toNumber: "12" is not an E.164 phone number' }))
    expect(shapeB).toMatchObject({ details: 'toNumber: "12" is not an E.164 phone number' })
    const bug = new TypeError('a bug')
    expect(inSupervisorsWords(bug)).toBe(bug)
  })
})
