import { z } from 'zod'
import type { BatchCall, BatchPreview, BatchStatus, BatchValidation, Page } from '../api'
import { BatchCallStatus } from '../api'
import type { OutboundBlock, OutboundBlockKind } from './compliance'
import { idText } from './text'
import { command, event } from './define'

/**
 * Campaigns: placing one outbound call, and batches of calls from a CSV file.
 * Every call and every batch start passes the console's outbound guard
 * (do-not-call list, quiet hours) first. Batches are remembered locally (the
 * service lists none) with their last status, so they read offline.
 */

/** An agent as the New call dialog offers it: ready when it has a number and a flow. */
export interface DialAgent {
  id: string
  name: string
  /** The agent's number (E.164), when it has one and the number is cached. */
  phoneNumber: string | null
  /** Why it cannot place calls; null when it can. */
  notReady: string | null
}

export interface DialContext {
  agents: DialAgent[]
  /**
   * The ISO 3166 country of most of the workspace's numbers, for numbers typed
   * without their country code; null when the workspace has none.
   */
  country: string | null
}

/** Which endpoint placed the call (docs/api-choices.md, "Outbound calls"). */
export type CallForm = 'listed' | 'detailed'

export interface PlacedCall {
  callId: string
  /** Known at once from the listed form; the detailed form answers only `callId`. */
  roomName: string | null
  form: CallForm
  agentId: string
  toNumber: string
  /** Blocks the supervisor overrode to place it (quiet hours). */
  overridden: OutboundBlockKind[]
}

/** A row of the CSV the guard holds back, with its row number (header = row 1). */
export interface BlockedRow {
  row: number
  phoneNumber: string
  blocks: OutboundBlock[]
}

export interface CampaignValidation {
  /** The service's verdict on the file. */
  validation: BatchValidation
  /** Rows the guard holds back: they are left out of the batch before it starts. */
  blocked: BlockedRow[]
}

/** One progress reading, for the chart of finished calls over time. */
export interface ProgressSample {
  at: string
  completed: number
  failed: number
}

/** A batch this console started or opened, with its last known status. */
export interface CampaignBatch {
  batchId: string
  agentId: string
  agentName: string | null
  status: z.infer<typeof BatchStatus>
  total: number
  queued: number
  inProgress: number
  completed: number
  failed: number
  cancelled: number
  percent: number
  createdAt: string
  /** Started from this console (else opened by id or seen in the dispositions). */
  startedHere: boolean
  /** When the status shown was read from the service. */
  checkedAt: string
  /** The file it was started from (started here), kept locally. */
  fileName: string | null
  /** The supervisor's name for it, kept locally; null: named after its file and start. */
  name: string | null
  /** Its dispositions in the cache, and how many have a callback time (what Callbacks lists). */
  dispositions: { dispositions: number; callbacks: number }
  samples: ProgressSample[]
}

export function isFinished(batch: Pick<CampaignBatch, 'status'>): boolean {
  return batch.status === 'completed' || batch.status === 'cancelled'
}

/** The CSV columns the service knows (docs/api-choices.md); every other column is a free variable. */
export const PHONE_COLUMN = 'phoneNumber'
export const NAME_COLUMN = 'customerName'
/** An optional column naming the customer's time zone, for quiet hours where the number's country has several. */
export const ZONE_COLUMN = 'timezone'
/** Most data rows the console sends in one batch. */
export const MAX_BATCH_ROWS = 50_000

const Id = idText({ trim: true })
/** A CSV file's text; 50,000 rows of a few columns stay well below this. */
const Csv = z.string().min(1).max(32 * 1024 * 1024)
/** A file's name as the supervisor chose it, without its folders; it goes into the upload's headers. */
const FileName = idText({ max: 255, trim: true })
/** A batch's name as the supervisor types it; '' goes back to the name from its file and start. */
const BatchName = idText({ max: 120, trim: true }).or(z.literal(''))
const Pairs = z.record(z.string().trim().min(1).max(100), z.string().max(2000))
const HttpsUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:'
    } catch {
      return false
    }
  }, 'expected an https:// address')

export const campaignsCommands = {
  /** The agents (with their numbers) and the workspace's country, from the cache; the numbers refreshed when online. */
  'campaigns.dialContext': command(() => z.object({}).strict()).returns<DialContext>(),
  /** What the outbound guard says about calling `to` now. */
  'campaigns.checkCall': command(() => z.object({ to: z.string().trim().min(1).max(40), zoneHint: z.string().max(100).optional() }).strict()).returns<
    OutboundBlock[]
  >(),
  /** Places one call (user lane); `override` lists the blocks the supervisor chose to call through. Refused offline. */
  'campaigns.placeCall': command(() =>
    z
      .object({
        agentId: Id,
        to: z.string().trim().min(1).max(40),
        customerName: z.string().trim().max(200).optional(),
        dynamicVariables: Pairs.default({}),
        metadata: Pairs.default({}),
        callbackUrl: HttpsUrl.optional(),
        override: z.array(z.enum(['do-not-call', 'asked-not-to-call', 'quiet-hours', 'invalid-number'] satisfies OutboundBlockKind[])).max(4).default([]),
        /** The callback this call returns (the dialog opened from its row): claimed at the service first, as Call now does. */
        dispositionId: Id.optional(),
      })
      .strict(),
  ).returns<PlacedCall>(),
  /** The service's CSV template, as text. */
  'campaigns.template': command(() => z.object({}).strict()).returns<string>(),
  /** The service's validation of the file, and the rows the guard holds back. */
  'campaigns.validate': command(() => z.object({ csv: Csv }).strict()).returns<CampaignValidation>(),
  'campaigns.preview': command(() => z.object({ csv: Csv }).strict()).returns<BatchPreview>(),
  /** Starts the batch from the file named `fileName`; refused while a row of the file is held back by the guard, and offline. */
  'campaigns.start': command(() => z.object({ csv: Csv, agentId: Id, fileName: FileName.optional() }).strict()).returns<CampaignBatch>(),
  /** Names a remembered batch (kept locally); a blank name goes back to its file and start. */
  'campaigns.rename': command(() => z.object({ batchId: Id, name: BatchName }).strict()).returns<CampaignBatch>(),
  /** The batches remembered for the active workspace, newest first, from the cache. */
  'campaigns.batches': command(() => z.object({}).strict()).returns<CampaignBatch[]>(),
  /** One batch by id: read from the service and remembered; offline, the remembered copy. */
  'campaigns.open': command(() => z.object({ batchId: Id }).strict()).returns<CampaignBatch>(),
  'campaigns.calls': command(() =>
    z
      .object({
        batchId: Id,
        page: z.number().int().min(1).default(1),
        limit: z.number().int().min(1).max(200).default(50),
        status: BatchCallStatus.optional(),
      })
      .strict(),
  ).returns<Page<BatchCall>>(),
  'campaigns.call': command(() => z.object({ batchId: Id, jobId: Id }).strict()).returns<BatchCall>(),
  /** Stops the remaining calls of the batch. Refused offline. */
  'campaigns.cancel': command(() => z.object({ batchId: Id }).strict()).returns<CampaignBatch>(),
  /** Running batches are polled every 15 s; every 3 s while the view `watching`. */
  'campaigns.watch': command(() => z.object({ watching: z.boolean() }).strict()).returns<{ intervalMs: number }>(),
}

export const campaignsEvents = {
  /** A remembered batch's status was read again. */
  'campaigns.progress': event<CampaignBatch>(),
}
