import { parsePhoneNumberFromString } from 'libphonenumber-js'
import type { DialAgent, DialContext } from '../../shared/bridge'
import { isApiError, type ApiClient } from '../api'
import { Directory, upsertAgents, upsertPhoneNumbers, type Cache, type CachedPhoneNumber } from '../cache'
import { listAllPages } from '../sync/paged-listing'

/**
 * The agents the New call dialog offers, each with its number, and the
 * workspace's country. When `online`, the agents and the numbers are listed
 * from the service first (the dialog may open before the first sync has
 * cached any agent, and only Admin lists the numbers otherwise); the cached
 * ones serve when that fails.
 */
export async function dialContext(db: Cache, workspaceId: string, client: ApiClient, online: boolean): Promise<DialContext> {
  if (online) {
    await refreshFromService(() =>
      listAllPages(
        (page, limit) => client.agents.list({ page, limit }, { lane: 'user' }),
        (agent) => agent.id,
        (agents) => upsertAgents(db, workspaceId, agents),
        { noun: 'agents', listing: 'dialAgents' },
        client.pageSizes,
      ),
    )
    await refreshFromService(() =>
      listAllPages(
        (page, limit) => client.phoneNumbers.list({ page, limit }, { lane: 'user' }),
        (number) => number.phoneNumberId,
        (numbers) => upsertPhoneNumbers(db, workspaceId, numbers),
        { noun: 'phone numbers', listing: 'dialNumbers' },
        client.pageSizes,
      ),
    )
  }
  const directory = new Directory(db, workspaceId)
  const agents = directory.agents.map((agent): DialAgent => ({
    id: agent.id,
    name: agent.name,
    phoneNumber: directory.phoneNumber(agent.phoneNumberId ?? null),
    notReady: !agent.phoneNumberId
      ? 'It has no phone number: assign it one in Admin.'
      : !agent.flowId
        ? 'It has no call flow: give it one in Admin.'
        : null,
  }))
  return { agents, country: commonCountry(directory.numbers) }
}

/** Runs a listing whose failure leaves the cached copy to serve. */
async function refreshFromService(list: () => Promise<unknown>): Promise<void> {
  try {
    await list()
  } catch (error) {
    if (!isApiError(error)) throw error
  }
}

/** The country most of the numbers belong to; ties go to the first listed. */
export function commonCountry(numbers: readonly Pick<CachedPhoneNumber, 'phoneNumber'>[]): string | null {
  const counts = new Map<string, number>()
  for (const { phoneNumber } of numbers) {
    const country = parsePhoneNumberFromString(phoneNumber)?.country
    if (country) counts.set(country, (counts.get(country) ?? 0) + 1)
  }
  let best: string | null = null
  for (const [country, count] of counts) if (best === null || count > counts.get(best)!) best = country
  return best
}
