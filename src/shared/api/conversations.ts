import { z } from 'zod'
import { IsoTimestamp } from './common'

export const Message = z.object({
  _id: z.string().min(1),
  direction: z.enum(['outbound', 'inbound']),
  sent: z.boolean(),
  message: z.string(),
  status: z.string(),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
})
export type Message = z.infer<typeof Message>

export const Customer = z.object({
  name: z.string().optional().default(''),
  email: z.string().optional().default(''),
  phone: z.string().optional().default(''),
})

export const Conversation = z.object({
  _id: z.string().min(1),
  userId: z.string(),
  pathwayId: z.string(),
  agentId: z.string(),
  customer: Customer,
  messages: z.array(Message),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
})
export type Conversation = z.infer<typeof Conversation>

/** Our `GET /v1/api/conversations` list (not shown in the reference): conversations without messages. */
export const ConversationSummary = Conversation.omit({ messages: true }).extend({
  messageCount: z.number().int().min(0).optional(),
})
export type ConversationSummary = z.infer<typeof ConversationSummary>
