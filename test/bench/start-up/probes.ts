/**
 * What the bench adds to both pages (an init script, before their own code):
 * the first call painted, then a key press answered. Plain JavaScript, not a
 * function for Playwright to serialise (the bench's TypeScript loader would
 * add helpers the page lacks). Times are `performance.now()`: milliseconds
 * from the navigation's start.
 */
import { AFTER_PAINT } from '../live-wall/page-probes'

export interface StartTimes {
  /** The task after the frame that first showed a call (an element with `data-room`). */
  firstCall: number
  /** The task after the frame that showed the answer to ArrowRight pressed at `firstCall`: a call has the focus. */
  answered: number
}

/** A view opened from the navigation (performance.now() times). */
export interface ViewOpen {
  clickedAt: number
  /** The task after the frame that showed the view (its content, not the loading state). */
  shownAt: number
  /** When the last script or style fetched since the click arrived (Resource Timing), or the click when none was. */
  chunkAt: number
}

declare global {
  interface Window {
    startTimes: Promise<StartTimes>
    /** Clicks the navigation's button for the view labelled `label`. */
    openView(label: string): Promise<ViewOpen>
  }
}

export const START_PROBE = `(() => {
  ${AFTER_PAINT}
  const now = () => performance.now()
  const focusedCall = () => document.activeElement?.closest?.('[data-room]') != null
  window.startTimes = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-room]')) return
      observer.disconnect()
      afterPaint(() => {
        const firstCall = now()
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
        const check = () => (focusedCall() ? afterPaint(() => resolve({ firstCall, answered: now() })) : requestAnimationFrame(check))
        check()
      })
    })
    observer.observe(document, { childList: true, subtree: true })
  })
  window.openView = (label) =>
    new Promise((resolve) => {
      const button = [...document.querySelectorAll('nav[aria-label="Views"] button')].find((b) => b.textContent.trim() === label)
      const shown = () => {
        const main = document.querySelector('main[aria-label="' + label + '"]')
        return !!main?.firstElementChild && !main.querySelector(':scope > .loading')
      }
      const clickedAt = now()
      button.click()
      const check = () => {
        if (!shown()) return requestAnimationFrame(check)
        afterPaint(() => {
          const fetched = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= clickedAt && /\\.(js|css)$/.test(entry.name))
          resolve({ clickedAt, shownAt: now(), chunkAt: Math.max(clickedAt, ...fetched.map((entry) => entry.responseEnd)) })
        })
      }
      check()
    })
})()`
