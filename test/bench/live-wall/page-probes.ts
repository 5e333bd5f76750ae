/**
 * What the bench adds to the console's page (an init script, before the app's
 * own code): a watch for a change reaching the screen, and the window's
 * visibility, which headless Chromium never changes by itself.
 */
declare global {
  interface Window {
    pixelProbe: {
      /**
       * Resolves with the epoch time (ms, high resolution) after the first frame
       * that shows `text` in the card (or row) of `roomName`: the next animation
       * frame, then a task, which runs once that frame has been painted.
       */
      painted(roomName: string, text: string): Promise<number>
      /** As the browser does when the window is hidden or shown: `visibilityState` and the `visibilitychange` event. */
      setHidden(hidden: boolean): void
    }
  }
}

/** Plain JavaScript, not a function for Playwright to serialise: the bench's TypeScript loader would add helpers the page lacks. */
export const PAGE_PROBES = `(() => {
  let hidden = false
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden })
  const epoch = () => performance.timeOrigin + performance.now()
  window.pixelProbe = {
    painted(roomName, text) {
      return new Promise((resolve) => {
        const afterPaint = () =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve(epoch())
            channel.port2.postMessage(null)
          })
        const shown = () => document.querySelector(\`[data-room="\${CSS.escape(roomName)}"]\`)?.textContent?.includes(text) === true
        if (shown()) return afterPaint()
        const observer = new MutationObserver(() => {
          if (!shown()) return
          observer.disconnect()
          afterPaint()
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      })
    },
    setHidden(value) {
      hidden = value
      document.dispatchEvent(new Event('visibilitychange'))
    },
  }
})()`
