import type {
  AgentVoice,
  BatchCallStatus,
  BatchStatus,
  CallDisposition,
  Conversation,
  Direction,
  Flow,
  FlowType,
  KnowledgeBase,
  OfficeHours,
  TransferCallerIdMode,
  Voice,
  VoiceEmbedding,
  Workspace,
} from '../contract/shapes'

/** The simulator's records: the API objects plus what it needs to scope and relate them. */
export interface ApiKeyRecord {
  key: string
  userId: string
  /** `permissions`: the permission keys of a member with fewer than the role gives (docs/simulator.md). */
  workspaces: { workspaceId: string; role: 'owner' | 'member'; permissions?: readonly string[] }[]
}

export type WorkspaceRecord = Workspace

export interface AgentRecord {
  id: string
  workspaceId: string
  name: string
  model: string
  voice: AgentVoice
  personality: string
  phoneNumberId: string | null
  flowId: string | null
  createdAt: string
  updatedAt: string
}

export type FlowRecord = Flow & { workspaceId: string }

export interface FolderRecord {
  _id: string
  workspaceId: string
  name: string
  color: string
  icon: string
  flowType: FlowType
  pathways: string[]
  createdAt: string
  updatedAt: string
}

export interface PhoneNumberRecord {
  phoneNumberId: string
  workspaceId: string
  phoneNumber: string
  label: string
  agentId: string | null
  flowType: FlowType
  direction: Direction
  recording: boolean
  officeHours: OfficeHours
  transferCallerIdMode: TransferCallerIdMode
  metadataTags: string[]
  maxCallDuration: number
}

export type VoiceRecord = Voice & { embedding: VoiceEmbedding }

export type DispositionRecord = CallDisposition & { workspaceId: string }

export type ConversationRecord = Conversation & { workspaceId: string }
export type KnowledgeBaseRecord = KnowledgeBase

export interface BatchJobRecord {
  jobId: string
  batchId: string
  toNumber: string
  customerName: string
  variables: Record<string, string>
  status: BatchCallStatus
  callId: string | null
  roomName: string | null
  startedAt: string | null
  endedAt: string | null
}

export interface BatchRecord {
  batchId: string
  workspaceId: string
  agentId: string
  status: BatchStatus
  jobs: BatchJobRecord[]
  createdAt: string
  updatedAt: string
}
