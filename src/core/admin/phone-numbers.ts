import type { PhoneNumberConfig, PhoneNumberConfigUpdate } from '../../shared/api'
import type { AdminPhoneNumberRow, AdminPhoneNumbers, PhoneNumberDetail } from '../../shared/bridge'
import { apiErrorWords, isApiError } from '../api'
import { deleteMissing, Directory, getPhoneNumber, storePhoneNumberConfig, upsertPhoneNumbers, type CachedPhoneNumber } from '../cache'
import { requireOnline } from '../sync'
import { listAllPages } from '../sync/paged-listing'
import { CoreError, words } from '../errors/core-error'
import { isNotFound } from './service-failure'
import { refreshAgents } from './agent-refresh'
import { noteOf, OFFLINE_FRESHNESS, readBack, serviceOrCached, type Copy } from './service-copy'
import { USER_LANE, type AdminScope } from './scope'

/**
 * Lists every number from the service into the cache (our list endpoint,
 * docs/api-choices.md) and forgets the ones it no longer lists.
 */
export async function listNumbersFromService(scope: AdminScope): Promise<void> {
  const { client, db, workspaceId } = scope
  const listing = await listAllPages(
    (page, limit) => client.phoneNumbers.list({ page, limit }, USER_LANE),
    (number) => number.phoneNumberId,
    (numbers) => upsertPhoneNumbers(db, workspaceId, numbers),
    { noun: 'phone numbers', listing: 'numbers' },
    client.pageSizes,
  )
  if (listing.complete) deleteMissing(db, workspaceId, 'phoneNumbers', listing.ids)
}

/** The cached numbers; with `refresh`, listed from the service first, the cached list kept if that fails. */
export async function phoneNumbers(scope: AdminScope, refresh: boolean): Promise<AdminPhoneNumbers> {
  let source: AdminPhoneNumbers['source'] = 'cache'
  let note: Pick<AdminPhoneNumbers, 'note' | 'noteWords'> = { note: null }
  let fetchedAt: string | null = null
  if (refresh && scope.connection().state === 'offline') note = OFFLINE_FRESHNESS
  else if (refresh) {
    try {
      await listNumbersFromService(scope)
      source = 'service'
      fetchedAt = scope.now().toISOString()
    } catch (error) {
      if (!isApiError(error)) throw error
      note = noteOf(words('errors.admin.numbersNotListed', { reason: apiErrorWords(error) }))
    }
  }
  const directory = new Directory(scope.db, scope.workspaceId)
  return {
    workspaceId: scope.workspaceId,
    numbers: directory.numbers.map((n) => numberRow(directory, n)),
    source,
    fetchedAt,
    ...note,
  }
}

/** The number with its configuration fetched now, or as fetched last. */
export async function phoneNumberDetail(scope: AdminScope, phoneNumberId: string): Promise<PhoneNumberDetail> {
  const { client, db, workspaceId } = scope
  // A configuration is kept on its listed number: a number never listed is listed first.
  if (!getPhoneNumber(db, workspaceId, phoneNumberId) && scope.connection().state !== 'offline') await listNumbersFromService(scope)
  let copy: Copy<PhoneNumberConfig>
  try {
    copy = await serviceOrCached(scope, {
      unopened: words('errors.admin.numberNotOpened', { id: phoneNumberId }),
      fetch: () => client.phoneNumbers.getConfig(phoneNumberId, USER_LANE),
      store: (config, fetchedAt) => {
        if (storePhoneNumberConfig(db, workspaceId, config, fetchedAt)) return
        throw new CoreError('not_listed', words('errors.admin.numberNotListedRefresh', { id: phoneNumberId }))
      },
      cached: () => {
        const kept = getPhoneNumber(db, workspaceId, phoneNumberId)
        return kept?.config ? { value: kept.config, fetchedAt: kept.configFetchedAt } : undefined
      },
    })
  } catch (error) {
    if (!isNotFound(error)) throw error
    throw new CoreError('not_found', words('errors.admin.numberNotFound', { id: phoneNumberId }), { status: 404 })
  }
  return { ...cachedNumberDetail(scope, phoneNumberId), ...copy.freshness }
}

function cachedNumberDetail(scope: AdminScope, phoneNumberId: string): PhoneNumberDetail {
  const kept = getPhoneNumber(scope.db, scope.workspaceId, phoneNumberId)
  if (!kept) throw new CoreError('not_listed', words('errors.admin.numberNotListed', { id: phoneNumberId }))
  return { number: numberRow(new Directory(scope.db, scope.workspaceId), kept), source: 'cache', fetchedAt: kept.configFetchedAt, note: null }
}

/**
 * Writes the configuration (`PUT .../config`), then reads back what the
 * service now has: the list (label and maximum duration live there), the
 * configuration, and the agents a new `agentId` moved the number between.
 */
export async function updatePhoneNumber(
  scope: AdminScope,
  phoneNumberId: string,
  changes: PhoneNumberConfigUpdate,
): Promise<PhoneNumberDetail> {
  requireOnline(scope, 'changeNumber')
  const before = getPhoneNumber(scope.db, scope.workspaceId, phoneNumberId)
  await scope.client.phoneNumbers.updateConfig(phoneNumberId, changes, USER_LANE)
  return readBack(
    async () => {
      await listNumbersFromService(scope)
      if (changes.agentId !== undefined && changes.agentId !== before?.agentId) await refreshAgents(scope, [changes.agentId, before?.agentId])
      return phoneNumberDetail(scope, phoneNumberId)
    },
    () => cachedNumberDetail(scope, phoneNumberId),
  )
}

/** The number with the name of the agent it is assigned to. */
function numberRow(directory: Directory, number: CachedPhoneNumber): AdminPhoneNumberRow {
  return { ...number, agentName: directory.agentName(number.agentId) }
}
