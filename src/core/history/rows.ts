import type { CallDisposition, Conversation } from '../../shared/api'
import type {
  CallRow,
  ConversationDetail,
  ConversationRow,
  DispositionRow,
  MessageView,
} from '../../shared/bridge'
import { sightingSummary, type CallSighting, type ConversationListItem, type Directory } from '../cache'

/** Mapping of cache rows to the rows the history views show. */

export function conversationRow(
  item: ConversationListItem,
  names: Directory,
  messages: readonly MessageView[] | undefined,
): ConversationRow {
  const last = messages?.at(-1)
  return {
    conversationId: item._id,
    customerName: item.customer.name,
    customerPhone: item.customer.phone,
    customerEmail: item.customer.email,
    agentId: item.agentId,
    agentName: names.agentName(item.agentId) ?? item.agentId,
    flowId: item.pathwayId,
    flowName: names.flowName(item.pathwayId) ?? item.pathwayId,
    direction: item.direction,
    messageCount: item.messageCount,
    lastMessage: last ? { text: last.text, direction: last.direction, at: last.createdAt } : null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  }
}

export function messageViews(conversation: Conversation): MessageView[] {
  return conversation.messages.map((m) => ({
    messageId: m._id,
    direction: m.direction,
    sent: m.sent,
    status: m.status,
    text: m.message,
    createdAt: m.createdAt,
  }))
}

/** A full conversation as the detail view shows it; its list fields derive from its messages. */
export function conversationDetail(conversation: Conversation, names: Directory): ConversationDetail {
  const messages = messageViews(conversation)
  const item: ConversationListItem = {
    _id: conversation._id,
    userId: conversation.userId,
    pathwayId: conversation.pathwayId,
    agentId: conversation.agentId,
    customer: conversation.customer,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
    messageCount: messages.length,
    direction: messages[0]?.direction ?? null,
  }
  return { ...conversationRow(item, names, messages), messages }
}

export function callRow(sighting: CallSighting, transcriptLines: number): CallRow {
  return {
    ...sightingSummary(sighting),
    lastSentiment: sighting.lastSentiment,
    // A call missing from a poll is ended `remote` by the cache; null only while it is still listed.
    ending: sighting.active ? 'live' : (sighting.endedBy ?? 'remote'),
    transcriptLines,
  }
}

export function dispositionRow(disposition: CallDisposition, names: Directory): DispositionRow {
  return { ...disposition, agentName: names.agentName(disposition.agentId) ?? disposition.agentId }
}
