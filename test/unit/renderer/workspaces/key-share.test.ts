import { describe, expect, it } from 'vitest'
import type { RequestMetrics } from '../../../../src/shared/bridge'
import { sharedKeyAdvice } from '../../../../src/renderer/workspaces/key-share'

const alone: RequestMetrics = {
  requestsPerMinute: 600,
  budgetPerMinute: 588,
  usedLastMinute: 40,
  queued: { user: 0, live: 0, background: 0 },
  last429At: null,
  pausedUntil: null,
  backgroundPerMinute: 588,
  rateLimitedLastMinute: 0,
  limitedWhileUsing: null,
  othersLastMinute: null,
  backgroundHeld: false,
}

describe('what sharing the key costs', () => {
  it('says nothing while the console seems alone on its key', () => {
    expect(sharedKeyAdvice(alone)).toBeNull()
    expect(sharedKeyAdvice(null)).toBeNull()
  })

  it("names the others' requests the service counted, and advises a key each", () => {
    const advice = sharedKeyAdvice({ ...alone, othersLastMinute: 310, backgroundHeld: true })
    expect(advice).toContain('counted 310 requests from them in the last minute besides this console\'s 40')
    expect(advice).toContain('Give each supervisor their own key.')
  })

  it('says a limit met within the budget first', () => {
    expect(sharedKeyAdvice({ ...alone, othersLastMinute: 310, limitedWhileUsing: 40 })).toContain('the service limited it while this console used 40 of its 588')
  })
})
