import { CARD_GRID, DEFAULT_WALL_RULES, autoFillColumns, liveDuration, wallWindow, type WallCall } from '../../../../src/renderer/calls/wall/model'
import { cardAttentionOf, cardViewOf, type CardAttention, type CardView } from '../../../../src/renderer/calls/wall/card-view'
import { formatDuration } from '../../../../src/renderer/lib/format'

/** The bench build scopes every component's CSS with this class, so this wall gets the same styles. */
const S = 'svelte-bench'

/** AttentionFlags.svelte's icons. */
const ICONS = {
  transfer: 'M4 8h14l-4-4M20 16H6l4 4',
  negative: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 16.5a5 5 0 0 1 8 0M9 9.5v1M15 9.5v1',
  nearMax: 'M6 3h12M6 21h12M7 3c0 6 10 5 10 9s-10 3-10 9M17 3c0 6-10 5-10 9s10 3 10 9',
}

const template = document.createElement('template')
template.innerHTML =
  `<article class="card ${S}"><header class="${S}"><button class="who ${S}" data-action="open" tabindex="-1"></button>` +
  ` <span class="duration ${S}"><small class="as-of ${S}" hidden="">as of </small></span></header>` +
  ` <div class="meta ${S}"></div> <div class="sentiment ${S}"><span class="dot ${S}" aria-hidden="true"></span></div>` +
` <p class="flags attention-flags ${S}">` +
  ` <span class="flag attention-flag transfer ${S}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${ICONS.transfer}"></path></svg>Transfer requested</span>` +
  ` <span class="attention-waiting"></span>` +
  ` <span class="flag attention-flag negative ${S}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${ICONS.negative}"></path></svg>Negative sentiment</span>` +
  ` <span class="flag attention-flag near-max ${S}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${ICONS.nearMax}"></path></svg>Near maximum duration</span></p>` +
  ` <p class="message ${S}"></p> <div class="participants ${S}"></div>` +
  ` <fieldset class="actions ${S}"><span class="ending-note ${S}" role="status">Ending…</span>` +
  ` <button data-action="listen" tabindex="-1" class="${S}">Listen</button> <button data-action="barge" tabindex="-1" class="${S}">Barge</button> <button class="end ${S}" data-action="end" tabindex="-1">End</button></fieldset></article>`

interface CardNodes {
  article: HTMLElement
  /** The version of the call the card shows. */
  entry: WallCall | null
  who: HTMLElement
  duration: Text
  meta: HTMLElement
  sentiment: Text
  /** What the nodes show now, so an update touches only what changed. */
  shown: { view: CardView | null; attention: CardAttention | null; duration: string; message: string }
  message: HTMLElement
  participants: HTMLElement
}

/**
 * The baseline: the same wall of cards written by hand against the DOM, windowed
 * as CallGrid is (the same sizes and window arithmetic, `wall-window.ts`): only
 * the rows in view and two around are in the DOM. Cards are cloned from a
 * template and kept by roomName while in the window; a poll or a scroll
 * re-fills only cards whose call changed, and in them only the nodes whose
 * text changed, then puts the window's cards in order.
 */
export class VanillaWall {
  readonly #scroller: HTMLElement
  readonly #grid: HTMLDivElement
  readonly #cards = new Map<string, CardNodes>()
  readonly #onScroll = () => this.#render()
  readonly #rem: number
  #calls: readonly WallCall[] = []
  #start = -1
  #end = -1

