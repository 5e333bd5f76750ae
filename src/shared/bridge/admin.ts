import { z } from 'zod'
import {
  AgentCreate,
  AgentUpdate,
  FlowCreate,
  FlowType,
  FlowUpdate,
  PhoneNumberConfigUpdate,
  type Agent,
  type Flow,
  type FlowFolder,
  type KnowledgeBase,
  type Permission,
  type PhoneNumber,
  type PhoneNumberConfig,
  type Workspace,
} from '../api'
import { idText } from './text'
import { command } from './define'
import type { ErrorWords } from './words'

/**
 * Admin: the workspace's agents, flows and folders, phone numbers, knowledge
 * bases and the workspace itself. Lists answer from the cache, so Admin reads
 * offline; details fetch the service's copy (user lane) and fall back to the
 * cached one. Writes need the service: offline they are refused, never queued.
 */

/** Where a shown copy came from: `service` just now, or `cache` with `note` saying why. */
export interface Freshness {
  source: 'service' | 'cache'
  /** When the copy shown was fetched; null for a cached row that only the periodic sync wrote. */
  fetchedAt: string | null
  /** In English; `noteWords` in the supervisor's language when core has them. */
  note: string | null
  noteWords?: ErrorWords
}

export interface AdminRef {
  id: string
  name: string
}

/** An agent with the names of its voice, number and flow, as Admin's list and History's directory show it. */
export interface AgentRow {
  agentId: string
  name: string
  model: string
  voiceProvider: string
  voiceId: string
  /** The cached voice's name, when the voice is one of the workspace's. */
  voiceName: string | null
  phoneNumberId: string | null
  /** E.164, when the number is cached. */
  phoneNumber: string | null
  flowId: string | null
  flowName: string | null
  status: string | null
  updatedAt: string | null
}

export interface AdminVoiceChoice {
  voiceId: string
  name: string
  language: string
}

export interface AdminNumberChoice {
  phoneNumberId: string
  phoneNumber: string
  label: string
  flowType: FlowType
  /** The agent it routes to now; assigning moves it. */
  agentId: string | null
  agentName: string | null
}

/** What the agent form offers: the workspace's call flows, voices, the models and providers in use, the numbers. */
export interface AgentChoices {
  callFlows: AdminRef[]
  voices: AdminVoiceChoice[]
  models: string[]
  voiceProviders: string[]
  phoneNumbers: AdminNumberChoice[]
}

export interface AdminAgents {
  workspaceId: string | null
  agents: AgentRow[]
  choices: AgentChoices
}

export interface AgentDetail extends Freshness {
  agent: Agent
  row: AgentRow
}

export interface AgentDeleted {
  agentId: string
  /** The number the agent had, now unassigned. */
  releasedPhoneNumberId: string | null
  /** Set when the deletion went through but what it changed could not be read back: in English, `noteWords` in the supervisor's language. */
  note: string | null
  noteWords?: ErrorWords
}

export interface AdminFlowRow {
  flowId: string
  name: string
  description: string
  type: FlowType | null
  /** Null when the service did not send the flow's nodes. */
  nodeCount: number | null
  edgeCount: number | null
  updatedAt: string
}

export interface FlowDetail extends Freshness {
  flow: Flow
  /** The cached agents that use it: they lose their flow if it is deleted. */
  usedBy: AdminRef[]
}

export interface FlowDeleted {
  flowId: string
  /** Set when the deletion went through but what it changed could not be read back: in English, `noteWords` in the supervisor's language. */
  note: string | null
  noteWords?: ErrorWords
}

/** A folder or knowledge base opened once, so it can be opened again (the service has no list of them). */
export interface RememberedRecord {
  id: string
  name: string
  openedAt: string
  fetchedAt: string
}

export interface FolderDetail extends Freshness {
  folder: FlowFolder
}

export interface AdminPhoneNumberRow extends PhoneNumber {
  agentName: string | null
  /** The configuration (read shape) as last fetched; null until then. */
  config: PhoneNumberConfig | null
  configFetchedAt: string | null
}

export interface AdminPhoneNumbers extends Freshness {
  workspaceId: string | null
  numbers: AdminPhoneNumberRow[]
}

export interface PhoneNumberDetail extends Freshness {
  number: AdminPhoneNumberRow
}

export interface KnowledgeBaseDetail extends Freshness {
  knowledgeBase: KnowledgeBase
}

