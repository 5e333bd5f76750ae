import {
  DEFAULT_COMPLIANCE_SETTINGS,
  OVERRIDABLE_BLOCKS,
  type BridgeError,
  type CallingWindow,
  type ComplianceSettings,
  type OutboundBlock,
  type OutboundBlockKind,
} from '../../shared/bridge'
import { getDoNotCall, type Cache } from '../cache'
import { failureWords } from '../sync'
import { CoreError, inEnglish, sentences, words, type CoreWords } from '../errors/core-error'
import { isInsideWindow, localClockTime } from './calling-window'
import { customerZone } from './customer-zone'
import { parseNumber } from './phone-number'
import { findPhrase } from './phrases'
import { readComplianceSettings } from './settings'

export type { OutboundBlock, OutboundBlockKind } from '../../shared/bridge'

export interface OutboundCheckInput {
  workspaceId: string
  /** The number to dial, as the record has it. */
  to: string
  /** When the call would start. */
  at: Date
  /** What the customer or the agent wrote: a callback's notes, a conversation's messages. */
  texts?: readonly string[]
  /** The customer's IANA zone when a source knows it (a CSV column). */
  zoneHint?: string
}

/**
 * The one check before any call the console places: the local do-not-call
 * list, the customer's own words ("STOP"), the calling window in the
 * customer's local time, and a dialable number.
 */
export interface OutboundGuard {
  /** Every reason the call is blocked; `[]` means allowed. Never throws. */
  check(input: OutboundCheckInput): OutboundBlock[]
  /**
   * Throws `OutboundBlockedError` (code `outbound_blocked`) unless every block's kind
   * is in `override`; a do-not-call entry cannot be overridden.
   */
  assertAllowed(input: OutboundCheckInput & { override?: readonly OutboundBlockKind[] }): void
}

export interface OutboundGuardOptions {
  /** The open cache (the do-not-call list and the workspace's rules). */
  cache: () => Cache
  /** The zone the console shows times in: stands in for a customer whose country spans several zones. */
  displayZone: () => string
}

/** A block the guard made: its words are core's message. */
export type GuardBlock = OutboundBlock & { words?: CoreWords }

/** The refusal of a blocked call: `blocks` says every reason, `details` lists their messages. */
export class OutboundBlockedError extends CoreError {
  constructor(readonly blocks: readonly GuardBlock[]) {
    const [first, ...rest] = blocks.map((b) => b.words ?? b.message)
    const message = rest.length === 0 && first !== undefined ? first : words('errors.outbound.blockedMany', { reasons: sentences(first ?? '', ...rest) })
    super('outbound_blocked', message, {
      details: blocks.map((b) => b.message).join('\n'),
    })
  }

  override toBridgeError(): BridgeError {
    return { ...super.toBridgeError(), blocks: [...this.blocks] }
  }
}

export function isOutboundBlocked(error: unknown): error is OutboundBlockedError {
  return error instanceof OutboundBlockedError
}

export function createOutboundGuard(options: OutboundGuardOptions): OutboundGuard {
  const check = (input: OutboundCheckInput): GuardBlock[] => {
    const blocks: GuardBlock[] = []
    const parsed = parseNumber(input.to)
    if (!parsed) {
      blocks.push(block('invalid-number', words('errors.outbound.invalidNumber', { number: input.to.trim() })))
    }
    const number = parsed?.e164 ?? input.to.trim()
    let cache: Cache
    try {
      cache = options.cache()
    } catch (error) {
      // Fail closed: without the list the console cannot know the number may be called.
      return [...blocks, unreadable(number, error)]
    }
    try {
      const listed = getDoNotCall(cache, input.workspaceId, number)
      if (listed) {
        const said = listed.reason ? words('errors.outbound.doNotCallWhy', { number, reason: listed.reason }) : words('errors.outbound.doNotCall', { number })
        blocks.push(block('do-not-call', said))
      }
    } catch (error) {
      blocks.push(unreadable(number, error))
    }
    const settings = readSettings(cache, input.workspaceId)
    const said = findPhrase(input.texts ?? [], settings.phrases)
    if (said) {
      blocks.push(block('asked-not-to-call', words('errors.outbound.askedNotToCall', { phrase: said.phrase, excerpt: said.excerpt })))
    }
    if (parsed) {
      const blocked = quietHours(input, parsed.country, settings.window, options.displayZone)
      if (blocked) blocks.push(blocked)
    }
    return blocks
  }

  return {
    check,
    assertAllowed(input) {
      const allowed = new Set((input.override ?? []).filter((kind) => OVERRIDABLE_BLOCKS.includes(kind)))
      const blocks = check(input).filter((block) => !allowed.has(block.kind))
      if (blocks.length > 0) throw new OutboundBlockedError(blocks)
    },
  }
}

/** The workspace's rules; the defaults when they cannot be read, which still protect the customer. */
function readSettings(cache: Cache, workspaceId: string): ComplianceSettings {
  try {
    return readComplianceSettings(cache, workspaceId)
  } catch {
    return DEFAULT_COMPLIANCE_SETTINGS
  }
}

/** A block in English (`message`) and as core's message, which the renderer words. */
function block(kind: OutboundBlockKind, said: CoreWords, extra: Pick<OutboundBlock, 'customerZone' | 'customerLocalTime'> = {}): GuardBlock {
  return { kind, message: inEnglish(said), words: said, ...extra }
}

function unreadable(number: string, error: unknown): GuardBlock {
  return block('do-not-call', words('errors.outbound.listUnreadable', { number, why: failureWords(error) }))
}

function quietHours(
  input: OutboundCheckInput,
  country: string | undefined,
  window: CallingWindow,
  displayZone: () => string,
): GuardBlock | undefined {
  let zone: string
  let source: string
  let time: string
  try {
    ;({ zone, source } = customerZone(country, input.zoneHint, displayZone()))
    time = localClockTime(input.at, zone)
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    return block('quiet-hours', words('errors.outbound.localTimeUnknown', { why }))
  }
  if (isInsideWindow(time, window)) return undefined
  const params = { time, zone, start: window.start, end: window.end }
  const said = source === 'display' ? words('errors.outbound.quietHoursDisplayZone', params) : words('errors.outbound.quietHours', params)
  return block('quiet-hours', said, { customerZone: zone, customerLocalTime: time })
}
