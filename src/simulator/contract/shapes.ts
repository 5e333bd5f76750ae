/**
 * The simulator's own types of what it says and reads, written from the
 * contract (`contract/voice-agent-api.json`), never imported from the client:
 * the server checks each answer against the contract at run time, so these
 * types and the contract cannot drift apart unnoticed.
 */

export type FlowType = 'call' | 'message'
export type Direction = 'inbound' | 'outbound' | 'bidirectional'
export type TransferCallerIdMode = 'agent' | 'customer'
export type BatchStatus = 'queued' | 'running' | 'completed' | 'cancelled'
export type BatchCallStatus = 'queued' | 'in_progress' | 'completed' | 'failed' | 'cancelled'
export type MessageDirection = 'outbound' | 'inbound'
/** The events of the reference the simulator sends: a call's (docs/api-choices.md, "Webhooks"). */
export type WebhookEventName = 'call.started' | 'call.completed' | 'call.failed'

export interface AgentVoice {
  provider: string
  voiceId: string
}

export interface Agent {
  id: string
  name: string
  model: string
  voice: AgentVoice
  personality: string
  phoneNumberId: string | null
  flowId: string | null
  status: string
  createdAt: string
  updatedAt: string
}

export interface Flow {
  _id: string
  name: string
  description: string
  type: FlowType
  nodes: Record<string, unknown>[]
  edges: Record<string, unknown>[]
  createdAt: string
  updatedAt: string
}

export type FlowSummary = Pick<Flow, '_id' | 'name' | 'description' | 'createdAt' | 'updatedAt'>

interface FolderFields {
  _id: string
  workspaceId: string
  name: string
  color: string
  icon: string
  flowType: FlowType
  pathwayModel: string
  createdAt: string
  updatedAt: string
}
export type FlowFolder = FolderFields & { pathways: FlowSummary[] }
export type FlowFolderIds = FolderFields & { pathways: string[] }

export interface OfficeHours {
  enabled: boolean
  timezone?: string
  schedule?: Partial<Record<string, OpeningSlot[]>>
}

export interface OpeningSlot {
  start: string
  end: string
}

export interface PhoneNumberConfig {
  phoneNumberId: string
  agentId: string | null
  flowType: FlowType
  direction: Direction
  status: string
  recording: boolean
  officeHours: OfficeHours
  transferCallerIdMode: TransferCallerIdMode
  metadataTags: string[]
}

export interface PhoneNumber {
  phoneNumberId: string
  phoneNumber: string
  label: string
  agentId: string | null
  flowType: FlowType
  direction: Direction
  status: string
  maxCallDuration: number
}

export interface VoiceEmbedding {
  data: string
  format: string
}

export interface Voice {
  _id: string
  name: string
  description: string
  language: string
  workspaceId: string
  createdAt: string
}

export interface CallDisposition {
  _id: string
  phoneNumber: string
  disposition: string
  status: string
  scheduledAt: string | null
  attempt: number
  agentId: string
  batchId: string | null
  createdAt: string
  updatedAt: string
  notes: string
  customerName: string
}

export interface Message {
  _id: string
  direction: MessageDirection
  sent: boolean
  message: string
  status: string
  createdAt: string
  updatedAt: string
}

export interface Conversation {
  _id: string
  userId: string
  pathwayId: string
  agentId: string
  customer: { name: string; email: string; phone: string }
  messages: Message[]
  createdAt: string
  updatedAt: string
}

export type ConversationSummary = Omit<Conversation, 'messages'> & { messageCount: number }

export interface Participant {
  identity: string
  isAgent: boolean
  joinedAt: string
}

export interface ActiveCall {
  id: string
  roomName: string
  customerPhone: string
  customerName: string | null
  aiAgentName: string
  duration: number
  status: 'active'
  sentiment: string
  lastMessage: string
  transferRequested: boolean
  type: 'phone' | 'web'
  participants: Participant[]
}

export interface ActiveCallList {
  data: ActiveCall[]
  count: number
  timestamp: string
}

export interface KnowledgeBase {
  _id: string
  name: string
  description: string
  workspaceId: string
  files: { name: string; size: number; type: string; uploadedAt: string }[]
  createdAt: string
  updatedAt: string
}

export interface Workspace {
  _id: string
  name: string
  initials: string
  teamMembers: Record<string, unknown>[]
  createdAt: string
  updatedAt: string
}

export interface Permission {
  key: string
  name: string
  description: string
  category: string
}

export interface BatchProgress {
  batchId: string
  status: BatchStatus
  total: number
  queued: number
  inProgress: number
  completed: number
  failed: number
  cancelled: number
  percent: number
}

export type Batch = BatchProgress & { agentId: string; createdAt: string; updatedAt: string }

export interface BatchCall {
  jobId: string
  batchId: string
  toNumber: string
  variables: Record<string, string>
  status: BatchCallStatus
  callId: string | null
  roomName: string | null
  startedAt: string | null
  endedAt: string | null
}

export interface BatchRowError {
  row: number
  column?: string
  message: string
}

export interface BatchValidation {
  valid: boolean
  totalRows: number
  validRows: number
  columns: string[]
  errors: BatchRowError[]
  preview: Record<string, string>[]
}

export interface Page<T> {
  data: T[]
  total: number
  page: number
  limit: number
  totalPages: number
}

export interface ErrorShapeA {
  error: string
  details: string
  code?: string
}

export interface ErrorShapeB {
  error: { code: string; message: string }
}

/** The bodies the simulator reads, as the contract's request shapes let them through. */
export interface AgentWrite {
  name: string
  model: string
  voice: AgentVoice
  personality?: string
  flowId?: string
}

export interface FlowWrite {
  name: string
  description?: string
  type?: FlowType
  nodes?: ({ id: string } & Record<string, unknown>)[]
  edges?: ({ source: string; target: string; label?: string } & Record<string, unknown>)[]
}

export interface PhoneNumberConfigWrite {
  agentId?: string
  direction?: Direction
  maxCallDuration?: number
  recordingEnabled?: boolean
  officeHours?: { enabled: boolean; timezone?: string; schedule?: Partial<Record<string, OpeningSlot[]>> }
  transferCallerIdMode?: TransferCallerIdMode
  metadataTags?: string[]
  label?: string
}

export interface OutboundCallBody {
  to: string
  call_agent_id: string
  callback_url?: string
  dynamic_variables?: Record<string, string>
  metadata?: Record<string, unknown>
}

export interface PlaceCallBody {
  agentId: string
  toNumber: string
}

export interface VoiceWrite {
  name: string
  description?: string
  embedding: VoiceEmbedding
  language?: string
}

export interface DispositionWrite {
  scheduledAt?: string
  status?: string
  notes?: string
}

export interface FolderAdd {
  pathwayId: string
  pathwayType: FlowType
}

const E164_PATTERN = /^\+[1-9]\d{7,14}$/

export function isE164(value: string): boolean {
  return E164_PATTERN.test(value)
}

/** The upload limit of voice cloning (the reference's 50 MB). */
export const VOICE_CLONE_MAX_BYTES = 50 * 1024 * 1024
