import { z } from 'zod'
import type { CallDisposition, Page } from '../api'
import { TimeZoneName } from './app'
import { idText } from './text'
import { command, event } from './define'
import type { AgentRow } from './admin'
import type { CallSightingSummary } from './calls'
import type { SpeakerKind, TranscriptSegment } from './transcripts'
import type { ErrorWords } from './words'

/**
 * History: everything the console has cached, browsed and searched without the
 * network. Every command but `history.refreshConversation` and
 * `history.phoneNumberConfig` answers from the local cache alone.
 */

/** Text with the matched words marked; the renderer wraps `marked` parts in <mark>. */
export type Highlighted = { text: string; marked: boolean }[]

export interface NamedRef {
  id: string
  name: string
}

/** What the filters offer: the cached agents and flows. */
export interface HistoryFacets {
  workspaceId: string | null
  agents: NamedRef[]
  flows: NamedRef[]
}

export interface LastMessage {
  text: string
  direction: 'inbound' | 'outbound'
  at: string
}

export interface ConversationRow {
  conversationId: string
  customerName: string
  customerPhone: string
  customerEmail: string
  agentId: string
  /** The agent's name when cached, else its id. */
  agentName: string
  flowId: string
  flowName: string
  /** Who spoke first: `outbound` when we started it; null until messages were fetched. */
  direction: 'inbound' | 'outbound' | null
  messageCount: number
  /** Null until the conversation's messages were fetched. */
  lastMessage: LastMessage | null
  createdAt: string
  updatedAt: string
}

export interface MessageView {
  messageId: string
  direction: 'inbound' | 'outbound'
  sent: boolean
  status: string
  text: string
  createdAt: string
}

export interface ConversationDetail extends ConversationRow {
  /** Oldest first. */
  messages: MessageView[]
}

/** `service`: fetched just now; `cache`: the stored copy, with `note` saying why. */
export interface RefreshedConversation {
  conversation: ConversationDetail
  source: 'service' | 'cache'
  /** Why the cached copy, in English; `noteWords` in the supervisor's language when core has them. */
  note: string | null
  noteWords?: ErrorWords
}

/** One call the console saw (its sighting), as the Calls tab lists it. */
export interface CallRow extends CallSightingSummary {
  lastSentiment: string
  /** `live` while still in the latest poll. */
  ending: 'live' | 'supervisor' | 'remote'
  /** Lines of the room's transcript kept (heard while listening); 0 when none. */
  transcriptLines: number
}

export interface DayCount {
  /** YYYY-MM-DD in the zone the counts were asked for. */
  day: string
  count: number
}

export interface CallHistory {
  page: Page<CallRow>
  /** Calls first seen per day, over the whole filtered history (not only this page). */
  perDay: DayCount[]
}

export type DispositionRow = CallDisposition & { agentName: string }

/** The phone number's configuration, fetched on demand: the cache does not hold it. */
export type PhoneNumberConfigView =
  | {
      state: 'known'
      phoneNumberId: string
      /** When it was fetched; a copy fetched earlier in this session is shown offline. */
      fetchedAt: string
      direction: string
      status: string
      flowType: string
      recording: boolean
      officeHoursEnabled: boolean
      transferCallerIdMode: string
      metadataTags: string[]
    }
  | { state: 'unknown-offline'; phoneNumberId: string }
  /** `reason` in English, `reasonWords` in the supervisor's language when core has them. */
  | { state: 'unavailable'; phoneNumberId: string; reason: string; reasonWords?: ErrorWords }

export interface MessageSearchHit {
  conversationId: string
  messageId: string
  direction: 'inbound' | 'outbound'
  createdAt: string
  customerName: string
  snippet: Highlighted
}

export interface ConversationSearchHit {
  conversationId: string
  customerName: Highlighted
  customerPhone: string
  agentName: string
  createdAt: string
}

export interface DispositionSearchHit {
  dispositionId: string
  phoneNumber: string
  customerName: Highlighted | null
  notes: Highlighted
  disposition: string
  status: string
  scheduledAt: string | null
}

