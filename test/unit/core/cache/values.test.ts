import { describe, expect, it } from 'vitest'
import { pageWindow, toIso, toPage } from '../../../../src/core/cache/values'

describe('toIso', () => {
  it('gives every instant one form, so text order is time order', () => {
    expect(toIso('2025-03-01T09:00:00Z')).toBe('2025-03-01T09:00:00.000Z')
    expect(toIso('2025-03-01T10:00:00+01:00')).toBe('2025-03-01T09:00:00.000Z')
    expect(toIso('2025-03-01T09:00:00.000Z')).toBe('2025-03-01T09:00:00.000Z')
    expect(toIso('2025-03-01T09:00:00.5Z') < toIso('2025-03-01T09:00:01Z')).toBe(true)
  })
})

describe('pageWindow', () => {
  it('defaults to the first page of 50, as the reference does', () => {
    expect(pageWindow({})).toEqual({ page: 1, limit: 50, offset: 0 })
  })

  it('clamps nonsense and caps the page size', () => {
    expect(pageWindow({ page: 0, limit: 0 })).toEqual({ page: 1, limit: 1, offset: 0 })
    expect(pageWindow({ page: 3, limit: 10_000 })).toEqual({ page: 3, limit: 500, offset: 1000 })
  })

  it('counts pages from the total', () => {
    expect(toPage(['a'], 101, pageWindow({ page: 2, limit: 50 })).totalPages).toBe(3)
  })
})
