import type { Transcript, TranscriptLine } from '../../../../src/renderer/calls/listen/transcript'
import { formatMoment } from '../../../../src/shared/time/zoned-format'

/** The Svelte scope class the bench page compiles with: the hand-written list carries it, so it gets the same CSS. */
const SCOPE = 'svelte-bench'

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className ? `${className} ${SCOPE}` : SCOPE
  return node
}

/** The transcript's markup by hand: the same elements, classes and attributes TranscriptView renders, kept by line key. */
export class VanillaTranscript {
  readonly lines: HTMLDivElement
  readonly #root: HTMLDivElement
  readonly #list: HTMLOListElement
  readonly #items = new Map<string, { item: HTMLLIElement; text: HTMLSpanElement }>()

  constructor(
    private readonly target: HTMLElement,
    private readonly zone: string,
  ) {
    this.#root = element('div', 'transcript')
    this.lines = element('div', 'lines')
    this.lines.setAttribute('role', 'log')
    this.lines.setAttribute('aria-label', 'Live transcript')
    this.lines.setAttribute('aria-relevant', 'additions')
    this.lines.tabIndex = 0
    this.#list = element('ol')
    this.lines.append(this.#list)
    this.#root.append(this.lines)
    target.append(this.#root)
  }

  show(transcript: Transcript): void {
    for (const line of transcript.lines) {
      const known = this.#items.get(line.key)
      if (!known) this.#list.append(this.#line(line))
      else {
        known.text.textContent = line.text
        known.item.classList.toggle('interim', !line.final)
      }
    }
    this.lines.scrollTop = this.lines.scrollHeight
  }

  clear(): void {
    this.#root.remove()
    this.#items.clear()
    this.target.scrollTop = 0
  }

  #line(line: TranscriptLine): HTMLLIElement {
    const item = element('li', line.final ? '' : 'interim')
    item.dataset.speaker = line.speaker?.kind ?? 'unknown'
    const time = element('time')
    time.dateTime = line.at
    time.textContent = formatMoment(line.at, this.zone)
    item.append(time, ' ')
    if (line.speaker) {
      const name = element('strong')
      name.textContent = line.speaker.name
      item.append(name, ' ')
    }
    const text = element('span', 'text')
    text.textContent = line.text
    item.append(text)
    this.#items.set(line.key, { item, text })
    return item
  }
}
