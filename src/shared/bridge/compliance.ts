import { z } from 'zod'
import { command, event } from './define'
import type { ErrorWords } from './words'

/** Why an outbound call may not be placed now. */
export type OutboundBlockKind = 'do-not-call' | 'asked-not-to-call' | 'quiet-hours' | 'invalid-number'

/** One reason a call is blocked, in the supervisor's words. */
export interface OutboundBlock {
  kind: OutboundBlockKind
  /** Why, in English; `words` in the supervisor's language. */
  message: string
  words?: ErrorWords
  /** The IANA zone the customer is taken to be in (quiet hours). */
  customerZone?: string
  /** The customer's wall-clock time then, `HH:mm` (quiet hours). */
  customerLocalTime?: string
}

/** The blocks a supervisor may override with an explicit confirmation; a do-not-call entry is never one. */
export const OVERRIDABLE_BLOCKS: readonly OutboundBlockKind[] = ['asked-not-to-call', 'quiet-hours']

/** The hours a customer may be called, `HH:mm` in the customer's local time; `end` is excluded. */
export interface CallingWindow {
  start: string
  end: string
}

/** The workspace's outbound rules (Settings → Compliance). */
export interface ComplianceSettings {
  /** Words in a callback's notes or conversation that mean "do not call me" (case-insensitive, whole words). */
  phrases: string[]
  window: CallingWindow
}

export const DEFAULT_COMPLIANCE_SETTINGS: ComplianceSettings = {
  phrases: ['STOP', 'no further calls', 'do not call'],
  window: { start: '08:00', end: '21:00' },
}

/** A number on the workspace's local do-not-call list. */
export interface DoNotCallEntry {
  /** E.164. */
  number: string
  reason: string
  /** ISO 8601 UTC. */
  addedAt: string
}

/** Settings → Compliance: the list and the rules of the active workspace. */
export interface ComplianceState {
  workspaceId: string
  entries: DoNotCallEntry[]
  settings: ComplianceSettings
}

/** What an import did: rows added or updated, and each refused row with why (nothing is lost for one bad row). */
export interface DoNotCallImport {
  added: number
  updated: number
  /** Each refused row and why: in English, `words` in the supervisor's language. */
  errors: { line: number; text: string; message: string; words?: ErrorWords }[]
}

/** The list as a CSV file to save. */
export interface DoNotCallExport {
  filename: string
  mimeType: string
  content: string
}

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm (00:00 to 23:59)')
const Reason = z.string().trim().min(1, 'Say why the number may not be called.').max(300)
const PhoneNumber = z.string().trim().min(1).max(64)

export const complianceCommands = {
  'compliance.state': command(() => z.object({}).strict()).returns<ComplianceState>(),
  /** Adds the number (any common way of writing it; stored in E.164), or updates its reason. */
  'compliance.addDoNotCall': command(() => z.object({ number: PhoneNumber, reason: Reason }).strict()).returns<DoNotCallEntry>(),
  /** Answers the removed entry (so the view can undo), or null when it was not listed. */
  'compliance.removeDoNotCall': command(() => z.object({ number: PhoneNumber }).strict()).returns<DoNotCallEntry | null>(),
  /** A CSV of `number[,reason]` rows, with or without a header. */
  'compliance.importCsv': command(() => z.object({ content: z.string().max(5_000_000) }).strict()).returns<DoNotCallImport>(),
  'compliance.exportCsv': command(() => z.object({}).strict()).returns<DoNotCallExport>(),
  'compliance.saveSettings': command(() =>
    z
      .object({
        phrases: z.array(z.string().trim().min(1).max(100)).max(100),
        window: z.object({ start: ClockTime, end: ClockTime }).strict(),
      })
      .strict(),
  ).returns<ComplianceSettings>(),
}

export const complianceEvents = {
  /** The active workspace's list or rules changed: views that flag callbacks read again. */
  'compliance.changed': event<{ workspaceId: string }>(),
}
