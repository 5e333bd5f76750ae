import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { invalidResponse, notJson } from '../../../../src/core/api/validate'

const request = { method: 'GET', path: '/v2/api/active-calls' }

describe('the error of an answer the client cannot read', () => {
  it('keeps the first 200 characters of an answer that is not JSON', () => {
    const error = notJson(request, `<html>${'x'.repeat(300)}`, 'req_1')
    expect(error).toMatchObject({ code: 'invalid_response', message: 'GET /v2/api/active-calls: the answer is not JSON', requestId: 'req_1' })
    expect(error.details).toBe(`<html>${'x'.repeat(194)}`)
  })

  it('names the first wrong path as the answer has it, and lists five issues at most', () => {
    const schema = z.object({ data: z.array(z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string(), e: z.string(), f: z.string() })) })
    const parsed = schema.safeParse({ data: [{}] })
    const error = invalidResponse(request, parsed.error as z.ZodError, undefined)
    expect(error.message).toBe('GET /v2/api/active-calls: response.data[0].a: Invalid input: expected string, received undefined')
    expect(error.details?.split('; ').map((issue) => issue.split(':')[0])).toEqual([
      'response.data[0].a',
      'response.data[0].b',
      'response.data[0].c',
      'response.data[0].d',
      'response.data[0].e',
    ])
  })

  it('names the whole answer when it is the answer that is wrong, and says so when zod gave no issue', () => {
    const parsed = z.array(z.string()).safeParse(7)
    expect(invalidResponse(request, parsed.error as z.ZodError, undefined).message).toBe(
      'GET /v2/api/active-calls: response: Invalid input: expected array, received number',
    )
    expect(invalidResponse(request, new z.ZodError([]), undefined).message).toBe('GET /v2/api/active-calls: unexpected answer')
  })
})
