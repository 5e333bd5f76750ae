import type { z } from 'zod'
import type { RememberedRecord } from '../../shared/bridge'
import { forgetOpenedRecord, getOpenedRecord, listOpenedRecords, storeOpenedRecord, type OpenedRecordKind } from '../cache'
import type { AdminScope } from './scope'

/**
 * Records the service only gives by id (flow folders, knowledge bases): each
 * one opened is remembered with the copy fetched, so it can be listed, opened
 * again, and read offline.
 */
export class Remembered<T extends { _id: string; name: string }> {
  constructor(
    private readonly kind: OpenedRecordKind,
    /** Kept copies are read through the schema again: an old or odd copy is treated as not kept. */
    private readonly schema: z.ZodType<T>,
  ) {}

  list(scope: AdminScope): RememberedRecord[] {
    return listOpenedRecords(scope.db, scope.workspaceId, this.kind).map(({ id, name, openedAt, fetchedAt }) => ({ id, name, openedAt, fetchedAt }))
  }

  kept(scope: AdminScope, id: string): { value: T; fetchedAt: string } | undefined {
    const record = getOpenedRecord(scope.db, scope.workspaceId, this.kind, id)
    if (!record) return undefined
    const parsed = this.schema.safeParse(record.body)
    return parsed.success ? { value: parsed.data, fetchedAt: record.fetchedAt } : undefined
  }

  /** Stores a fresh copy; `opened` marks it as opened now (a background read-back keeps its place in the list). */
  store(scope: AdminScope, value: T, fetchedAt: string, opened = true): void {
    const before = getOpenedRecord(scope.db, scope.workspaceId, this.kind, value._id)
    const openedAt = opened || !before ? scope.now().toISOString() : before.openedAt
    storeOpenedRecord(scope.db, scope.workspaceId, this.kind, { id: value._id, name: value.name, body: value, fetchedAt, openedAt })
  }

  forget(scope: AdminScope, id: string): RememberedRecord[] {
    forgetOpenedRecord(scope.db, scope.workspaceId, this.kind, id)
    return this.list(scope)
  }
}
