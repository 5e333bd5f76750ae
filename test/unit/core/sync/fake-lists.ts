import type { Agent, CallDisposition, Conversation, Flow, Page, Voice } from '../../../../src/shared/api'
import type { ApiClient } from '../../../../src/core/api'
import { onTestFinished } from 'vitest'
import { openCache, type Cache } from '../../../../src/core/cache'
import { FirstPages } from '../../../../src/core/sync/paged-listing'
import { flush } from '../../../support/fake-clock'
import { badRequest } from '../../../support/service-fixtures'
import type { SyncerContext } from '../../../../src/core/sync/syncer'

export interface ListData {
  agents?: Agent[]
  flows?: Flow[]
  voices?: Voice[]
  dispositions?: CallDisposition[]
  /** In full; the list answers them without messages. */
  conversations?: Conversation[]
}

type Query = { page: number; limit: number; status?: string }

/**
 * The service's five periodic lists over in-memory rows, paged as asked.
 * `requests` lists what was sent (`conversations p1 l200 background`, `conversation conv_1`);
 * `failGet` makes the full read of one conversation fail; `ignoreStatus` answers every
 * disposition whatever status was asked, as a service without that filter would.
 */
export function fakeLists(data: ListData) {
  const requests: string[] = []
  const signals: (AbortSignal | undefined)[] = []
  const getFailures = new Map<string, unknown>()
  const state = { ignoreStatus: false }
  const page = <T>(name: string, rows: readonly T[], query: Query, options: { lane?: string; signal?: AbortSignal }): Page<T> => {
    // As the service would: a page that is not a positive whole number is refused.
    if (!Number.isInteger(query.page) || query.page < 1) throw badRequest(`page: ${query.page} is not a page`)
    requests.push(`${name}${query.status ? `:${query.status}` : ''} p${query.page} l${query.limit} ${options.lane}`)
    signals.push(options.signal)
    const slice = rows.slice((query.page - 1) * query.limit, query.page * query.limit)
    return { data: slice, total: rows.length, page: query.page, limit: query.limit, totalPages: Math.ceil(rows.length / query.limit) }
  }
  const client = {
    pageSizes: new Map<string, number>(),
    agents: { list: async (query: Query, options: object) => page('agents', data.agents ?? [], query, options) },
    flows: { list: async (query: Query, options: object) => page('flows', data.flows ?? [], query, options) },
    voices: { list: async (query: Query, options: object) => page('voices', data.voices ?? [], query, options) },
    dispositions: {
      list: async (query: Query, options: object) => {
        const all = data.dispositions ?? []
        const rows = query.status && !state.ignoreStatus ? all.filter((d) => d.status === query.status) : all
        const { data: dispositions, ...rest } = page('dispositions', rows, query, options)
        return { dispositions, ...rest }
      },
    },
    conversations: {
      list: async (query: Query, options: object) =>
        page(
          'conversations',
          (data.conversations ?? []).map(({ messages: _messages, ...summary }) => summary),
          query,
          options,
        ),
      get: async (id: string, options: { lane?: string; signal?: AbortSignal }) => {
        requests.push(`conversation ${id} ${options.lane}`)
        signals.push(options.signal)
        const failure = getFailures.get(id)
        if (failure !== undefined) throw failure
        const found = (data.conversations ?? []).find((c) => c._id === id)
        if (!found) throw new Error(`no ${id}`)
        return found
      },
    },
  }
  return {
    client: client as unknown as ApiClient,
    requests,
    signals,
    state,
    failGet: (id: string, error: unknown) => void getFailures.set(id, error),
  }
}

/** A syncer's context over `client` and `db`, its progress written down as it is told (`step pages -`, `total 2`, `advance`, `expect 3`). */
/** A cache in memory, closed when the test finishes. */
export function cache(): Cache {
  const db = openCache(':memory:')
  onTestFinished(() => db.close())
  return db
}

export function syncerContext(client: ApiClient, db: Cache, overrides: Partial<SyncerContext> = {}) {
  const told: string[] = []
  const controller = new AbortController()
  const ctx: SyncerContext = {
    client,
    db,
    workspaceId: 'ws_demo',
    signal: controller.signal,
    conversationFetchConcurrency: 1,
    pageConcurrency: 1,
    progress: {
      step: (step, total) => void told.push(`step ${step} ${total ?? '-'}`),
      stepTotal: (total) => void told.push(`total ${total}`),
      advance: () => void told.push('advance'),
      expect: (requests) => void told.push(`expect ${requests}`),
    },
    firstPages: new FirstPages(),
    now: () => Date.parse('2025-05-01T09:00:00.000Z'),
    ...overrides,
  }
  return { ctx, told, controller }
}

export function conversation(id: string, updatedAt = '2025-04-30T09:00:00.000Z'): Conversation {
  return {
    _id: id,
    userId: 'user_1',
    pathwayId: 'flow_1',
    agentId: 'agent_1',
    customer: { name: 'Ada', email: '', phone: '+14155550001' },
    messages: [{ _id: `${id}_m1`, direction: 'inbound', sent: true, message: 'Hello', status: 'delivered', createdAt: updatedAt, updatedAt }],
    createdAt: '2025-04-30T08:00:00.000Z',
    updatedAt,
  }
}

export function agent(id: string): Agent {
  return { id, name: `Agent ${id}`, model: 'base', voice: { provider: 'x', voiceId: 'v1' } }
}

export function flow(id: string): Flow {
  return { _id: id, name: `Flow ${id}`, description: '', createdAt: '2025-04-30T08:00:00.000Z', updatedAt: '2025-04-30T08:00:00.000Z' }
}

export function voice(id: string): Voice {
  return { _id: id, name: `Voice ${id}`, description: '', language: 'en', workspaceId: 'ws_demo' }
}

/** An answer that never comes: what a fake gives a caller that keeps asking past any test's needs. */
export const unanswered = () => new Promise<never>(() => undefined)

/**
 * The outcome of `work` once every answer came: work still running then (asking without end, and so
 * left `unanswered`) fails the test at once rather than spin.
 */
export async function settled<T>(work: Promise<T>): Promise<T> {
  let done = false
  work.then(
    () => (done = true),
    () => (done = true),
  )
  await flush()
  if (!done) throw new Error('Still running once every answer had come.')
  return work
}
