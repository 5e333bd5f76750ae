import type { CallDisposition, Conversation, Message } from '../../../src/shared/api'
import { mulberry32, shuffle, zipfSampler } from '../../support/random'
import { DOMAIN_WORDS, FIRST_NAMES, FUNCTION_WORDS, LAST_NAMES } from './vocabulary'

export interface BenchRows {
  disposition(index: number): CallDisposition
  conversation(index: number, messages: number): Conversation
}

/**
 * Seeded generators of issue 5's data: call-centre sentences with a Zipf word
 * distribution, so search terms have realistic selectivity. Rows are made one
 * at a time, in call order, so a caller can keep 500,000 messages in memory or
 * write them a page at a time. Callback times spread ±30 days around `now`.
 */
export function benchRows(now: number): BenchRows {
  const random = mulberry32(20250303)
  const words = [...FUNCTION_WORDS, ...shuffle(DOMAIN_WORDS, random)]
  const zipf = zipfSampler(words.length, 1.05, random)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const sentence = (min: number, max: number) => {
    const n = min + Math.floor(random() * (max - min + 1))
    const out: string[] = []
    for (let i = 0; i < n; i++) {
      const r = random()
      out.push(r < 0.02 ? pick(FIRST_NAMES) : r < 0.03 ? pick(LAST_NAMES) : (words[zipf()] as string))
    }
    return out.join(' ')
  }
  const name = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`
  const phone = () => `+1${200 + Math.floor(random() * 800)}555${String(Math.floor(random() * 10_000)).padStart(4, '0')}`
  const at = (daysBack: number) => new Date(now - Math.floor(random() * daysBack * 86_400_000)).toISOString()
  const agents = Array.from({ length: 12 }, (_, i) => `agent_${i}`)
  const flows = Array.from({ length: 8 }, (_, i) => `flow_${i}`)

  return {
    disposition(i) {
      const callback = random() < 0.3
      return {
        _id: `disp_${i}`,
        phoneNumber: phone(),
        disposition: callback ? 'callback' : pick(['voicemail', 'no_answer', 'busy', 'interested', 'not_interested']),
        status: callback ? pick(['scheduled', 'pending', 'completed']) : pick(['completed', 'failed', 'cancelled']),
        scheduledAt: callback ? new Date(now + Math.floor((random() - 0.5) * 60 * 86_400_000)).toISOString() : null,
        attempt: 1 + Math.floor(random() * 4),
        agentId: pick(agents),
        batchId: random() < 0.5 ? `batch_${Math.floor(random() * 200)}` : null,
        createdAt: at(180),
        updatedAt: at(30),
        notes: random() < 0.4 ? '' : sentence(4, 16),
        customerName: name(),
      }
    },
    conversation(i, count) {
      const start = Date.parse(at(180))
      const messages: Message[] = Array.from({ length: count }, (_, j) => {
        const time = new Date(start + j * 45_000).toISOString()
        const inbound = j % 2 === 1
        return {
          _id: `msg_${i}_${j}`,
          direction: inbound ? 'inbound' : 'outbound',
          sent: true,
          message: sentence(6, 24),
          status: inbound ? 'received' : 'approved',
          createdAt: time,
          updatedAt: time,
        }
      })
      return {
        _id: `conv_${i}`,
        userId: `user_${i % 50}`,
        pathwayId: pick(flows),
        agentId: pick(agents),
        customer: { name: name(), email: '', phone: phone() },
        messages,
        createdAt: new Date(start).toISOString(),
        updatedAt: messages.at(-1)?.createdAt ?? new Date(start).toISOString(),
      }
    },
  }
}
