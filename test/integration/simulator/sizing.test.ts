import { describe, expect, it } from 'vitest'
import { Agent, ConversationSummary, DispositionList, pageOf } from '../../../src/shared/api'
import { call, read, useSimulator } from './helpers'

const sim = await useSimulator({ activeCalls: 0, paused: true, size: { dispositions: 2_379, conversations: 398, agents: 15 } })

describe('a workspace sized with --dispositions, --conversations and --agents', () => {
  it('holds the stable records plus the generated ones', async () => {
    const dispositions = read(await call(sim, 'GET', '/v1/api/call-dispositions?limit=1'), DispositionList).data
    const conversations = read(await call(sim, 'GET', '/v1/api/conversations?limit=1'), pageOf(ConversationSummary))
    const agents = read(await call(sim, 'GET', '/api/v1/agents?limit=200'), pageOf(Agent))
    expect(dispositions.total).toBe(2_500)
    expect(conversations.total).toBe(400)
    expect(agents.total).toBe(20)
    // Generated agents take no calls: no number, no flow.
    expect(agents.data.find((a) => a.id === 'agt_gen_15')).toMatchObject({ name: 'Agent 15', phoneNumberId: null })
  })

  it('pages through every disposition once, newest first, in pages of 200', async () => {
    const seen: string[] = []
    const created: string[] = []
    for (let page = 1; page <= 13; page++) {
      const { dispositions } = read(await call(sim, 'GET', `/v1/api/call-dispositions?limit=200&page=${page}`), DispositionList).data
      seen.push(...dispositions.map((d) => d._id))
      created.push(...dispositions.map((d) => d.createdAt))
    }
    expect(seen).toHaveLength(2_500)
    expect(new Set(seen).size).toBe(2_500)
    expect(created).toEqual([...created].sort().reverse())
    const scheduled = read(await call(sim, 'GET', '/v1/api/call-dispositions?limit=1&status=scheduled'), DispositionList).data
    expect(scheduled.total).toBeGreaterThan(100)
    expect(scheduled.total).toBeLessThan(2_500)
  })
})
