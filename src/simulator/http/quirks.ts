import { z } from 'zod'
import { shapeA, badRequest } from './errors'
import type { Reply } from './reply'

/**
 * `/_sim/quirks`: ways a real service may differ from our reading of the
 * reference (docs/api-choices.md), switched on by tests to show the console
 * stays a tolerant reader. All off by default; the simulator is then exactly
 * the documented service.
 */
export const LIST_RESOURCES = {
  '/v2/api/active-calls': 'activeCalls',
  '/v1/api/call-dispositions': 'dispositions',
  '/v1/api/conversations': 'conversations',
  '/api/v1/agents': 'agents',
  '/api/v1/flows': 'flows',
  '/v1/api/voices': 'voices',
  '/v1/api/carrier/phone-numbers': 'phoneNumbers',
} as const

export type ListResource = (typeof LIST_RESOURCES)[keyof typeof LIST_RESOURCES]

const ListResourceName = z.enum(Object.values(LIST_RESOURCES) as [ListResource, ...ListResource[]])

export const Quirks = z
  .object({
    /** The lists answer odd items: nulls, unknown enum values, missing fields, and one item that cannot be read. */
    oddItems: z.boolean().default(false),
    /** These lists answer 404, as a service without the endpoint would. */
    missingLists: z.array(ListResourceName).default([]),
    /** The lists of our own design answer `{items: [...], count}` instead of our page envelope. */
    otherEnvelope: z.array(ListResourceName).default([]),
    /** A `limit` above this is refused with 400 naming `limit`. */
    maxPageSize: z.number().int().min(1).nullable().default(null),
    /** These lists ignore every filter (a service naming the parameters otherwise) and answer the whole list, paged. */
    ignoredFilters: z.array(ListResourceName).default([]),
  })
  .strict()
export type Quirks = z.infer<typeof Quirks>

export const NO_QUIRKS: Quirks = Quirks.parse({})

/** Before the route: the refusals (a missing list, a page size too large). */
export function refuseByQuirks(quirks: Quirks, method: string, path: string, query: URLSearchParams): void {
  const resource = listResourceOf(method, path)
  if (resource === null) return
  if (quirks.missingLists.includes(resource)) throw shapeA(404, 'Not found', `No endpoint GET ${path}`, 'NOT_FOUND')
  const limit = Number(query.get('limit') ?? '')
  if (quirks.maxPageSize !== null && limit > quirks.maxPageSize) {
    throw badRequest(`limit: must be from 1 to ${quirks.maxPageSize}, got ${limit}`)
  }
}

/** The query the route sees: without its filters (all but `page` and `limit`) where the list ignores them. */
export function queryByQuirks(quirks: Quirks, method: string, path: string, query: URLSearchParams): URLSearchParams {
  const resource = listResourceOf(method, path)
  if (resource === null || !quirks.ignoredFilters.includes(resource)) return query
  const paging = new URLSearchParams()
  for (const name of ['page', 'limit']) {
    const value = query.get(name)
    if (value !== null) paging.set(name, value)
  }
  return paging
}

/** After the route: the answer reshaped or made odd. */
export function reshapeByQuirks(quirks: Quirks, method: string, path: string, reply: Reply): Reply {
  const resource = listResourceOf(method, path)
  if (resource === null || reply.status !== 200) return reply
  if (!quirks.oddItems && !quirks.otherEnvelope.includes(resource)) return reply
  let body: unknown = reply.raw ? JSON.parse(reply.raw.text) : reply.body
  if (quirks.oddItems) body = withOddItems(resource, body)
  if (quirks.otherEnvelope.includes(resource)) body = otherEnvelope(body)
  return { status: reply.status, body, headers: reply.headers }
}

function listResourceOf(method: string, path: string): ListResource | null {
  if (method !== 'GET') return null
  return (LIST_RESOURCES as Record<string, ListResource>)[path] ?? null
}

type Item = Record<string, unknown>

/**
 * Per list: the first items get what a reader can repair, the last one what it
 * cannot. Applied by position so a test knows which item is which.
 */
const ODDITIES: Partial<Record<ListResource, { repairable: ((item: Item) => void)[]; broken: (item: Item) => void }>> = {
  activeCalls: {
    repairable: [
      (call) => (call.lastMessage = null),
      (call) => (call.type = 'sip'),
      (call) => delete call.sentiment,
      (call) => (call.customerName = null),
    ],
    broken: (call) => {
      delete call.roomName
      call.duration = 'long'
    },
  },
  dispositions: {
    repairable: [(d) => delete d.scheduledAt, (d) => (d.agentId = null), (d) => (d.notes = null)],
    broken: (d) => (d.createdAt = 'sometime last week'),
  },
  conversations: {
    repairable: [(c) => (c.agentId = null), (c) => delete c.customer],
    broken: (c) => (c.updatedAt = 'yesterday'),
  },
  agents: {
    repairable: [(a) => (a.model = null), (a) => (a.personality = null)],
    broken: (a) => (a.voice = 'ava'),
  },
}

function withOddItems(resource: ListResource, body: unknown): unknown {
  const oddities = ODDITIES[resource]
  const list = listOf(body)
  if (!oddities || !list || list.length === 0) return body
  list.forEach((item, index) => {
    if (index === list.length - 1 && list.length > 1) oddities.broken(item)
    else oddities.repairable[index]?.(item)
  })
  return body
}

function listOf(body: unknown): Item[] | null {
  if (typeof body !== 'object' || body === null) return null
  const data = (body as { data?: unknown }).data
  if (Array.isArray(data)) return data as Item[]
  const nested = (data as { dispositions?: unknown } | undefined)?.dispositions
  return Array.isArray(nested) ? (nested as Item[]) : null
}

function otherEnvelope(body: unknown): unknown {
  const list = listOf(body) ?? []
  return { items: list, count: list.length }
}