/** A line of a call's kept room transcript; it leads to the call. */
export interface TranscriptSearchHit {
  roomName: string
  segmentId: string
  speaker: { kind: SpeakerKind; name: string }
  startedAt: string
  customerName: string | null
  customerPhone: string
  aiAgentName: string
  snippet: Highlighted
}

export interface AgentSearchHit {
  agentId: string
  name: Highlighted
  model: string
}

/** Best first within each kind. */
export interface HistorySearchResults {
  query: string
  messages: MessageSearchHit[]
  conversations: ConversationSearchHit[]
  dispositions: DispositionSearchHit[]
  transcripts: TranscriptSearchHit[]
  agents: AgentSearchHit[]
  /** How long the cache took, milliseconds. */
  tookMs: number
}

/** A kept transcript line with its call, as exported. */
export interface TranscriptExportRow {
  roomName: string
  customerName: string | null
  customerPhone: string
  aiAgentName: string
  segmentId: string
  speakerKind: SpeakerKind
  speakerName: string
  startedAt: string
  endedAt: string
  text: string
}

export interface HistoryExport {
  filename: string
  mimeType: string
  content: string
  rows: number
}

const Id = idText()
const Instant = z.iso.datetime({ offset: true })
const PageArgs = {
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(200).default(50),
}

export const ConversationFilters = z
  .object({
    agentId: Id.optional(),
    flowId: Id.optional(),
    /** `createdAt` at or after. */
    from: Instant.optional(),
    /** `createdAt` before. */
    to: Instant.optional(),
    direction: z.enum(['inbound', 'outbound']).optional(),
  })
  .strict()
export type ConversationFilters = z.infer<typeof ConversationFilters>

export const CallFilters = z
  .object({
    aiAgentName: z.string().min(1).max(200).optional(),
    /** `firstSeenAt` at or after. */
    from: Instant.optional(),
    to: Instant.optional(),
    sentiment: z.string().min(1).max(50).optional(),
    transferRequested: z.boolean().optional(),
  })
  .strict()
export type CallFilters = z.infer<typeof CallFilters>

/** The calls whose transcripts to export: as the Calls tab filters them, or the one call in `roomName`. */
export const TranscriptFilters = CallFilters.extend({ roomName: Id.optional() }).strict()
export type TranscriptFilters = z.infer<typeof TranscriptFilters>

export const DispositionFilters = z
  .object({
    agentId: Id.optional(),
    status: z.string().min(1).max(50).optional(),
    disposition: z.string().min(1).max(50).optional(),
    /** Free text over notes, customer name and phone. */
    search: z.string().max(200).optional(),
  })
  .strict()
export type DispositionFilters = z.infer<typeof DispositionFilters>

/** Each kind of write the console makes, as the activity log records it. */
export const ACTIVITY_KINDS = {
  'call.end': 'Ended a call',
  'call.barge': 'Barged into a call',
  'call.takeOver': 'Took over a call',
  'call.handBack': 'Handed a call back',
  'call.stopSpeaking': 'Stopped speaking in a call',
  'call.place': 'Placed a call',
  'batch.start': 'Started a batch of calls',
  'batch.cancel': 'Cancelled a batch of calls',
  'callback.edit': 'Edited a callback',
  'voice.create': 'Created a voice',
  'agent.create': 'Created an agent',
  'agent.update': 'Changed an agent',
  'agent.delete': 'Deleted an agent',
  'agent.assignNumber': 'Assigned a number',
  'agent.releaseNumber': 'Released a number',
  'flow.create': 'Created a flow',
  'flow.update': 'Changed a flow',
  'flow.delete': 'Deleted a flow',
  'folder.addFlow': 'Added a flow to a folder',
  'folder.removeFlow': 'Took a flow out of a folder',
  'number.update': 'Configured a number',
  'workspace.rename': 'Renamed the workspace',
} as const
export type ActivityKind = keyof typeof ACTIVITY_KINDS
const ActivityKindArg = z.enum(Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]])

