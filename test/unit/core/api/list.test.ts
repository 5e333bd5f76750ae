import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { nestedPage } from '../../../../src/core/api/list'

describe('a nested page that is not one', () => {
  const page = nestedPage('dispositions', z.object({ _id: z.string() }))

  it('refuses an answer that is null, or whose data is null, as a wrong shape', () => {
    expect(page.safeParse(null).success).toBe(false)
    expect(page.safeParse({ data: null }).success).toBe(false)
  })
})
