import { z } from 'zod'
import { KNOWN_DISPOSITION_STATUSES, type CallDisposition } from '../api'
import { TimeZoneName } from './app'
import type { OutboundBlock } from './compliance'
import { idText } from './text'
import type { ErrorWords } from './words'
import { command, event } from './define'

/** The queue's sections, in the order the view shows them. */
export const CALLBACK_GROUPS = ['overdue', 'nextHour', 'today', 'later', 'done'] as const
export type CallbackGroupId = (typeof CALLBACK_GROUPS)[number]

/**
 * Statuses after which a callback needs nothing more (the reference lists no
 * statuses; these are the simulator's, docs/api-choices.md). Any other status,
 * known or not, is an open callback.
 */
export const DONE_STATUSES: readonly string[] = ['completed', 'cancelled', 'failed']

export function isDoneStatus(status: string): boolean {
  return DONE_STATUSES.includes(status)
}

const Zone = TimeZoneName
/** Wall-clock time in a zone, as `<input type="datetime-local">` gives it. */
const LocalDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'expected YYYY-MM-DDTHH:mm')
const Text = z.string().trim().max(200)

/** The reference's query filters of call dispositions (page, limit and timezone aside). */
export const CallbackFilters = z
  .object({
    phoneNumber: Text.optional(),
    batchId: Text.optional(),
    agentId: Text.optional(),
    status: Text.optional(),
    disposition: Text.optional(),
    attempt: z.number().int().min(0).max(1000).optional(),
    search: Text.optional(),
  })
  .strict()
export type CallbackFilters = z.infer<typeof CallbackFilters>

/** One callback as the queue shows it. */
export interface CallbackItem {
  /** The cached disposition with the supervisor's unsent edits applied. */
  disposition: CallDisposition & { scheduledAt: string }
  agentName: string | null
  /** `scheduledAt` as wall-clock time in the queue's zone, `YYYY-MM-DDTHH:mm`, for the picker. */
  localTime: string
  done: boolean
  /** The phrase and the words around it when the notes or the customer's messages ask not to be called (Settings → Compliance). */
  askedNotToCall: { phrase: string; excerpt: string } | null
  /** The reason, when the number is on the local do-not-call list. */
  doNotCall: string | null
  /** The latest Call now of this callback, from this console; null when none. */
  attempt: CallbackAttempt | null
}

/**
 * Where the call of a Call now is: not on the live wall yet (`waiting`), on
 * it (`live`), over (`ended`); or it failed and the callback stays open:
 * never placed (`failed`, the service refused it) or not on the wall two
 * minutes after dialling (`unanswered`: no answer, busy).
 */
export type AttemptCall = 'waiting' | 'live' | 'ended' | 'failed' | 'unanswered'

/** One Call now, kept locally beside the callback. */
export interface CallbackAttempt {
  id: number
  /** When it dialled, ISO 8601 UTC. */
  at: string
  /** The supervisor's display name. */
  by: string
  agentName: string
  /** The placed call's room, to follow it on the wall; null when it was not placed. */
  roomName: string | null
  call: AttemptCall
  /** Why the service refused it. */
  failure: string | null
  /** The status the supervisor chose once the call ended; null until then. */
  outcome: string | null
}

/** The service's callback statuses the supervisor chooses an outcome from, once the call ended. */
export const CALL_OUTCOMES = KNOWN_DISPOSITION_STATUSES
export type CallOutcome = (typeof CALL_OUTCOMES)[number]

export interface CallbackGroup {
  id: CallbackGroupId
  /** How many callbacks the section holds; `items` may be fewer (`groupLimit`). */
  total: number
  items: CallbackItem[]
}

export interface AgendaDay {
  /** `YYYY-MM-DD` in the queue's zone; the first is today. */
  date: string
  total: number
  openCount: number
  items: CallbackItem[]
}

export interface CallbackQueue {
  workspaceId: string | null
  zone: string
  /** The instant the sections were computed for (ISO 8601 UTC). */
  now: string
  groups: CallbackGroup[]
  /** Today and the six days after it, open and done callbacks alike. */
  agenda: AgendaDay[]
  /** Dispositions with a callback time that match the filters. */
  matched: number
  /** More matched than the console sorts into sections at once: narrow the filters. */
  truncated: boolean
  /** ISO 8601 UTC of the last successful sync of dispositions; null before the first. */
  syncedAt: string | null
  /**
   * ISO 8601 UTC of the last time every callback not done was read from the
   * service (`sync.status` `openCallbacksAt`): the open sections (Overdue, Due
   * in the next hour, Today, Later) are complete. Null while the first sync has
   * not read them yet: a section may still be missing callbacks.
   */
  openSyncedAt: string | null
}

/** A batch the cached callbacks name, with what its name is made of (docs/glossary.md): never shown by its id. */
export interface CallbackBatch {
  batchId: string
  /** The supervisor's name for it (Campaigns → Rename), or null. */
  name: string | null
  /** The file it was started from, when started from this console. */
  fileName: string | null
  agentName: string | null
  /** When it started; for a batch this console never read, its first callback's creation. */
  createdAt: string
}

