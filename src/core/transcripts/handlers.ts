import type { z } from 'zod'
import { TranscriptSegment, type RefusedSegment } from '../../shared/bridge'
import { recordQuarantined, storeTranscriptSegments, type Cache } from '../cache'
import type { FeatureModule, OnSegmentStored, StoredSegmentNotice } from '../console/context'
import { CoreError, words } from '../errors/core-error'
import type { SyncClock } from '../sync'

/** What `transcripts.*` needs: the cache and the time a refused segment is quarantined at. */
export interface TranscriptsPorts {
  cache(): Cache
  readonly clock: Pick<SyncClock, 'now'>
}

/** The module, and the subscription the console hands to whoever reacts to words heard (alert rules). */
export interface TranscriptsModule extends FeatureModule<'transcripts'> {
  /** Hears each segment once, when it is first kept; a repeated final segment is not heard again. */
  readonly onSegmentStored: OnSegmentStored
}

/** The quarantine's resource for refused segments (Settings → Diagnostics lists them). */
const QUARANTINE_RESOURCE = 'transcriptSegments'

/**
 * `transcripts.*`: final segments of a call's room transcript, kept with the
 * call in the cache. Each segment is checked alone, so one bad segment from
 * a listener never loses the good ones beside it.
 */
export function transcriptsModule(ports: TranscriptsPorts): TranscriptsModule {
  const listeners = new Set<(segment: StoredSegmentNotice) => void>()
  const handlers: FeatureModule<'transcripts'>['handlers'] = {
    'transcripts.add': async ({ workspaceId, roomName, segments }) => {
      const valid: TranscriptSegment[] = []
      const refused: RefusedSegment[] = []
      segments.forEach((item, index) => {
        const parsed = TranscriptSegment.safeParse(item)
        if (parsed.success) valid.push(parsed.data)
        else refused.push({ index, segmentId: segmentIdOf(item), reason: describeIssue(parsed.error.issues[0]) })
      })
      const db = ports.cache()
      const kept = storeTranscriptSegments(db, workspaceId, roomName, valid)
      if (!kept) {
        throw new CoreError('not_found', words('errors.transcripts.noCall', { room: roomName }))
      }
      if (refused.length > 0) {
        const at = new Date(ports.clock.now()).toISOString()
        const items = refused.map((r) => ({ resource: QUARANTINE_RESOURCE, itemId: `${roomName}/${r.segmentId ?? `#${r.index}`}`, reason: r.reason }))
        recordQuarantined(db, workspaceId, items, at)
      }
      for (const segment of kept.stored) {
        const notice = { workspaceId, roomName, text: segment.text, at: segment.endedAt }
        for (const listener of listeners) listener(notice)
      }
      return { stored: kept.stored.length, repeated: kept.repeated.length, refused }
    },
  }
  return {
    prefix: 'transcripts',
    handlers,
    onSegmentStored: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function segmentIdOf(item: unknown): string | null {
  const id = typeof item === 'object' && item !== null && 'segmentId' in item ? item.segmentId : undefined
  return TranscriptSegment.shape.segmentId.safeParse(id).success ? (id as string) : null
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'not a transcript segment'
  const path = issue.path.map(String).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}
