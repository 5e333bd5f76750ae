import { CARD_GRID, DEFAULT_WALL_RULES, autoFillColumns, liveDuration, wallWindow, type WallCall } from '../../../../src/renderer/calls/wall/model'
import { cardAttentionOf, cardViewOf, FLAG_ICONS, waitingText, type CardAttention, type CardView } from '../../../../src/renderer/calls/wall/card-view'
import { OVERSCAN_WAIT_MS } from '../../../../src/renderer/calls/wall/wall-scroll.svelte'
import { formatDuration } from '../../../../src/renderer/lib/format'

/** The bench build scopes every component's CSS with this class, so this wall gets the same styles. */
const S = 'svelte-bench'

const template = document.createElement('template')
template.innerHTML =
  `<article class="card ${S}"><header class="${S}"><button class="who ${S}" data-action="open" tabindex="-1"></button>` +
  ` <span class="duration ${S}"><small class="as-of ${S}" hidden="">as of </small></span></header>` +
  ` <div class="meta ${S}"></div> <div class="sentiment ${S}"><span class="dot ${S}" aria-hidden="true"></span></div>` +
  ` <p class="flags attention-flags ${S}" hidden=""><span class="attention-waiting ${S}" hidden=""></span></p>` +
  ` <p class="message ${S}"></p> <div class="participants ${S}"></div>` +
  ` <fieldset class="actions ${S}"><span class="ending-note ${S}" role="status">Ending…</span><span class="ended-note ${S}">Ended</span>` +
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
  shown: { view: CardView | null; attention: CardAttention | null; duration: string; waiting: string; message: string; ended: boolean }
  /** Its buttons' fieldset: disabled once the call ended under a held wall. */
  actions: HTMLFieldSetElement
  /** The flags' paragraph and its last child, the transfer's wait (AttentionFlags.svelte). */
  flags: HTMLElement
  waiting: HTMLElement
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
  #overscan = 0
  #frame = 0
  #idle: number | undefined

  /** `windowed: false` renders every card: the wall of 2,000 calls as it was before the windowing, for the memory figure. */
  constructor(
    scroller: HTMLElement,
    private readonly now: number,
    private readonly windowed = true,
  ) {
    this.#scroller = scroller
    this.#grid = document.createElement('div')
    this.#grid.className = `grid ${S}`
    // As CallGrid's: the cards' styles follow the density on the grid.
    this.#grid.dataset.density = 'comfortable'
    this.#rem = parseFloat(getComputedStyle(document.documentElement).fontSize)
    this.#grid.style.cssText = `overflow-anchor: none; --card-height: ${CARD_GRID.cardRem.comfortable}rem; --gap: ${CARD_GRID.gapRem}rem; --min-column: ${CARD_GRID.minColumnRem}rem`
    scroller.append(this.#grid)
    scroller.addEventListener('scroll', this.#onScroll, { passive: true })
  }

  /** As CallGrid: the rows in view first, the rows beyond them once the window is idle after that frame. */
  create(calls: readonly WallCall[]): void {
    this.show(calls)
    if (!this.windowed) return
    this.#frame = requestAnimationFrame(() => {
      this.#idle = requestIdleCallback(
        () => {
          this.#overscan = CARD_GRID.overscanRows
          this.#render()
        },
        { timeout: OVERSCAN_WAIT_MS },
      )
    })
  }

  /** A poll: the wall's new order, unchanged calls as the same objects. */
  show(calls: readonly WallCall[]): void {
    this.#calls = calls
    this.#start = -1
    this.#render()
  }

  clear(): void {
    cancelAnimationFrame(this.#frame)
    if (this.#idle !== undefined) cancelIdleCallback(this.#idle)
    this.#scroller.removeEventListener('scroll', this.#onScroll)
    this.#grid.remove()
    this.#cards.clear()
  }

  #render(): void {
    const { cardRem, gapRem, minColumnRem } = CARD_GRID
    const columns = autoFillColumns(this.#grid.clientWidth || this.#scroller.clientWidth, minColumnRem * this.#rem, gapRem * this.#rem)
    const range = !this.windowed
      ? { start: 0, end: this.#calls.length, before: 0, after: 0 }
      : wallWindow({
      count: this.#calls.length,
      columns,
      pitch: (cardRem.comfortable + gapRem) * this.#rem,
      top: this.#scroller.scrollTop,
      height: this.#scroller.clientHeight,
      overscan: this.#overscan,
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
    const [header, meta, sentiment, flags, message, participants, actions] = article.children as unknown as HTMLElement[]
    const durationSpan = header!.lastChild as HTMLElement
    return {
      article,
      entry: null,
      who: header!.firstChild as HTMLElement,
      duration: durationSpan.insertBefore(document.createTextNode(''), durationSpan.firstChild),
      meta: meta!,
      sentiment: sentiment!.appendChild(document.createTextNode('')),
      shown: { view: null, attention: null, duration: '', waiting: '', message: '', ended: false },
      actions: actions as HTMLFieldSetElement,
      flags: flags!,
      waiting: flags!.lastChild as HTMLElement,
      message: message!,
      participants: participants!,
    }
  }

  /** Each flag in its rule's colour, with its kind's icon and its words, and its note: AttentionFlags.svelte's markup. */
  #flags(nodes: CardNodes, attention: CardAttention): void {
    while (nodes.flags.firstChild !== nodes.waiting) nodes.flags.firstChild!.remove()
    for (const flag of attention.flags) {
      const span = document.createElement('span')
      span.className = `flag attention-flag ${flag.kind} ${S}`
      span.dataset.colour = flag.colour
      if (flag.red) span.dataset.red = 'true'
      if (flag.why) span.title = flag.why
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
      svg.setAttribute('viewBox', '0 0 24 24')
      svg.setAttribute('aria-hidden', 'true')
      const path = svg.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'path'))
      path.setAttribute('d', FLAG_ICONS[flag.kind])
      const label = document.createElement('span')
      label.className = `label ${S}`
      label.textContent = flag.label
      span.append(svg, label)
      nodes.flags.insertBefore(span, nodes.waiting)
      if (flag.note) {
        const why = document.createElement('span')
        why.className = `attention-why ${S}`
        why.textContent = flag.note
        nodes.flags.insertBefore(why, nodes.waiting)
      }
    }
    nodes.flags.hidden = attention.flags.length === 0
    this.#placeFlags(nodes, attention.flags.length > 0 || nodes.shown.waiting !== '')
  }

  /** CallCard has the flags' block only when it shows a flag or a wait. */
  #placeFlags(nodes: CardNodes, shown: boolean): void {
    if (!shown) nodes.flags.remove()
    else if (nodes.flags.parentNode !== nodes.article) nodes.article.insertBefore(nodes.flags, nodes.message)
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
        nodes.article.setAttribute('aria-label', view.callWith)
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
      this.#flags(nodes, attention)
      shown.attention = attention
    }
    const waiting = waitingText(entry, this.now)
    if (waiting !== shown.waiting) {
      nodes.waiting.textContent = shown.waiting = waiting
      nodes.waiting.hidden = !waiting
      this.#placeFlags(nodes, attention.flags.length > 0 || waiting !== '')
    }
    const duration = formatDuration(liveDuration(entry, this.now))
    if (duration !== shown.duration) nodes.duration.data = shown.duration = duration
    if (call.lastMessage !== shown.message) nodes.message.textContent = shown.message = call.lastMessage
    const ended = entry.endedAt !== undefined
    if (ended !== shown.ended) {
      nodes.article.classList.toggle('ended', ended)
      nodes.actions.disabled = shown.ended = ended
    }
  }
}
