import type { CallDisposition } from '../../shared/api'
import { customerMessagesByPhone, listDoNotCall, type Cache } from '../cache'
import { phraseFinder, readComplianceSettings, toE164 } from '../outbound'

/** What a callback's customer asked, as the queue flags it. */
export interface CallbackFlags {
  /** The phrase and the words around it, when the notes or the customer's messages ask not to be called. */
  askedNotToCall: { phrase: string; excerpt: string } | null
  /** The do-not-call list's reason, when the number is on it. */
  doNotCall: string | null
}

/**
 * The texts the outbound guard reads for a callback: its notes, then what the
 * customer said in conversations from that number (the messages the full-text
 * index says hold a phrase).
 */
export function callbackTexts(db: Cache, workspaceId: string, disposition: CallDisposition): string[] {
  const { phrases } = readComplianceSettings(db, workspaceId)
  const said = customerMessagesByPhone(db, workspaceId, [disposition.phoneNumber], phrases)
  return [disposition.notes, ...(said.get(disposition.phoneNumber) ?? [])]
}

/** Already E.164 (most numbers from the service): the list holds it as it is, so it need not be parsed again. */
const E164 = /^\+[1-9]\d{6,14}$/

/** Flags for many callbacks at once: one read of the list, the phrases and the customers' messages. */
export function callbackFlags(db: Cache, workspaceId: string, dispositions: readonly CallDisposition[]): Map<string, CallbackFlags> {
  const { phrases } = readComplianceSettings(db, workspaceId)
  const listed = new Map(listDoNotCall(db, workspaceId).map((entry) => [entry.number, entry.reason]))
  const said = customerMessagesByPhone(db, workspaceId, dispositions.map((d) => d.phoneNumber), phrases)
  const find = phraseFinder(phrases)
  const flags = new Map<string, CallbackFlags>()
  for (const disposition of dispositions) {
    const found = find([disposition.notes, ...(said.get(disposition.phoneNumber) ?? [])])
    const number = listed.size === 0 || E164.test(disposition.phoneNumber) ? disposition.phoneNumber : (toE164(disposition.phoneNumber) ?? disposition.phoneNumber)
    flags.set(disposition._id, {
      askedNotToCall: found ? { phrase: found.phrase, excerpt: found.excerpt } : null,
      doNotCall: listed.get(number) ?? null,
    })
  }
  return flags
}

export const NO_FLAGS: CallbackFlags = { askedNotToCall: null, doNotCall: null }