/** One write this console made, as recorded locally when it finished. */
export interface ActivityEntry {
  id: number
  workspaceId: string
  at: string
  kind: ActivityKind
  /** The profile's label the write was made with ("Night shift"). */
  who: string
  /** What it was done to, in words ("call with Ada Lovelace"). */
  target: string
  /** Its id at the service (room name, agent id, ...), when it has one. */
  targetId: string | null
  outcome: 'ok' | 'error'
  /** The refusal's code (`MISSING_PERMISSION`, `not_found`, ...); null when ok. */
  errorCode: string | null
  /** What changed, or the refusal in words. */
  detail: string | null
}

export const ActivityFilters = z
  .object({
    kind: ActivityKindArg.optional(),
    outcome: z.enum(['ok', 'error']).optional(),
    /** Free text over who, target, its id and the detail. */
    search: z.string().max(200).optional(),
  })
  .strict()
export type ActivityFilters = z.infer<typeof ActivityFilters>

const ExportFormat = z.enum(['csv', 'json'])
export type ExportFormat = z.infer<typeof ExportFormat>

/** The list to export, with the filters it shows now. */
export const HistoryExportRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('conversations'), filters: ConversationFilters, format: ExportFormat }).strict(),
  z.object({ kind: z.literal('calls'), filters: CallFilters, format: ExportFormat }).strict(),
  z.object({ kind: z.literal('transcripts'), filters: TranscriptFilters, format: ExportFormat }).strict(),
  z.object({ kind: z.literal('dispositions'), filters: DispositionFilters, format: ExportFormat }).strict(),
  z.object({ kind: z.literal('agents'), filters: z.object({}).strict(), format: ExportFormat }).strict(),
  z.object({ kind: z.literal('activity'), filters: ActivityFilters, format: ExportFormat }).strict(),
])
export type HistoryExportRequest = z.infer<typeof HistoryExportRequest>
export type HistoryExportKind = HistoryExportRequest['kind']

export const historyCommands = {
  'history.facets': command(() => z.object({}).strict()).returns<HistoryFacets>(),
  /** Newest first. */
  'history.conversations': command(() => z.object({ filters: ConversationFilters, ...PageArgs }).strict()).returns<
    Page<ConversationRow>
  >(),
  /** From the cache; null when the conversation is not cached. */
  'history.conversation': command(() => z.object({ conversationId: Id }).strict()).returns<ConversationDetail | null>(),
  /** Fetches it from the service (user lane) and stores it; offline, or when that fails, the cached copy with a note. */
  'history.refreshConversation': command(() => z.object({ conversationId: Id }).strict()).returns<RefreshedConversation>(),
  /** Newest first; per-day counts cut at the midnights of `timeZone` (the display zone), DST included. */
  'history.calls': command(() =>
    z
      .object({
        filters: CallFilters,
        timeZone: TimeZoneName.default('UTC'),
        ...PageArgs,
      })
      .strict(),
  ).returns<CallHistory>(),
  /** Newest first. */
  'history.dispositions': command(() => z.object({ filters: DispositionFilters, ...PageArgs }).strict()).returns<
    Page<DispositionRow>
  >(),
  'history.disposition': command(() => z.object({ dispositionId: Id }).strict()).returns<DispositionRow | null>(),
  /** By name. */
  'history.agents': command(() => z.object({}).strict()).returns<AgentRow[]>(),
  /** The kept room transcript of the call in `roomName`, in the order spoken; empty when none was heard. */
  'history.transcript': command(() => z.object({ roomName: Id }).strict()).returns<TranscriptSegment[]>(),
  'history.phoneNumberConfig': command(() => z.object({ phoneNumberId: Id }).strict()).returns<PhoneNumberConfigView>(),
  /** Messages, customers, dispositions, transcript lines and agents. */
  'history.search': command(() =>
    z.object({ query: z.string().max(500), limit: z.number().int().min(1).max(50).default(10) }).strict(),
  ).returns<HistorySearchResults>(),
  /** This console's writes in the active workspace, newest first (the activity log). */
  'history.activity': command(() => z.object({ filters: ActivityFilters, ...PageArgs }).strict()).returns<Page<ActivityEntry>>(),
  /** The whole filtered list (every page) as file content; the renderer saves it. */
  'history.export': command(() => HistoryExportRequest).returns<HistoryExport>(),
}

export const historyEvents = {
  /** A write of this console was recorded in the activity log. */
  'history.activity': event<ActivityEntry>(),
}
