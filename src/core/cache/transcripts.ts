import type { SpeakerKind, TranscriptSegment } from '../../shared/bridge'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { PendingIndex } from './fts-index'
import { toIso } from './values'

/** What storing a batch did: the segments kept now (in the order given) and the ids already kept. */
export interface StoredSegments {
  stored: TranscriptSegment[]
  repeated: string[]
}

/** A kept segment with the room of its call. */
export interface RoomSegment extends TranscriptSegment {
  roomName: string
}

interface SegmentRow {
  room_name: string
  segment_id: string
  speaker_kind: SpeakerKind
  speaker_name: string
  text: string
  started_at: string
  ended_at: string
}

const SEGMENT_COLUMNS = 't.room_name, t.segment_id, t.speaker_kind, t.speaker_name, t.text, t.started_at, t.ended_at'

function toSegment(row: SegmentRow): RoomSegment {
  return {
    roomName: row.room_name,
    segmentId: row.segment_id,
    speaker: { kind: row.speaker_kind, name: row.speaker_name },
    text: row.text,
    startedAt: row.started_at,
    endedAt: row.ended_at,
  }
}

/**
 * Keeps final segments with the call the cache saw in `roomName`, each once:
 * a segment id already kept for the room is answered in `repeated` and left
 * as it was (a final segment is final). Null, and nothing written, when the
 * cache has no call in that room.
 */
export const storeTranscriptSegments = namedQuery(
  'storeTranscriptSegments',
  (db: Cache, workspaceId: string, roomName: string, segments: readonly TranscriptSegment[]): StoredSegments | null => {
    const sightingPk = db
      .statement('SELECT pk FROM call_sightings WHERE workspace_id = ? AND room_name = ?')
      .pluck()
      .get(workspaceId, roomName) as number | undefined
    if (sightingPk === undefined) return null
    return db.transaction(() => {
      const index = new PendingIndex(db, 'transcripts')
      const insert = db.statement(
        `INSERT INTO transcript_segments
           (sighting_pk, workspace_id, room_name, segment_id, speaker_kind, speaker_name, text, started_at, ended_at)
         VALUES (@sightingPk, @workspaceId, @roomName, @segmentId, @kind, @name, @text, @startedAt, @endedAt)
         ON CONFLICT (workspace_id, room_name, segment_id) DO NOTHING
         RETURNING pk`,
      )
      const result: StoredSegments = { stored: [], repeated: [] }
      for (const segment of segments) {
        const kept = { ...segment, startedAt: toIso(segment.startedAt), endedAt: toIso(segment.endedAt) }
        const pk = insert.pluck().get({
          sightingPk,
          workspaceId,
          roomName,
          segmentId: kept.segmentId,
          kind: kept.speaker.kind,
          name: kept.speaker.name,
          text: kept.text,
          startedAt: kept.startedAt,
          endedAt: kept.endedAt,
        }) as number | undefined
        if (pk === undefined) {
          result.repeated.push(kept.segmentId)
          continue
        }
        index.add(kept.segmentId, pk, kept.text)
        result.stored.push(kept)
      }
      index.flush()
      return result
    })
  },
)

/** The kept transcript of the call in `roomName`, in the order it was spoken. */
export const transcriptOf = namedQuery('transcriptOf', (db: Cache, workspaceId: string, roomName: string): RoomSegment[] => {
  const rows = db
    .statement(
      `SELECT ${SEGMENT_COLUMNS} FROM call_sightings s JOIN transcript_segments t ON t.sighting_pk = s.pk
       WHERE s.workspace_id = ? AND s.room_name = ? ORDER BY t.started_at, t.pk`,
    )
    .all(workspaceId, roomName) as SegmentRow[]
  return rows.map(toSegment)
})

/** The kept transcripts of these rooms' calls, room by room in the order given, each in the order it was spoken. */
export const transcriptsOf = namedQuery('transcriptsOf', (db: Cache, workspaceId: string, roomNames: readonly string[]): RoomSegment[] => {
  if (roomNames.length === 0) return []
  const rows = db
    .statement(
      `SELECT ${SEGMENT_COLUMNS} FROM json_each(?) r
       CROSS JOIN call_sightings s ON s.workspace_id = ? AND s.room_name = r.value
       JOIN transcript_segments t ON t.sighting_pk = s.pk
       ORDER BY r.key, t.started_at, t.pk`,
    )
    .all(JSON.stringify(roomNames), workspaceId) as SegmentRow[]
  return rows.map(toSegment)
})

/** How many segments are kept for each of these rooms' calls (rooms without any are left out). */
export const transcriptCounts = namedQuery(
  'transcriptCounts',
  (db: Cache, workspaceId: string, roomNames: readonly string[]): Map<string, number> => {
    if (roomNames.length === 0) return new Map()
    const rows = db
      .statement(
        `SELECT s.room_name AS room, (SELECT count(*) FROM transcript_segments t WHERE t.sighting_pk = s.pk) AS n
         FROM json_each(?) r CROSS JOIN call_sightings s ON s.workspace_id = ? AND s.room_name = r.value`,
      )
      .all(JSON.stringify(roomNames), workspaceId) as { room: string; n: number }[]
    return new Map(rows.filter((row) => row.n > 0).map((row) => [row.room, row.n]))
  },
)
