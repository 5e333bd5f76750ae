import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Agent, CallDisposition, Conversation, Message } from '../../../../src/shared/api'
import {
  openCache,
  upsertAgents,
  upsertConversations,
  upsertDispositions,
  upsertFlows,
  Directory,
  type Cache,
} from '../../../../src/core/cache'
import {
  agentDirectory,
  callHistory,
  conversationPage,
  dispositionPage,
  exportHistory,
  searchHistory,
  type HistoryScope,
} from '../../../../src/core/history'
import { pollRecorder } from '../../../support/polls'
import { parseCsv } from './synced-console'

/** The history over a real SQLite file filled through the repositories, with data chosen to break things. */
const WS = 'ws_a'
let dir: string
let db: Cache

const at = (minute: number) => new Date(Date.UTC(2025, 2, 3, 9, minute)).toISOString()

function message(id: string, direction: Message['direction'], text: string, minute: number): Message {
  return { _id: id, direction, sent: true, message: text, status: direction === 'inbound' ? 'received' : 'approved', createdAt: at(minute), updatedAt: at(minute) }
}

function conversation(id: string, messages: Message[], fields: Partial<Conversation> = {}): Conversation {
  return {
    _id: id,
    userId: 'usr_1',
    pathwayId: 'flw_1',
    agentId: 'agt_1',
    customer: { name: 'Ana Pérez', email: 'ana@example.com', phone: '+14155550100' },
    messages,
    createdAt: messages[0]?.createdAt ?? at(0),
    updatedAt: messages.at(-1)?.updatedAt ?? at(0),
    ...fields,
  }
}

function disposition(id: string, fields: Partial<CallDisposition>): CallDisposition {
  return {
    _id: id,
    phoneNumber: '+14155550100',
    disposition: 'callback',
    status: 'scheduled',
    scheduledAt: at(30),
    attempt: 1,
    agentId: 'agt_1',
    batchId: null,
    createdAt: at(1),
    notes: '',
    ...fields,
  }
}

const AGENT: Agent = { id: 'agt_1', name: 'Billing Bot', model: 'gpt-4o', voice: { provider: 'eleven', voiceId: 'voice_x' }, phoneNumberId: 'pn_1', flowId: 'flw_1' }

function scope(workspaceId = WS, withPendingEdits?: HistoryScope['withPendingEdits']): HistoryScope {
  return { db, workspaceId, names: new Directory(db, workspaceId), ...(withPendingEdits ? { withPendingEdits } : {}) }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'switchboard-history-cache-'))
  db = openCache(join(dir, 'cache.sqlite'))
  upsertAgents(db, WS, [AGENT])
  upsertFlows(db, WS, [{ _id: 'flw_1', name: 'Invoices', description: '', type: 'message', createdAt: at(0), updatedAt: at(0) }])
  upsertConversations(db, WS, [
    conversation('conv_1', [
      message('m1', 'inbound', '=HYPERLINK("http://evil.example","refund")', 1),
      message('m2', 'outbound', 'Your refund, "as agreed", is on its way\nthanks <b>again</b>', 2),
    ], { customer: { name: 'Smith, "Jo"', email: '', phone: '+14155550111' } }),
    conversation('conv_2', [message('m3', 'outbound', 'Reminder about the invoice', 5)], { agentId: 'agt_gone' }),
  ])
  // A list summary only: its messages were never fetched.
  const { messages: _none, ...summary } = conversation('conv_3', [], { createdAt: at(10), updatedAt: at(10) })
  upsertConversations(db, WS, [{ ...summary, messageCount: 4 }])
  upsertDispositions(db, WS, [
    disposition('d1', { customerName: '@admin', notes: '-1+1\nsecond line, with comma' }),
    disposition('d2', { customerName: 'Lee', status: 'completed', createdAt: at(2) }),
  ])
  // Another workspace with the same ids: never shown in ws_a.
  upsertConversations(db, 'ws_b', [conversation('conv_1', [message('m1', 'inbound', 'refund elsewhere', 1)])])
})

