import type { CallDisposition } from '../../shared/api'
import { utcToZoned } from '../../shared/time/zoned-time'
import type { ApiClient } from '../api'
import { CoreError, words } from '../errors/core-error'
import type { SyncClock } from '../sync/clock'

/**
 * How long a claim waits, after the service accepted it, before reading it
 * back: a claim of another console sent before ours landed by then, since a
 * claim is only kept when its own write answered within this time of its
 * first read (below). Enough for one request on a slow link, short enough
 * not to be felt before a call.
 */
export const CLAIM_SETTLE_MS = 1_500

export interface ClaimInput {
  client: ApiClient
  clock: SyncClock
  /** The callback as this console's cache last saw it on the service (no unsent edits). */
  cached: CallDisposition
  /**
   * The same with this console's own unsent edits applied (the outbox's): the
   * service may have taken them before the cache heard back, and the console's
   * own edit is no other console's call.
   */
  shown?: CallDisposition
  /** Who claims: the profile's label, as the activity log names the supervisor. */
  who: string
  /** The zone the console shows times in: the claim line names its time there. */
  zone: string
  settleMs?: number
  /** Hands the service's copy back to the cache, so the queue shows what the refusal says. */
  keep(disposition: CallDisposition): void
}

/** `2026-11-23 14:05 (Europe/Paris)`: the time a notes line names, in the console's display zone. */
export function notedTime(epochMs: number, zone: string): string {
  return `${utcToZoned(new Date(epochMs).toISOString(), zone).slice(0, 16).replace('T', ' ')} (${zone})`
}

/** The notes with the line added on a line of its own. */
export function withLine(notes: string, line: string): string {
  const kept = notes.trimEnd()
  return kept === '' ? line : `${kept}\n${line}`
}

const CLAIM_LINE = /^Claimed at (.+) by (.+) for a call \(claim (\w+)\)\.$/

export function claimLine(at: string, who: string, token: string): string {
  return `Claimed at ${at} by ${who} for a call (claim ${token}).`
}

/** The newest claim line of the notes, or null. */
export function lastClaim(notes: string): { at: string; who: string; token: string } | null {
  for (const line of notes.split('\n').reverse()) {
    const match = CLAIM_LINE.exec(line.trim())
    if (match) return { at: match[1] ?? '', who: match[2] ?? '', token: match[3] ?? '' }
  }
  return null
}

async function serviceCopy(client: ApiClient, cached: CallDisposition): Promise<CallDisposition | null> {
  const page = await client.dispositions.list({ phoneNumber: cached.phoneNumber, limit: 200 }, { lane: 'user' })
  return page.dispositions.find((d) => d._id === cached._id) ?? null
}

function changedSince(cached: CallDisposition, now: CallDisposition): boolean {
  return now.status !== cached.status || now.attempt !== cached.attempt || now.notes !== cached.notes
}

function taken(now: CallDisposition): CoreError {
  const claim = lastClaim(now.notes)
  const message = claim
    ? words('errors.outbound.claimed', { who: claim.who, at: claim.at })
    : words('errors.outbound.changed', { status: now.status, attempt: now.attempt })
  return new CoreError('callback_taken', message)
}

/**
 * Makes this console the one that calls the callback, across consoles on the
 * workspace: re-reads it and refuses if it changed since the cache saw it,
 * writes a claim line in its notes (the service keeps the last writer's),
 * and reads it back once any claim sent before ours has landed: only the
 * console that still sees its own claim goes on. Answers the notes as
 * claimed, or null when the service does not list the callback: it has no
 * record to claim, and no other console lists it either.
 *
 * Why exactly one console dials: a claim is kept only when its write answered
 * within `settleMs` of its first read. Another console's claim that reached
 * the service after our read would have shown in it, so any that could
 * overwrite ours landed before our write answered plus `settleMs`, which is
 * when we read back; and the same holds for theirs.
 */
export async function claimCallback(input: ClaimInput): Promise<string | null> {
  const { client, clock, cached } = input
  const settleMs = input.settleMs ?? CLAIM_SETTLE_MS
  const readAt = clock.now()
  const now = await serviceCopy(client, cached)
  if (now === null) return null
  if (changedSince(cached, now) && (input.shown === undefined || changedSince(input.shown, now))) {
    input.keep(now)
    throw taken(now)
  }
  const token = Math.floor(clock.now()).toString(36) + Math.random().toString(36).slice(2, 8)
  const notes = withLine(now.notes, claimLine(notedTime(clock.now(), input.zone), input.who, token))
  await client.dispositions.update(cached._id, { notes }, { lane: 'user' })
  const tookMs = clock.now() - readAt
  await new Promise<void>((resolve) => clock.setTimeout(resolve, settleMs))
  const after = await serviceCopy(client, cached)
  if (after === null) throw new CoreError('not_found', words('errors.outbound.gone'))
  input.keep(after)
  if (lastClaim(after.notes)?.token !== token) throw taken(after)
  if (tookMs > settleMs) {
    throw new CoreError('claim_unconfirmed', words('errors.outbound.unconfirmed', { seconds: Math.round(tookMs / 100) / 10 }))
  }
  return after.notes
}