export interface WorkspaceDetail extends Freshness {
  workspace: Workspace
  /** The permissions roles can be given (`GET /v1/api/roles-and-permissions/permissions`). */
  permissions: Permission[] | null
  /** Why the permissions are missing, when they are: in English, `permissionsNoteWords` in the supervisor's language. */
  permissionsNote: string | null
  permissionsNoteWords?: ErrorWords
}

const Id = idText({ trim: true })
const Empty = z.object({}).strict()

export const adminCommands = {
  /** The cached agents, by name, with what the agent form offers. */
  'admin.agents': command(() => Empty).returns<AdminAgents>(),
  'admin.agent': command(() => z.object({ agentId: Id }).strict()).returns<AgentDetail>(),
  'admin.createAgent': command(() => z.object({ agent: AgentCreate }).strict()).returns<AgentDetail>(),
  'admin.updateAgent': command(() => z.object({ agentId: Id, changes: AgentUpdate }).strict()).returns<AgentDetail>(),
  'admin.deleteAgent': command(() => z.object({ agentId: Id }).strict()).returns<AgentDeleted>(),
  /** Routes the number to the agent (`PUT .../config {agentId}`); it leaves the agent it had. */
  'admin.assignPhoneNumber': command(() => z.object({ agentId: Id, phoneNumberId: Id }).strict()).returns<AgentDetail>(),
  /** `POST /v1/api/agents/{agentId}/release/{phoneNumberId}` with `confirmation: true`. */
  'admin.releasePhoneNumber': command(() => z.object({ agentId: Id, phoneNumberId: Id }).strict()).returns<AgentDetail>(),

  /** The cached flows, by name. */
  'admin.flows': command(() => Empty).returns<AdminFlowRow[]>(),
  'admin.flow': command(() => z.object({ flowId: Id }).strict()).returns<FlowDetail>(),
  'admin.createFlow': command(() => z.object({ flow: FlowCreate }).strict()).returns<FlowDetail>(),
  'admin.updateFlow': command(() => z.object({ flowId: Id, changes: FlowUpdate }).strict()).returns<FlowDetail>(),
  'admin.deleteFlow': command(() => z.object({ flowId: Id }).strict()).returns<FlowDeleted>(),

  /** The folders opened before, latest first. */
  'admin.folders': command(() => Empty).returns<RememberedRecord[]>(),
  /** Fetches the folder and remembers it; offline, the copy remembered. */
  'admin.openFolder': command(() => z.object({ folderId: Id }).strict()).returns<FolderDetail>(),
  'admin.forgetFolder': command(() => z.object({ folderId: Id }).strict()).returns<RememberedRecord[]>(),
  'admin.addFlowToFolder': command(() => z.object({ folderId: Id, flowId: Id, flowType: FlowType }).strict()).returns<FolderDetail>(),
  'admin.removeFlowFromFolder': command(() => z.object({ folderId: Id, flowId: Id }).strict()).returns<FolderDetail>(),

  /** The cached numbers; with `refresh`, listed from the service first when online. */
  'admin.phoneNumbers': command(() => z.object({ refresh: z.boolean().default(false) }).strict()).returns<AdminPhoneNumbers>(),
  /** Fetches the number's configuration; offline, the copy fetched last. */
  'admin.phoneNumber': command(() => z.object({ phoneNumberId: Id }).strict()).returns<PhoneNumberDetail>(),
  'admin.updatePhoneNumber': command(() =>
    z.object({ phoneNumberId: Id, changes: PhoneNumberConfigUpdate }).strict(),
  ).returns<PhoneNumberDetail>(),

  /** The knowledge bases opened before, latest first. */
  'admin.knowledgeBases': command(() => Empty).returns<RememberedRecord[]>(),
  'admin.openKnowledgeBase': command(() => z.object({ knowledgeBaseId: Id }).strict()).returns<KnowledgeBaseDetail>(),
  'admin.forgetKnowledgeBase': command(() => z.object({ knowledgeBaseId: Id }).strict()).returns<RememberedRecord[]>(),

  /** The workspace and the permissions list; offline, the copies fetched last. */
  'admin.workspace': command(() => Empty).returns<WorkspaceDetail>(),
  /** `PUT /v1/api/workspaces/{id}`: the owner only. */
  'admin.renameWorkspace': command(() => z.object({ name: z.string().trim().min(1).max(100) }).strict()).returns<WorkspaceDetail>(),
}