afterEach(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('history over the cache file', () => {
  it('maps conversations: names when cached, ids otherwise, no last message until fetched', () => {
    const page = conversationPage(scope(), {}, { page: 1, limit: 50 })
    expect(page.data.map((row) => row.conversationId)).toEqual(['conv_3', 'conv_2', 'conv_1'])
    const [summaryOnly, gone, first] = page.data
    expect(summaryOnly).toMatchObject({ messageCount: 4, lastMessage: null, direction: null })
    expect(gone).toMatchObject({ agentName: 'agt_gone', flowName: 'Invoices' })
    expect(first).toMatchObject({ agentName: 'Billing Bot', direction: 'inbound', messageCount: 2 })
    expect(first?.lastMessage?.text).toContain('on its way')
  })

  it('keeps every character of a match as text, marks only the matched word', () => {
    const results = searchHistory(scope(), 'refund', 10)
    expect(results.messages.map((hit) => hit.messageId).sort()).toEqual(['m1', 'm2'])
    const m2 = results.messages.find((hit) => hit.messageId === 'm2')!
    expect(m2.snippet.map((part) => part.text).join('')).toBe('Your refund, "as agreed", is on its way\nthanks <b>again</b>')
    expect(m2.snippet.filter((part) => part.marked)).toEqual([{ text: 'refund', marked: true }])
    expect(searchHistory(scope('ws_b'), 'refund', 10).messages).toHaveLength(1)
    expect(searchHistory(scope(), 'billing', 10).agents).toEqual([
      { agentId: 'agt_1', name: [{ text: 'Billing', marked: true }, { text: ' Bot', marked: false }], model: 'gpt-4o' },
    ])
    expect(searchHistory(scope(), '"*()', 10)).toMatchObject({ messages: [], conversations: [], dispositions: [], agents: [] })
  })

  it('exports CSV that round-trips through an RFC 4180 parser with formulas defused', () => {
    const conversations = exportHistory(scope(), { kind: 'conversations', filters: {}, format: 'csv' }, new Date(at(0)))
    expect(conversations.filename).toBe('switchboard-conversations-ws_a-20250303-0900.csv')
    const rows = parseCsv(conversations.content.replace(/^\uFEFF/, ''))
    const conv1 = rows.find((r) => r[0] === 'conv_1')!
    expect(conv1[1]).toBe('Smith, "Jo"')
    expect(conv1[2]).toBe("'+14155550111")
    expect(conv1[8]).toBe('Your refund, "as agreed", is on its way\nthanks <b>again</b>')

    const dispositions = exportHistory(scope(), { kind: 'dispositions', filters: { status: 'scheduled' }, format: 'csv' }, new Date())
    const [header, d1, ...rest] = parseCsv(dispositions.content.replace(/^\uFEFF/, ''))
    expect(rest).toEqual([])
    expect(header?.[1]).toBe('Customer')
    expect(d1?.[1]).toBe("'@admin")
    expect(d1?.[9]).toBe("'-1+1\nsecond line, with comma")
    expect(dispositions.content.startsWith('\uFEFF')).toBe(true)
    expect(dispositions.content.endsWith('\r\n')).toBe(true)
  })

  it('shows the supervisor’s unsent edits on dispositions', () => {
    const edited = scope(WS, (ds) => ds.map((d) => (d._id === 'd2' ? { ...d, notes: 'edited offline' } : d)))
    const rows = dispositionPage(edited, {}, { page: 1, limit: 50 }).data
    expect(rows.find((d) => d._id === 'd2')).toMatchObject({ notes: 'edited offline', agentName: 'Billing Bot' })
    expect(dispositionPage(scope(), { search: 'second line' }, { page: 1, limit: 50 }).data.map((d) => d._id)).toEqual(['d1'])
  })

  it('counts calls per day in the supervisor’s zone and lists the agents directory', () => {
    const call = (roomName: string) => ({
      id: `call_${roomName}`, roomName, customerPhone: '+14155550100', customerName: null, aiAgentName: 'Billing Bot',
      duration: 30, status: 'active', sentiment: 'neutral', lastMessage: 'hi', transferRequested: false, type: 'phone' as const, participants: [],
    })
    const poll = pollRecorder(db, WS)
    poll([call('r1')], '2025-03-03T23:30:00.000Z')
    poll([call('r1'), call('r2')], '2025-03-04T00:30:00.000Z')
    poll([], '2025-03-04T00:31:00.000Z')
    const utc = callHistory(scope(), {}, { page: 1, limit: 50 }, 'UTC')
    expect(utc.perDay).toEqual([{ day: '2025-03-03', count: 1 }, { day: '2025-03-04', count: 1 }])
    expect(utc.page.data.map((c) => [c.roomName, c.ending])).toEqual([['r2', 'remote'], ['r1', 'remote']])
    expect(callHistory(scope(), {}, { page: 1, limit: 50 }, 'Europe/Berlin').perDay).toEqual([{ day: '2025-03-04', count: 2 }])

    expect(agentDirectory(scope())).toEqual([
      { agentId: 'agt_1', name: 'Billing Bot', model: 'gpt-4o', voiceProvider: 'eleven', voiceId: 'voice_x', voiceName: null, phoneNumberId: 'pn_1', phoneNumber: null, flowId: 'flw_1', flowName: 'Invoices', status: null, updatedAt: null },
    ])
  })
})
