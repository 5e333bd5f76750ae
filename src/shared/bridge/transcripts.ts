import { z } from 'zod'
import { command } from './define'
import { idText, spokenText } from './text'

/**
 * Transcripts: the final segments of a call's room transcript (the LiveKit
 * `lk.transcription` streams the console hears while listening), kept in the
 * cache with the call so History shows and searches them offline.
 */

export const SPEAKER_KINDS = ['agent', 'customer', 'supervisor'] as const
export type SpeakerKind = (typeof SPEAKER_KINDS)[number]

const Instant = z.iso.datetime({ offset: true, message: 'expected an ISO 8601 time with its zone' })

/** One final segment, as the listener hands it over; checked one by one (`transcripts.add`). */
export const TranscriptSegment = z
  .object({
    segmentId: idText(),
    speaker: z
      .object({
        kind: z.enum(SPEAKER_KINDS),
        /** The agent's or supervisor's name; for the customer what the room calls them (may be empty). */
        name: z.union([z.literal(''), idText()]),
      })
      .strict(),
    text: spokenText({ max: 10_000, empty: 'has no words' }),
    startedAt: Instant,
    endedAt: Instant,
  })
  .strict()
  .refine((segment) => Date.parse(segment.endedAt) >= Date.parse(segment.startedAt), {
    message: 'ends before it starts',
    path: ['endedAt'],
  })
export type TranscriptSegment = z.infer<typeof TranscriptSegment>

/** A segment `transcripts.add` did not keep, and why. */
export interface RefusedSegment {
  /** Its position in `segments`. */
  index: number
  /** Its id when it had a usable one. */
  segmentId: string | null
  /** The first thing wrong with it, e.g. `startedAt: expected an ISO 8601 time with its zone`. */
  reason: string
}

export interface TranscriptAddResult {
  /** Segments kept for the first time. */
  stored: number
  /** Segments already kept (a final segment heard again), not stored twice. */
  repeated: number
  refused: RefusedSegment[]
}

/** At most this many segments per `transcripts.add`. */
export const MAX_SEGMENTS_PER_ADD = 500

export const transcriptsCommands = {
  /**
   * Keeps final segments of the room's transcript with the call the cache
   * knows in that room (refused, `not_found`, for a room it never saw). Each
   * segment is checked alone: valid ones are kept, invalid ones are answered
   * in `refused` and quarantined (Settings → Diagnostics).
   */
  'transcripts.add': command(() =>
    z
      .object({
        workspaceId: idText(),
        roomName: idText(),
        segments: z.array(z.unknown()).min(1).max(MAX_SEGMENTS_PER_ADD),
      })
      .strict(),
  ).returns<TranscriptAddResult>(),
}
