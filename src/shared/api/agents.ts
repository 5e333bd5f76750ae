import { z } from 'zod'
import { IsoTimestamp, requiredText } from './common'

export const AgentVoice = z.object({ provider: z.string(), voiceId: z.string() })

/**
 * The reference shows `id`, `name`, `model` and `voice`. The other fields are our
 * conventional design (docs/api-choices.md) and optional, so a real service that
 * omits them still validates.
 */
export const Agent = z.object({
  id: z.string().min(1),
  name: z.string(),
  model: z.string(),
  voice: AgentVoice,
  personality: z.string().optional(),
  phoneNumberId: z.string().nullable().optional(),
  flowId: z.string().nullable().optional(),
  status: z.string().optional(),
  createdAt: IsoTimestamp.optional(),
  updatedAt: IsoTimestamp.optional(),
})
export type Agent = z.infer<typeof Agent>

/**
 * `flowId` (the agent's call flow) is our addition, like the optional fields of
 * `Agent`. The console's agent form validates with this schema too.
 */
export const AgentCreate = z.object({
  name: requiredText(),
  model: requiredText(),
  voice: z.object({ provider: requiredText(), voiceId: requiredText() }, { error: 'required' }),
  personality: z.string().optional(),
  flowId: z.string().min(1).optional(),
})
export type AgentCreate = z.infer<typeof AgentCreate>

export const AgentUpdate = AgentCreate.partial()
export type AgentUpdate = z.infer<typeof AgentUpdate>

export const ReleasePhoneNumberResponse = z.object({
  status: z.string(),
  message: z.string(),
  agent: Agent.optional(),
})
export type ReleasePhoneNumberResponse = z.infer<typeof ReleasePhoneNumberResponse>
