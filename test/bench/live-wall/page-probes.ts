/**
 * What the bench adds to the console's page (an init script, before the app's
 * own code): a watch for a change reaching the screen, and the window's
 * visibility, which headless Chromium never changes by itself.
 */
export interface Painted {
  /** Epoch ms: the task after the frame that showed the change. */
  at: number
  /** Epoch ms: the page's task for the WebSocket message that brought it began (the first listener). */
  messageAt: number
  /** Epoch ms: the change was in the DOM (the MutationObserver's callback, at the end of that task's script). */
  changedAt: number
}

declare global {
  interface Window {
    pixelProbe: {
      /**
       * Resolves with the epoch time (ms, high resolution) after the first frame
       * that shows `text` in the card (or row) of `roomName`: the next animation
       * frame, then a task, which runs once that frame has been painted. And
       * when the host's WebSocket message that brought the change began to be
       * handled.
       */
      painted(roomName: string, text: string): Promise<Painted>
      /**
       * The display's floor, timed as \`painted\` is: after \`delayMs\`, a task
       * changes one text node (the probe's own, a corner of the page) and this
       * resolves with the milliseconds from that task to the paint that shows it.
       */
      floor(delayMs: number): Promise<number>
      /** As the browser does when the window is hidden or shown: `visibilityState` and the `visibilitychange` event. */
      setHidden(hidden: boolean): void
    }
  }
}

/**
 * The paint probe, for every page of the bench that times a paint (this one and
 * `relay-page.ts`): `epoch()`, and `afterPaint(done)`, which calls `done` with
 * the epoch time of the task after the next animation frame, that is once the
 * frame has been painted. Plain JavaScript, not a function for Playwright to
 * serialise: the bench's TypeScript loader would add helpers the page lacks.
 */
export const AFTER_PAINT = `const epoch = () => performance.timeOrigin + performance.now()
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => done(epoch())
      channel.port2.postMessage(null)
    })`

export const PAGE_PROBES = `(() => {
  let hidden = false
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden })
  ${AFTER_PAINT}
  let messageAt = 0
  const NativeWebSocket = WebSocket
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args)
      this.addEventListener('message', () => {
        messageAt = epoch()
      })
    }
  }
  let floorText = null
  let floorCount = 0
  window.pixelProbe = {
    painted(roomName, text) {
      return new Promise((resolve) => {
        const shown = () => document.querySelector(\`[data-room="\${CSS.escape(roomName)}"]\`)?.textContent?.includes(text) === true
        const changed = () => {
          const changedBy = messageAt
          const changedAt = epoch()
          afterPaint((at) => resolve({ at, messageAt: changedBy, changedAt }))
        }
        if (shown()) return changed()
        const observer = new MutationObserver(() => {
          if (!shown()) return
          observer.disconnect()
          changed()
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      })
    },
    floor(delayMs) {
      if (!floorText) {
        const corner = document.createElement('output')
        corner.style.cssText = 'position: fixed; right: 0; bottom: 0; font: 10px monospace; pointer-events: none'
        floorText = document.createTextNode('0')
        corner.append(floorText)
        document.body.append(corner)
      }
      return new Promise((resolve) =>
        setTimeout(() => {
          const at = epoch()
          floorText.data = String(++floorCount)
          afterPaint((paintedAt) => resolve(paintedAt - at))
        }, delayMs),
      )
    },
    setHidden(value) {
      hidden = value
      document.dispatchEvent(new Event('visibilitychange'))
    },
  }
})()`
