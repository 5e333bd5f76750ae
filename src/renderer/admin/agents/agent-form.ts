import { AgentCreate, type Agent, type AgentUpdate } from '../../../shared/api'
import { fieldErrorsOf, type FieldErrors, type FieldPaths } from '../form-errors'

/** The agent form's fields as typed. */
export interface AgentDraft {
  name: string
  model: string
  provider: string
  voiceId: string
  personality: string
  flowId: string
}

/** Where the schema and the service name each field. */
export const AGENT_FIELDS: FieldPaths = {
  name: 'name',
  model: 'model',
  voice: 'voiceId',
  'voice.provider': 'provider',
  'voice.voiceId': 'voiceId',
  personality: 'personality',
  flowId: 'flowId',
}

export function draftOf(agent: Agent | null, defaults: { model: string; provider: string }): AgentDraft {
  return {
    name: agent?.name ?? '',
    model: agent?.model ?? defaults.model,
    provider: agent?.voice.provider ?? defaults.provider,
    voiceId: agent?.voice.voiceId ?? '',
    personality: agent?.personality ?? '',
    flowId: agent?.flowId ?? '',
  }
}

function candidate(draft: AgentDraft) {
  return {
    name: draft.name,
    model: draft.model,
    voice: { provider: draft.provider, voiceId: draft.voiceId },
    ...(draft.personality.trim() ? { personality: draft.personality } : {}),
    ...(draft.flowId ? { flowId: draft.flowId } : {}),
  }
}

/** The draft checked with the client's own schema (`AgentCreate`): the agent to create, or each field's problem. */
export function checkAgent(draft: AgentDraft): { agent: AgentCreate; errors: FieldErrors } {
  const parsed = AgentCreate.safeParse(candidate(draft))
  return parsed.success ? { agent: parsed.data, errors: {} } : { agent: candidate(draft), errors: fieldErrorsOf(parsed.error.issues, AGENT_FIELDS) }
}

/** What an edit changes, and only that: the service keeps the rest as it is. */
export function changesOf(agent: Agent, next: AgentCreate): AgentUpdate {
  const changes: AgentUpdate = {}
  if (next.name !== agent.name) changes.name = next.name
  if (next.model !== agent.model) changes.model = next.model
  if (next.voice.provider !== agent.voice.provider || next.voice.voiceId !== agent.voice.voiceId) changes.voice = next.voice
  if ((next.personality ?? '') !== (agent.personality ?? '')) changes.personality = next.personality ?? ''
  if (next.flowId !== undefined && next.flowId !== agent.flowId) changes.flowId = next.flowId
  return changes
}
