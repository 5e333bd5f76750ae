import type { ConversationDetail, ConversationRow, RefreshedConversation } from '../../shared/bridge'
import { sentText, t } from '../i18n/translation.svelte'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { cached } from './cached'
import { timeZone } from '../app/time-zone.svelte'
import { conversationFilters, type ConversationViewFilters } from './filters'
import { PagedList } from './paged-list.svelte'

/** The open conversation: where the copy shown came from, and why it is the cached one when a refresh could not reach the service. */
type ShownConversation = RefreshedConversation

/** The conversations list, and the one conversation open beside it. */
export class ConversationsHistory {
  readonly list = new PagedList<ConversationViewFilters, ConversationRow>(
    (filters, page, limit) =>
      bridge.invoke('history.conversations', { filters: conversationFilters(filters, timeZone.zone), page, limit }),
    {},
  )
  #openId = $state<string | null>(null)
  #focusMessageId = $state<string | null>(null)
  /** Opening and refreshing read the same conversation: the latest of either wins. */
  readonly #shown = new Latest<ShownConversation>()
  #refreshing = $state(false)

  get openId(): string | null {
    return this.#openId
  }
  /** The message a search hit pointed at: scrolled to and highlighted. */
  get focusMessageId(): string | null {
    return this.#focusMessageId
  }
  get detail(): ConversationDetail | null {
    return this.#shown.value?.conversation ?? null
  }
  get detailError(): string | null {
    return this.#shown.error
  }
  /** Why a refresh answered the cached copy (offline, or the service failed). */
  get note(): string | null {
    const shown = this.#shown.value
    return shown?.note ? sentText(shown.noteWords, shown.note) : null
  }
  get refreshing(): boolean {
    return this.#refreshing
  }

  async open(conversationId: string, messageId: string | null = null): Promise<void> {
    this.#openId = conversationId
    this.#focusMessageId = messageId
    this.#refreshing = false
    const shown = this.#shown.value
    if (shown?.conversation.conversationId === conversationId) this.#shown.set({ ...shown, note: null })
    else this.#shown.reset()
    await this.#shown.load(async () => {
      const result = cached(await bridge.invoke('history.conversation', { conversationId }), t('history.conversation.notCached'))
      return result.ok ? { ok: true, value: { conversation: result.value, source: 'cache', note: null } } : result
    })
  }

  /** Opens a conversation the list cannot show (the service lists none): fetched from the service by its id. */
  async openById(conversationId: string): Promise<void> {
    this.#openId = conversationId
    this.#focusMessageId = null
    this.#shown.reset()
    await this.refresh()
  }

  close(): void {
    this.#shown.reset()
    this.#refreshing = false
    this.#openId = null
    this.#focusMessageId = null
  }

  /** Asks the service for the latest copy; offline the cache answers with a note. */
  async refresh(): Promise<void> {
    const conversationId = this.#openId
    if (!conversationId) return
    this.#refreshing = true
    const landed = await this.#shown.load(() => bridge.invoke('history.refreshConversation', { conversationId }))
    if (!landed) return
    this.#refreshing = false
    if (this.#shown.value?.source === 'service' && !this.#shown.error) void this.list.load()
  }

  reset(): void {
    this.list.reset()
    this.close()
  }
}