/** Values for the filter menus, from the cache. */
export interface CallbackFilterOptions {
  agents: { id: string; name: string }[]
  /** Newest first. */
  batches: CallbackBatch[]
  statuses: string[]
  dispositions: string[]
  attempts: number[]
}

export type Snooze = '15m' | '1h' | 'tomorrow-9'

export interface EditOutcome {
  /** Edits stored in the outbox (sent at once when online, replayed in order when back online). */
  submitted: { dispositionId: string; outboxId: number; scheduledAt?: string; status?: string }[]
  /** Edits refused before they reached the outbox, with why: in English, `words` in the supervisor's language. */
  failed: { dispositionId: string; message: string; words?: ErrorWords }[]
}

/** What the Call now dialog shows before the supervisor confirms: who calls whom, and what blocks it. */
export interface CallNowPreview {
  dispositionId: string
  toNumber: string
  customerName: string | null
  agentId: string
  agentName: string
  blocks: OutboundBlock[]
}

export interface CallNowResult {
  dispositionId: string
  callId: string
  roomName: string
  agentId: string
  agentName: string
  toNumber: string
  /** The line added to the callback's notes (through the outbox), or null when the callback could not be updated. */
  notesLine: string | null
  /** The attempt as recorded; the callback's status is left to the outcome chosen once the call ended. */
  attempt: CallbackAttempt
}

/** The callbacks whose time has passed and that are still open, for the wallboard's tile. */
export interface OverdueCallbacks {
  workspaceId: string | null
  count: number
  /** The most overdue one's callback time (ISO 8601 UTC); null when none is overdue. */
  oldestAt: string | null
}

/** A callback whose time has come (once per callback and callback time). */
export interface CallbackDue {
  workspaceId: string
  dispositionId: string
  phoneNumber: string
  customerName: string | null
  disposition: string
  agentId: string
  scheduledAt: string
}

const Id = idText()
const Ids = z.array(Id).min(1).max(500)

export const callbacksCommands = {
  /** The queue in sections and the week's agenda, from the cache, with unsent edits applied. */
  'callbacks.query': command(() =>
    z
      .object({
        filters: CallbackFilters.default({}),
        zone: Zone,
        /** Most callbacks listed per section (default 100); `total` still counts them all. */
        groupLimit: z.number().int().min(1).max(2000).optional(),
      })
      .strict(),
  ).returns<CallbackQueue>(),
  /** One callback, e.g. the one a reminder opens; null when the cache does not have it. */
  'callbacks.get': command(() => z.object({ dispositionId: Id, zone: Zone }).strict()).returns<CallbackItem | null>(),
  /** How many open callbacks are overdue now (the queue's Overdue section, unfiltered), from the cache. */
  'callbacks.overdue': command(() => z.object({}).strict()).returns<OverdueCallbacks>(),
  'callbacks.filterOptions': command(() => z.object({}).strict()).returns<CallbackFilterOptions>(),
  /** To a wall-clock time in a zone, or a quick snooze (from now, or from the callback time if later). */
  'callbacks.reschedule': command(() =>
    z
      .object({
        dispositionIds: Ids,
        to: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('at'), local: LocalDateTime, zone: Zone }).strict(),
          z.object({ kind: z.literal('snooze'), snooze: z.enum(['15m', '1h', 'tomorrow-9']), zone: Zone }).strict(),
        ]),
      })
      .strict(),
  ).returns<EditOutcome>(),
  'callbacks.setStatus': command(() => z.object({ dispositionIds: Ids, status: z.string().trim().min(1).max(100) }).strict()).returns<EditOutcome>(),
  'callbacks.setNotes': command(() => z.object({ dispositionId: Id, notes: z.string().max(5000) }).strict()).returns<EditOutcome>(),
  /** Places the callback now with its agent or `agentId` (user lane). Refused offline. */
  'callbacks.callNow': command(() =>
    z
      .object({
        dispositionId: Id,
        agentId: Id.optional(),
        /** The blocks the supervisor confirmed overriding; a do-not-call entry cannot be. */
        override: z.array(z.enum(['asked-not-to-call', 'quiet-hours'])).max(2).optional(),
      })
      .strict(),
  ).returns<CallNowResult>(),
  /**
   * The outcome of a Call now whose call ended: the status goes through the
   * outbox like any edit. Refused while the call is still on the wall.
   */
  'callbacks.recordOutcome': command(() =>
    z.object({ dispositionId: Id, attemptId: z.number().int().min(1), status: z.enum(CALL_OUTCOMES) }).strict(),
  ).returns<EditOutcome>(),
  /** Who would call whom and what blocks it, for the confirmation. */
  'callbacks.previewCall': command(() =>
    z.object({ dispositionId: Id, agentId: Id.optional() }).strict(),
  ).returns<CallNowPreview>(),
}

export const callbacksEvents = {
  'callbacks.due': event<CallbackDue>(),
}