  /** `windowed: false` renders every card: the wall of 2,000 calls as it was before the windowing, for the memory figure. */
  constructor(
    scroller: HTMLElement,
    private readonly now: number,
    private readonly windowed = true,
  ) {
    this.#scroller = scroller
    this.#grid = document.createElement('div')
    this.#grid.className = `grid ${S}`
    this.#rem = parseFloat(getComputedStyle(document.documentElement).fontSize)
    this.#grid.style.cssText = `overflow-anchor: none; --card-height: ${CARD_GRID.cardRem}rem; --gap: ${CARD_GRID.gapRem}rem; --min-column: ${CARD_GRID.minColumnRem}rem`
    scroller.append(this.#grid)
    scroller.addEventListener('scroll', this.#onScroll, { passive: true })
  }

  create(calls: readonly WallCall[]): void {
    this.show(calls)
  }

  /** A poll: the wall's new order, unchanged calls as the same objects. */
  show(calls: readonly WallCall[]): void {
    this.#calls = calls
    this.#start = -1
    this.#render()
  }

  clear(): void {
    this.#scroller.removeEventListener('scroll', this.#onScroll)
    this.#grid.remove()
    this.#cards.clear()
  }

  #render(): void {
    const { cardRem, gapRem, minColumnRem, overscanRows } = CARD_GRID
    const columns = autoFillColumns(this.#grid.clientWidth || this.#scroller.clientWidth, minColumnRem * this.#rem, gapRem * this.#rem)
    const range = !this.windowed
      ? { start: 0, end: this.#calls.length, before: 0, after: 0 }
      : wallWindow({
      count: this.#calls.length,
      columns,
      pitch: (cardRem + gapRem) * this.#rem,
      top: this.#scroller.scrollTop,
      height: this.#scroller.clientHeight,
      overscan: overscanRows,
    })
    if (range.start === this.#start && range.end === this.#end) return
    this.#start = range.start
    this.#end = range.end
    const inWindow = this.#calls.slice(range.start, range.end)
    const keep = new Set(inWindow.map((entry) => entry.call.roomName))
    // The cards leaving go first: with them still in front, every card staying would be moved.
    for (const [room, nodes] of this.#cards) {
      if (keep.has(room)) continue
      nodes.article.remove()
      this.#cards.delete(room)
    }
    let at = this.#grid.firstChild
    for (const entry of inWindow) {
      const room = entry.call.roomName
      let nodes = this.#cards.get(room)
      if (!nodes) {
        nodes = this.#card()
        this.#cards.set(room, nodes)
      }
      if (nodes.entry !== entry) this.#fill(nodes, entry)
      if (nodes.article === at) at = at.nextSibling
      else this.#grid.insertBefore(nodes.article, at)
    }
    this.#grid.style.paddingTop = `${range.before}px`
    this.#grid.style.paddingBottom = `${range.after}px`
  }

  #card(): CardNodes {
    const article = (template.content.firstChild as HTMLElement).cloneNode(true) as HTMLElement
    const [header, meta, sentiment, , message, participants] = article.children as unknown as HTMLElement[]
    const durationSpan = header!.lastChild as HTMLElement
    return {
      article,
      entry: null,
      who: header!.firstChild as HTMLElement,
      duration: durationSpan.insertBefore(document.createTextNode(''), durationSpan.firstChild),
      meta: meta!,
      sentiment: sentiment!.appendChild(document.createTextNode('')),
      shown: { view: null, attention: null, duration: '', message: '' },
      message: message!,
      participants: participants!,
    }
  }

  #fill(nodes: CardNodes, entry: WallCall): void {
    nodes.entry = entry
    const { call } = entry
    const { shown } = nodes
    const view = cardViewOf(call)
    if (view !== shown.view) {
      nodes.article.dataset.room = call.roomName
      if (view.tone !== shown.view?.tone) nodes.article.dataset.tone = view.tone
      if (view.label !== shown.view?.label) {
        nodes.article.setAttribute('aria-label', `Call with ${view.label}`)
        nodes.who.textContent = view.label
      }
      if (view.meta !== shown.view?.meta) nodes.meta.textContent = view.meta
      if (view.sentiment !== shown.view?.sentiment) nodes.sentiment.data = view.sentiment
      if (view.participants !== shown.view?.participants) nodes.participants.textContent = view.participants
      shown.view = view
    }
    const attention = cardAttentionOf(entry, this.now, DEFAULT_WALL_RULES)
    if (attention !== shown.attention) {
      nodes.article.classList.toggle('pinned', attention.pinned)
      if (attention.lead) nodes.article.dataset.lead = attention.lead
      else delete nodes.article.dataset.lead
      if (attention.kinds) nodes.article.dataset.attention = attention.kinds
      else delete nodes.article.dataset.attention
      shown.attention = attention
    }
    const duration = formatDuration(liveDuration(entry, this.now))
    if (duration !== shown.duration) nodes.duration.data = shown.duration = duration
    if (call.lastMessage !== shown.message) nodes.message.textContent = shown.message = call.lastMessage
  }
}
