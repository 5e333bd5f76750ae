import type { ActivityEntry, AgentRow, CallRow, ConversationRow, DispositionRow, TranscriptExportRow } from '../../shared/bridge'
import type { CsvColumn } from '../../shared/csv'

/** The columns of each exported list, in the order the views show them. */

export const CONVERSATION_COLUMNS: readonly CsvColumn<ConversationRow>[] = [
  { header: 'Conversation', value: (r) => r.conversationId },
  { header: 'Customer', value: (r) => r.customerName },
  { header: 'Phone', value: (r) => r.customerPhone },
  { header: 'Email', value: (r) => r.customerEmail },
  { header: 'Agent', value: (r) => r.agentName },
  { header: 'Flow', value: (r) => r.flowName ?? r.flowId },
  { header: 'Direction', value: (r) => r.direction },
  { header: 'Messages', value: (r) => r.messageCount },
  { header: 'Last message', value: (r) => r.lastMessage?.text ?? null },
  { header: 'Last message at', value: (r) => r.lastMessage?.at ?? null },
  { header: 'Started at', value: (r) => r.createdAt },
  { header: 'Updated at', value: (r) => r.updatedAt },
]

export const CALL_COLUMNS: readonly CsvColumn<CallRow>[] = [
  { header: 'Room', value: (r) => r.roomName },
  { header: 'Customer', value: (r) => r.customerName },
  { header: 'Phone', value: (r) => r.customerPhone },
  { header: 'Agent', value: (r) => r.aiAgentName },
  { header: 'Type', value: (r) => r.type },
  { header: 'First seen at', value: (r) => r.firstSeenAt },
  { header: 'Last seen at', value: (r) => r.lastSeenAt },
  { header: 'Duration (s)', value: (r) => r.peakDuration },
  { header: 'Last sentiment', value: (r) => r.lastSentiment },
  { header: 'Transfer requested', value: (r) => r.transferRequested },
  { header: 'Ended', value: (r) => (r.ending === 'live' ? 'live' : `by ${r.ending}`) },
  { header: 'Ended at', value: (r) => r.endedAt },
]

export const TRANSCRIPT_COLUMNS: readonly CsvColumn<TranscriptExportRow>[] = [
  { header: 'Room', value: (r) => r.roomName },
  { header: 'Customer', value: (r) => r.customerName },
  { header: 'Phone', value: (r) => r.customerPhone },
  { header: 'Agent', value: (r) => r.aiAgentName },
  { header: 'Segment', value: (r) => r.segmentId },
  { header: 'Speaker', value: (r) => r.speakerKind },
  { header: 'Speaker name', value: (r) => r.speakerName },
  { header: 'Started at', value: (r) => r.startedAt },
  { header: 'Ended at', value: (r) => r.endedAt },
  { header: 'Text', value: (r) => r.text },
]

export const DISPOSITION_COLUMNS: readonly CsvColumn<DispositionRow>[] = [
  { header: 'Disposition id', value: (r) => r._id },
  { header: 'Customer', value: (r) => r.customerName ?? null },
  { header: 'Phone', value: (r) => r.phoneNumber },
  { header: 'Disposition', value: (r) => r.disposition },
  { header: 'Status', value: (r) => r.status },
  { header: 'Scheduled at', value: (r) => r.scheduledAt },
  { header: 'Attempt', value: (r) => r.attempt },
  { header: 'Agent', value: (r) => r.agentName },
  { header: 'Batch', value: (r) => r.batchId ?? null },
  { header: 'Notes', value: (r) => r.notes },
  { header: 'Created at', value: (r) => r.createdAt },
  { header: 'Updated at', value: (r) => r.updatedAt ?? null },
]

export const AGENT_COLUMNS: readonly CsvColumn<AgentRow>[] = [
  { header: 'Agent id', value: (r) => r.agentId },
  { header: 'Name', value: (r) => r.name },
  { header: 'Model', value: (r) => r.model },
  { header: 'Voice provider', value: (r) => r.voiceProvider },
  { header: 'Voice', value: (r) => r.voiceName ?? r.voiceId },
  { header: 'Phone number id', value: (r) => r.phoneNumberId },
  { header: 'Flow', value: (r) => r.flowName ?? r.flowId },
  { header: 'Status', value: (r) => r.status },
]

export const ACTIVITY_COLUMNS: readonly CsvColumn<ActivityEntry>[] = [
  { header: 'At', value: (r) => r.at },
  { header: 'Workspace', value: (r) => r.workspaceId },
  { header: 'Who', value: (r) => r.who },
  { header: 'Action', value: (r) => r.kind },
  { header: 'Target', value: (r) => r.target },
  { header: 'Target id', value: (r) => r.targetId },
  { header: 'Outcome', value: (r) => r.outcome },
  { header: 'Error code', value: (r) => r.errorCode },
  { header: 'Detail', value: (r) => r.detail },
]
