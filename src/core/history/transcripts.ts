import type { TranscriptExportRow, TranscriptFilters, TranscriptSegment } from '../../shared/bridge'
import { getSighting, transcriptOf, transcriptsOf, type CallSighting } from '../cache'
import { everyRow, callPage, type HistoryScope } from './lists'

/** The kept room transcript of the call in `roomName`, in the order spoken. */
export function callTranscript(scope: HistoryScope, roomName: string): TranscriptSegment[] {
  return transcriptOf(scope.db, scope.workspaceId, roomName).map(({ roomName: _room, ...segment }) => segment)
}

/** Every kept line of the filtered calls (or of the one call in `roomName`), call by call as the Calls tab lists them. */
export function transcriptExportRows(scope: HistoryScope, filters: TranscriptFilters): TranscriptExportRow[] {
  const { roomName, ...callFilters } = filters
  const calls: Pick<CallSighting, 'roomName' | 'customerName' | 'customerPhone' | 'aiAgentName'>[] =
    roomName === undefined
      ? everyRow((page) => callPage(scope, callFilters, page)).filter((call) => call.transcriptLines > 0)
      : [getSighting(scope.db, scope.workspaceId, roomName)].filter((call) => call !== undefined)
  const byRoom = new Map(calls.map((call) => [call.roomName, call]))
  return transcriptsOf(
    scope.db,
    scope.workspaceId,
    calls.map((call) => call.roomName),
  ).flatMap((segment) => {
    const call = byRoom.get(segment.roomName)
    if (!call) return []
    return [
      {
        roomName: segment.roomName,
        customerName: call.customerName,
        customerPhone: call.customerPhone,
        aiAgentName: call.aiAgentName,
        segmentId: segment.segmentId,
        speakerKind: segment.speaker.kind,
        speakerName: segment.speaker.name,
        startedAt: segment.startedAt,
        endedAt: segment.endedAt,
        text: segment.text,
      },
    ]
  })
}
