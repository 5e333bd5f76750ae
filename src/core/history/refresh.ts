import type { ConnectionStatus, RefreshedConversation } from '../../shared/bridge'
import { apiErrorWords, isApiError, type ApiClient } from '../api'
import { getConversation, upsertConversations } from '../cache'
import { CoreError, inEnglish, words, type CoreWords } from '../errors/core-error'
import type { HistoryScope } from './lists'
import { conversationDetail } from './rows'

const OFFLINE = words('errors.history.offlineCopy')
export const OFFLINE_NOTE = inEnglish(OFFLINE)

/**
 * Fetches the conversation from the service (user lane: a supervisor waits on
 * it), stores it through the repository, and answers the stored copy. Offline,
 * or when the service cannot answer, it answers the cached copy with a note
 * saying why; it fails only when there is no cached copy either.
 */
export async function refreshConversation(
  scope: HistoryScope,
  client: ApiClient,
  conversationId: string,
  connection: ConnectionStatus,
): Promise<RefreshedConversation> {
  const { db, workspaceId, names } = scope
  /** `note`: core's message (sent in English and as its words) or text that quotes the service. */
  const fromCache = (note: CoreWords | string, error?: unknown): RefreshedConversation => {
    const cached = getConversation(db, workspaceId, conversationId)
    if (!cached) throw error ?? notCached(conversationId)
    const said = typeof note === 'string' ? { note } : { note: inEnglish(note), noteWords: note }
    return { conversation: conversationDetail(cached, names), source: 'cache', ...said }
  }
  if (connection.state === 'offline') return fromCache(OFFLINE)
  try {
    // The client validates the answer against the Conversation schema before it returns.
    const fresh = await client.conversations.get(conversationId, { lane: 'user' })
    upsertConversations(db, workspaceId, [fresh])
    const stored = getConversation(db, workspaceId, conversationId) ?? fresh
    return { conversation: conversationDetail(stored, names), source: 'service', note: null }
  } catch (error) {
    if (!isApiError(error)) throw error
    if (error.status === 404) {
      return fromCache(words('errors.history.goneCopy'), error)
    }
    const offline = error.code === 'offline' || error.code === 'timeout'
    return fromCache(offline ? OFFLINE : words('errors.history.refreshFailed', { reason: apiErrorWords(error) }), error)
  }
}

function notCached(conversationId: string): CoreError {
  return new CoreError('not_found', words('errors.history.notCached', { id: conversationId }))
}
