import type { CallDisposition, DispositionUpdate } from '../../../../src/shared/api'
import type { ApiClient, DispositionPage } from '../../../../src/core/api'
import type { FakeClock } from '../../../support/fake-clock'

/**
 * The two disposition endpoints over an in-memory table, scriptable to fail.
 * `requests` lists what was sent, in order.
 */
export function fakeDispositionService(clock: FakeClock, initial: CallDisposition[]) {
  const rows = new Map(initial.map((d) => [d._id, { ...d }]))
  const requests: string[] = []
  const failures = { GET: [] as Error[], PUT: [] as Error[] }
  const client = {
    dispositions: {
      list: async (query: { phoneNumber?: string; search?: string } = {}): Promise<DispositionPage> => {
        requests.push(`GET ${query.phoneNumber ?? query.search}`)
        const failure = failures.GET.shift()
        if (failure) throw failure
        const found = [...rows.values()].filter((d) => !query.phoneNumber || d.phoneNumber === query.phoneNumber)
        return { dispositions: found.map((d) => ({ ...d })), total: found.length, page: 1, limit: 200, totalPages: 1 }
      },
      update: async (id: string, changes: DispositionUpdate) => {
        requests.push(`PUT ${id} ${JSON.stringify(changes)}`)
        const failure = failures.PUT.shift()
        if (failure) throw failure
        const current = rows.get(id)
        if (!current) throw new Error(`no ${id}`)
        const next = { ...current, ...changes, updatedAt: new Date(clock.now()).toISOString() }
        rows.set(id, next)
        return { success: true, disposition: { ...next } }
      },
    },
  } as unknown as ApiClient
  /** Someone else edits the disposition on the service. */
  const editElsewhere = (id: string, changes: Partial<CallDisposition>) => {
    const current = rows.get(id)!
    rows.set(id, { ...current, ...changes, updatedAt: new Date(clock.now() + 1).toISOString() })
  }
  /** The next requests of that method fail with these errors, one each. */
  const failNext = (method: 'GET' | 'PUT', ...errors: Error[]) => failures[method].push(...errors)
  return { client, rows, requests, failNext, editElsewhere }
}
