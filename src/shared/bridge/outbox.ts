import { z } from 'zod'
import type { CallDisposition } from '../api'
import { idText } from './text'
import { command, event } from './define'
import type { ErrorWords } from './words'

export type OutboxItemStatus = 'pending' | 'sending' | 'conflict' | 'failed' | 'done'

/** A reschedule, a status change or a note: the fields `PUT /v1/api/call-dispositions/{id}` takes. */
export interface DispositionChanges {
  scheduledAt?: string
  status?: string
  notes?: string
}

/** One edit made in the console and not yet confirmed by the service. */
export interface OutboxItem {
  id: number
  kind: 'disposition.update'
  dispositionId: string
  changes: DispositionChanges
  status: OutboxItemStatus
  createdAt: string
  updatedAt: string
  attempts: number
  /** Why the last attempt failed (`pending`: it is retried; `failed`: the service refused it for good), in English; `lastErrorWords` in the supervisor's language. */
  lastError: string | null
  lastErrorWords?: ErrorWords
  /** In `conflict`: the service's copy, changed by someone else since the edit was made. */
  serverCopy: CallDisposition | null
  /** In `conflict`: the disposition as it would be with the edit applied over the service's copy. */
  mine: CallDisposition | null
}

export interface OutboxList {
  workspaceId: string | null
  /** Oldest first; entries done are not listed. */
  items: OutboxItem[]
}

export interface SubmittedEdit {
  item: OutboxItem
  /** The disposition as the supervisor should see it now: the cached copy with every unsent edit applied. */
  disposition: CallDisposition
}

export const MAX_NOTES_LENGTH = 10_000

const Changes = z
  .object({
    scheduledAt: z.iso.datetime({ offset: true, message: 'Give a date, a time and a zone, e.g. 2025-05-03T14:30:00Z' }).optional(),
    status: z.string().trim().min(1).max(100).optional(),
    notes: z.string().max(MAX_NOTES_LENGTH).optional(),
  })
  .strict()
  .refine((c) => c.scheduledAt !== undefined || c.status !== undefined || c.notes !== undefined, {
    message: 'Change at least one of scheduledAt, status or notes',
  })

const EntryId = z.number().int().min(1)

export const outboxCommands = {
  'outbox.list': command(() => z.object({}).strict()).returns<OutboxList>(),
  /** Stores the edit durably, then sends it when online; offline it waits and is replayed in order. */
  'outbox.submitDispositionUpdate': command(() =>
    z.object({ dispositionId: idText(), changes: Changes }).strict(),
  ).returns<SubmittedEdit>(),
  /** `mine` sends the edit over the service's copy; `theirs` drops the edit and keeps the service's copy. */
  'outbox.resolve': command(() => z.object({ id: EntryId, choice: z.enum(['mine', 'theirs']) }).strict()).returns<OutboxItem>(),
  /** Drops an edit that is pending or in conflict. */
  'outbox.discard': command(() => z.object({ id: EntryId }).strict()).returns<{ discardedId: number }>(),
}

export const outboxEvents = {
  /** The whole list of the active workspace, after every change of an entry. */
  'outbox.changed': event<OutboxList>(),
}
