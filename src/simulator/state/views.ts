import { isoInZone } from '../../shared/time/zoned-time'
import type {
  Agent,
  CallDisposition,
  Conversation,
  ConversationSummary,
  Flow,
  FlowFolder,
  FlowFolderIds,
  PhoneNumber,
  PhoneNumberConfig,
  Voice,
} from '../contract/shapes'
import type {
  AgentRecord,
  ConversationRecord,
  DispositionRecord,
  FlowRecord,
  FolderRecord,
  PhoneNumberRecord,
  Store,
  VoiceRecord,
} from './store'

/** The API objects of the records: internal fields such as `workspaceId` stay inside where the reference omits them. */
export function agentOf(a: AgentRecord): Agent {
  return {
    id: a.id,
    name: a.name,
    model: a.model,
    voice: a.voice,
    personality: a.personality,
    phoneNumberId: a.phoneNumberId,
    flowId: a.flowId,
    status: 'active',
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  }
}

export function flowOf(f: FlowRecord): Flow {
  return { _id: f._id, name: f.name, description: f.description, type: f.type, nodes: f.nodes, edges: f.edges, createdAt: f.createdAt, updatedAt: f.updatedAt }
}

const PATHWAY_MODELS = { call: 'CallPathway', message: 'MessagePathway' } as const

export function folderIdsOf(f: FolderRecord): FlowFolderIds {
  return {
    _id: f._id,
    workspaceId: f.workspaceId,
    name: f.name,
    color: f.color,
    icon: f.icon,
    flowType: f.flowType,
    pathwayModel: PATHWAY_MODELS[f.flowType],
    pathways: [...f.pathways],
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
  }
}

export function folderOf(f: FolderRecord, store: Store): FlowFolder {
  const pathways = f.pathways.flatMap((id) => {
    const flow = store.flows.get(id)
    return flow ? [{ _id: flow._id, name: flow.name, description: flow.description, createdAt: flow.createdAt, updatedAt: flow.updatedAt }] : []
  })
  return { ...folderIdsOf(f), pathways }
}

export function phoneNumberOf(n: PhoneNumberRecord): PhoneNumber {
  return {
    phoneNumberId: n.phoneNumberId,
    phoneNumber: n.phoneNumber,
    label: n.label,
    agentId: n.agentId,
    flowType: n.flowType,
    direction: n.direction,
    status: statusOf(n),
    maxCallDuration: n.maxCallDuration,
  }
}

export function configOf(n: PhoneNumberRecord): PhoneNumberConfig {
  return {
    phoneNumberId: n.phoneNumberId,
    agentId: n.agentId,
    flowType: n.flowType,
    direction: n.direction,
    status: statusOf(n),
    recording: n.recording,
    officeHours: { ...n.officeHours },
    transferCallerIdMode: n.transferCallerIdMode,
    metadataTags: [...n.metadataTags],
  }
}

function statusOf(n: PhoneNumberRecord): string {
  return n.agentId === null ? 'unassigned' : 'active'
}

export function voiceOf(v: VoiceRecord): Voice {
  return { _id: v._id, name: v.name, description: v.description, language: v.language, workspaceId: v.workspaceId, createdAt: v.createdAt }
}

export function dispositionOf(d: DispositionRecord, timeZone?: string): CallDisposition {
  const time = (value: string) => (timeZone === undefined ? value : isoInZone(value, timeZone))
  return {
    _id: d._id,
    phoneNumber: d.phoneNumber,
    disposition: d.disposition,
    status: d.status,
    scheduledAt: d.scheduledAt === null ? null : time(d.scheduledAt),
    attempt: d.attempt,
    agentId: d.agentId,
    batchId: d.batchId,
    createdAt: time(d.createdAt),
    updatedAt: time(d.updatedAt),
    notes: d.notes,
    customerName: d.customerName,
  }
}

export function conversationOf(c: ConversationRecord): Conversation {
  return {
    _id: c._id,
    userId: c.userId,
    pathwayId: c.pathwayId,
    agentId: c.agentId,
    customer: { ...c.customer },
    messages: c.messages.map((m) => ({ ...m })),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  }
}

export function conversationSummaryOf(c: ConversationRecord): ConversationSummary {
  const { messages, ...rest } = conversationOf(c)
  return { ...rest, messageCount: messages.length }
}
