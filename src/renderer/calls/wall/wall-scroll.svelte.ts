/** How long after the wall's first frame the rows beyond the view may wait for the window to be idle. */
export const OVERSCAN_WAIT_MS = 100

/**
 * What the wall's windowing reads from the page: how far the wall's scroller
 * is scrolled past the top of the list, its height, the list's width and the
 * root font size (rows are sized in rem). Updated on scroll (passive) and on
 * resize; the list is the grid or the table body inside the scroller.
 */
export class WallScroll {
  top = $state(0)
  // No height until the first measure, which comes in the same task as the first render: no row is built only to go.
  height = $state(0)
  width = $state(globalThis.innerWidth ?? 0)
  rem = $state(16)
  #drawn = $state(false)
  #scroller: HTMLElement | null = null
  #offset = 0

  /** The rows to render beyond the view: none until the wall's first frame is drawn (it comes sooner), then `rows`. */
  overscan(rows: number): number {
    return this.#drawn ? rows : 0
  }

  /** Starts following `scroller` and `list`; answers the stop. */
  observe(scroller: HTMLElement, list: HTMLElement): () => void {
    this.#scroller = scroller
    const measure = () => {
      this.#offset = list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
      this.top = scroller.scrollTop - this.#offset
      this.height = scroller.clientHeight
      this.width = list.clientWidth
      this.rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
    }
    const scrolled = () => {
      this.top = scroller.scrollTop - this.#offset
    }
    measure()
    // Once idle after the frame that drew the rows in view.
    let idle: number | undefined
    const frame = requestAnimationFrame(() => (idle = requestIdleCallback(() => (this.#drawn = true), { timeout: OVERSCAN_WAIT_MS })))
    scroller.addEventListener('scroll', scrolled, { passive: true })
    const resize = new ResizeObserver(measure)
    resize.observe(scroller)
    // The border box: the window's padding moves within it as the wall scrolls, and must not count as a resize.
    resize.observe(list, { box: 'border-box' })
    return () => {
      cancelAnimationFrame(frame)
      if (idle !== undefined) cancelIdleCallback(idle)
      scroller.removeEventListener('scroll', scrolled)
      resize.disconnect()
      this.#scroller = null
    }
  }

  /** Scrolls so that the list's `y` (px from its top) is at the scroller's top (the first row: the very top), and reads the new position at once. */
  scrollTo(y: number): void {
    if (!this.#scroller) return
    this.#scroller.scrollTop = y <= 0 ? 0 : y + this.#offset
    this.top = this.#scroller.scrollTop - this.#offset
  }
}
