import type { CallDisposition } from '../../shared/api'
import type { ApiClient } from '../api'
import { PAGE_LIMIT } from './paged-listing'

/**
 * The service's current copy of one disposition, or null when it has none.
 * The reference has no "get one disposition", so the list is filtered by the
 * disposition's phone number (an exact filter, few rows) and searched for the
 * id; without a phone number, by the free-text search, which covers ids in our
 * service (docs/api-choices.md). Sent in the `user` lane: a supervisor's edit waits on it.
 */
export async function fetchServerCopy(
  client: ApiClient,
  id: string,
  phoneNumber: string | undefined,
  signal: AbortSignal,
): Promise<CallDisposition | null> {
  const filter = phoneNumber ? { phoneNumber } : { search: id }
  for (let page = 1; ; page++) {
    const answer = await client.dispositions.list({ ...filter, page, limit: PAGE_LIMIT }, { lane: 'user', signal })
    const found = answer.dispositions.find((d) => d._id === id)
    if (found) return found
    if (page >= answer.totalPages || answer.dispositions.length === 0) return null
  }
}
