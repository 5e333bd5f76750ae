import type { ConversationDetail, ConversationRow } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { conversationFilters, type ConversationViewFilters } from './filters'
import { PagedList } from './paged-list.svelte'

/** The conversations list, and the one conversation open beside it. */
export class ConversationsHistory {
  readonly list = new PagedList<ConversationViewFilters, ConversationRow>(
    (filters, page, limit) =>
      bridge.invoke('history.conversations', { filters: conversationFilters(filters), page, limit }),
    {},
  )
  #openId = $state<string | null>(null)
  #focusMessageId = $state<string | null>(null)
  #detail = $state.raw<ConversationDetail | null>(null)
  #detailError = $state<string | null>(null)
  #note = $state<string | null>(null)
  #refreshing = $state(false)
  #sequence = 0

  get openId(): string | null {
    return this.#openId
  }
  /** The message a search hit pointed at: scrolled to and highlighted. */
  get focusMessageId(): string | null {
    return this.#focusMessageId
  }
  get detail(): ConversationDetail | null {
    return this.#detail
  }
  get detailError(): string | null {
    return this.#detailError
  }
  /** Why a refresh answered the cached copy (offline, or the service failed). */
  get note(): string | null {
    return this.#note
  }
  get refreshing(): boolean {
    return this.#refreshing
  }

  async open(conversationId: string, messageId: string | null = null): Promise<void> {
    const sequence = ++this.#sequence
    this.#openId = conversationId
    this.#focusMessageId = messageId
    this.#note = null
    this.#detailError = null
    if (this.#detail?.conversationId !== conversationId) this.#detail = null
    const result = await bridge.invoke('history.conversation', { conversationId })
    if (sequence !== this.#sequence) return
    if (!result.ok) this.#detailError = result.error.message
    else if (!result.value) this.#detailError = 'This conversation is not in the cache any more.'
    else this.#detail = result.value
  }

  close(): void {
    this.#sequence++
    this.#openId = null
    this.#focusMessageId = null
    this.#detail = null
    this.#detailError = null
    this.#note = null
  }

  /** Asks the service for the latest copy; offline the cache answers with a note. */
  async refresh(): Promise<void> {
    const conversationId = this.#openId
    if (!conversationId) return
    const sequence = ++this.#sequence
    this.#refreshing = true
    const result = await bridge.invoke('history.refreshConversation', { conversationId })
    if (sequence !== this.#sequence) return
    this.#refreshing = false
    if (!result.ok) {
      this.#detailError = result.error.message
      return
    }
    this.#detail = result.value.conversation
    this.#detailError = null
    this.#note = result.value.note
    if (result.value.source === 'service') void this.list.load()
  }

  reset(): void {
    this.list.reset()
    this.close()
  }
}
