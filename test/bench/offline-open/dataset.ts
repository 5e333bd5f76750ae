/**
 * A cache file of issue 5's shape, written through the cache's own repositories
 * as a sync would: a seeded PRNG over the benchmarks' call-centre vocabulary
 * with a Zipf distribution, like cache.bench.ts. Callback times are spread
 * around the real now, so the callbacks queue has overdue, today and later rows.
 */
import type { CallDisposition, Conversation, Message } from '../../../src/shared/api'
import { openCache, upsertConversations, upsertDispositions } from '../../../src/core/cache'
import { mulberry32, zipfSampler } from '../../support/random'
import { DOMAIN_WORDS, FIRST_NAMES, FUNCTION_WORDS, LAST_NAMES } from '../support/vocabulary'

export interface DatasetSize {
  dispositions: number
  conversations: number
  messagesPerConversation: number
}

/** Writes the data set for `workspaceId` into a new cache file at `path`. */
export function writeDataset(path: string, workspaceId: string, size: DatasetSize, now: number): void {
  const random = mulberry32(20250303)
  const words = [...FUNCTION_WORDS, ...DOMAIN_WORDS]
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

  const disposition = (i: number): CallDisposition => {
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
  }
  const conversation = (i: number): Conversation => {
    const start = Date.parse(at(180))
    const messages: Message[] = Array.from({ length: size.messagesPerConversation }, (_, j) => {
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
  }

  // Generated and written a page at a time, as a sync does, so 500,000 messages never sit in memory at once.
  const db = openCache(path)
  try {
    for (let i = 0; i < size.dispositions; i += 1000) {
      const page = Array.from({ length: Math.min(1000, size.dispositions - i) }, (_, k) => disposition(i + k))
      upsertDispositions(db, workspaceId, page)
    }
    for (let i = 0; i < size.conversations; i += 200) {
      const page = Array.from({ length: Math.min(200, size.conversations - i) }, (_, k) => conversation(i + k))
      upsertConversations(db, workspaceId, page)
    }
  } finally {
    db.close()
  }
}
