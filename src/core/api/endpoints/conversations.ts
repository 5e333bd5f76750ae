import { Conversation, ConversationSummary, type ListQuery, type Page } from '../../../shared/api'
import { pageOrList } from '../list'
import type { RequestOptions } from '../options'
import { segment, type Transport } from '../transport'
import { requests } from './requests'

export interface ConversationQuery extends ListQuery {
  agentId?: string
  search?: string
}

export interface ConversationsApi {
  /** Conversations without their messages (docs/api-choices.md). */
  list(query?: ConversationQuery, options?: RequestOptions): Promise<Page<ConversationSummary>>
  get(conversationId: string, options?: RequestOptions): Promise<Conversation>
}

const ConversationPage = pageOrList(ConversationSummary)

export function conversationsApi(send: Transport): ConversationsApi {
  const { read } = requests(send)
  return {
    list: (query = {}, options) => read('/v1/api/conversations', ConversationPage, options, { query: { ...query }, items: { resource: 'conversations', item: ConversationSummary } }),
    get: (conversationId, options) => read(`/v1/api/conversations/${segment(conversationId)}`, Conversation, options),
  }
}
