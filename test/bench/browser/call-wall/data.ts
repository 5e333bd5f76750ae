import type { ActiveCall } from '../../../../src/shared/api'
import type { WallCall } from '../../../../src/renderer/calls/wall/model'

/** The instant every bench call was polled and every card's clock reads: durations are stable. */
export const BENCH_NOW = Date.parse('2030-01-01T12:00:00Z')

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Ken', 'Radia', 'Tim', 'Margaret', 'Linus']
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Thompson', 'Perlman', 'Berners-Lee', 'Hamilton', 'Torvalds']
const AGENTS = ['Sales Agent', 'Support Agent', 'Billing Agent', 'Scheduling Agent']
const SENTIMENTS = ['positive', 'neutral', 'negative']
const LINES = [
  'Hi, I got a call about my appointment.',
  'Can you tell me what the price would be?',
  'I understand, that is frustrating. Let me see what I can do.',
  'How long is the contract?',
  'Can I speak to a real person, please?',
  'That sounds good, let us do Thursday.',
]

/** A small deterministic PRNG, so both walls get the very same calls in every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!

export function makeCall(index: number, next: () => number): ActiveCall {
  const phone = `+1415555${String(1000 + index).padStart(4, '0')}`
  const web = next() < 0.15
  return {
    id: `call_${index}`,
    roomName: `room_${index.toString(16).padStart(6, '0')}`,
    customerPhone: web ? '' : phone,
    customerName: next() < 0.75 ? `${pick(next, FIRST)} ${pick(next, LAST)}` : null,
    aiAgentName: pick(next, AGENTS),
    duration: Math.floor(next() * 1500),
    status: 'active',
    sentiment: pick(next, SENTIMENTS),
    lastMessage: pick(next, LINES),
    transferRequested: next() < 0.02,
    type: web ? 'web' : 'phone',
    participants: [
      { identity: web ? `web-${index.toString(16)}` : `customer-${phone.slice(1)}`, isAgent: false, joinedAt: '2030-01-01T11:40:00.000Z' },
      { identity: 'agent-agt_sales', isAgent: true, joinedAt: '2030-01-01T11:40:00.000Z' },
    ],
  }
}

export function makeWall(count: number, seed = 1): WallCall[] {
  const next = random(seed)
  return Array.from({ length: count }, (_, index) => ({ call: makeCall(index, next), seenAt: BENCH_NOW }))
}

/** One poll that changes `fraction` of the calls: new sentiment, last message and duration. */
export function changeSome(wall: readonly WallCall[], fraction: number, seed: number): { next: WallCall[]; changed: WallCall[] } {
  const next = random(seed)
  const changed: WallCall[] = []
  const result = wall.map((entry) => {
    if (next() >= fraction) return entry
    const call: ActiveCall = {
      ...entry.call,
      sentiment: pick(next, SENTIMENTS),
      lastMessage: pick(next, LINES),
      duration: entry.call.duration + 2,
      transferRequested: entry.call.transferRequested || next() < 0.05,
    }
    const updated = { call, seenAt: BENCH_NOW }
    changed.push(updated)
    return updated
  })
  return { next: result, changed }
}
