import type { HistorySearchResults } from '../../shared/bridge'
import { search, searchTranscripts, toFtsQuery } from '../cache'
import type { HistoryScope } from './lists'
import { foldedWords, highlightPrefixes, toHighlighted } from './segments'

/**
 * One search over the cache: messages, conversation customers, dispositions and
 * the lines of kept call transcripts through FTS5 (ranked by bm25), and agents by name in memory (a workspace has
 * tens of them). Each kind answers its best `limit`.
 */
export function searchHistory(scope: HistoryScope, query: string, limit: number): HistorySearchResults {
  const started = performance.now()
  const { db, workspaceId, names } = scope
  const found = search(db, workspaceId, query, { limit })
  const lines = searchTranscripts(db, workspaceId, query, { limit })
  // The same terms FTS5 searched: none when it searched nothing, one-letter ones dropped beside longer ones.
  const words = [...new Set(foldedWords(query))]
  const terms = toFtsQuery(query) === null ? [] : words.filter((w) => w.length > 1)
  const agents = terms.length === 0 ? [] : matchingAgents(scope, terms, limit)
  return {
    query,
    messages: found.messages.map((hit) => ({
      conversationId: hit.conversationId,
      messageId: hit.messageId,
      direction: hit.direction,
      createdAt: hit.createdAt,
      customerName: hit.customerName,
      snippet: toHighlighted(hit.snippet),
    })),
    conversations: found.conversations.map((hit) => ({
      conversationId: hit.conversationId,
      customerName: toHighlighted(hit.customerName),
      customerPhone: hit.customerPhone,
      agentName: names.agentName(hit.agentId) ?? hit.agentId,
      createdAt: hit.createdAt,
    })),
    dispositions: found.dispositions.map((hit) => ({
      dispositionId: hit.dispositionId,
      phoneNumber: hit.phoneNumber,
      customerName: hit.customerName === null ? null : toHighlighted(hit.customerName),
      notes: toHighlighted(hit.notes),
      disposition: hit.disposition,
      status: hit.status,
      scheduledAt: hit.scheduledAt,
    })),
    transcripts: lines.map((hit) => ({
      roomName: hit.roomName,
      segmentId: hit.segmentId,
      speaker: { kind: hit.speakerKind, name: hit.speakerName },
      startedAt: hit.startedAt,
      customerName: hit.customerName,
      customerPhone: hit.customerPhone,
      aiAgentName: hit.aiAgentName,
      snippet: toHighlighted(hit.snippet),
    })),
    agents,
    tookMs: performance.now() - started,
  }
}

/** Agents with, for every term, a word of their name that starts with it: how FTS5 matches the rest. */
function matchingAgents(scope: HistoryScope, terms: readonly string[], limit: number): HistorySearchResults['agents'] {
  const hits: HistorySearchResults['agents'] = []
  for (const agent of scope.names.agents) {
    const words = foldedWords(agent.name)
    if (!terms.every((term) => words.some((word) => word.startsWith(term)))) continue
    hits.push({ agentId: agent.id, name: highlightPrefixes(agent.name, terms), model: agent.model })
    if (hits.length >= limit) break
  }
  return hits
}
