import { describe, expect, it } from 'vitest'
import { serviceCountOf } from '../../../../src/core/api/service-count'

describe("the key's window read from an answer's headers", () => {
  it('reads the RateLimit headers, their X- forms and the structured form', () => {
    expect(serviceCountOf(new Headers({ 'RateLimit-Remaining': '12', 'RateLimit-Limit': '600' }))).toEqual({ remaining: 12, limit: 600 })
    expect(serviceCountOf(new Headers({ 'X-RateLimit-Remaining': '0', 'X-RateLimit-Limit': '60' }))).toEqual({ remaining: 0, limit: 60 })
    expect(serviceCountOf(new Headers({ RateLimit: 'limit=600, remaining=42, reset=7' }))).toEqual({ remaining: 42, limit: 600 })
    // A limit followed by its policy, as some services write it.
    expect(serviceCountOf(new Headers({ 'RateLimit-Remaining': '5', 'RateLimit-Limit': '600, 600;w=60' }))).toEqual({ remaining: 5, limit: 600 })
  })

  it('answers null without a remaining count, and drops a limit that cannot be', () => {
    expect(serviceCountOf(new Headers())).toBeNull()
    expect(serviceCountOf(new Headers({ 'RateLimit-Limit': '600' }))).toBeNull()
    for (const remaining of ['-1', '1.5', 'many', '', '99999999999']) expect(serviceCountOf(new Headers({ 'RateLimit-Remaining': remaining }))).toBeNull()
    expect(serviceCountOf(new Headers({ 'RateLimit-Remaining': '50', 'RateLimit-Limit': '10' }))).toEqual({ remaining: 50, limit: null })
    expect(serviceCountOf(new Headers({ 'RateLimit-Remaining': '50', 'RateLimit-Limit': '0' }))).toEqual({ remaining: 50, limit: null })
    expect(serviceCountOf(new Headers({ 'RateLimit-Remaining': '0', 'RateLimit-Limit': '0' }))).toEqual({ remaining: 0, limit: null })
  })

  it('keeps a limit equal to what remains, and reads a limit with spaces before its policy', () => {
    expect(serviceCountOf(new Headers({ 'RateLimit-Remaining': '600', 'RateLimit-Limit': '600' }))).toEqual({ remaining: 600, limit: 600 })
    expect(serviceCountOf(new Headers({ 'RateLimit-Remaining': '7', 'RateLimit-Limit': '60 , 60;w=60' }))).toEqual({ remaining: 7, limit: 60 })
  })

  it('reads the structured form whatever the case of its names, past a bare policy name', () => {
    expect(serviceCountOf(new Headers({ RateLimit: 'default; Limit=100; Remaining=3' }))).toEqual({ remaining: 3, limit: 100 })
  })
})
