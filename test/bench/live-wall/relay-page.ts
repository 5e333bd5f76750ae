/**
 * The page end of poll to pixel's floor (`bare-relay.ts`): each WebSocket
 * message is an answer's sequence number, written into one text node; the
 * page keeps when that was painted, timed as the console page's probe times
 * a card (`page-probes.ts`: the next animation frame, then a task).
 */
export interface RelayPaint {
  /** The proxy's sequence number of the answer (`PollAnswer.seq`). */
  seq: number
  /** Epoch ms: the task after the frame that showed it. */
  at: number
}

declare global {
  interface Window {
    relay: {
      /** Resolves with the next answer painted after the call. */
      next(): Promise<RelayPaint>
    }
  }
}

export function relayPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Poll to pixel's floor</title>
<style>body { font: 14px system-ui, sans-serif; margin: 1rem; }</style></head>
<body><p>Last answer: <output id="seq"></output></p>
<script>
  const shown = document.getElementById('seq').appendChild(document.createTextNode(''))
  const epoch = () => performance.timeOrigin + performance.now()
  let waiting = []
  const socket = new WebSocket(new URLSearchParams(location.search).get('relay'))
  socket.onmessage = (event) => {
    const seq = Number(event.data)
    shown.data = String(seq)
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        const paint = { seq, at: epoch() }
        for (const resolve of waiting) resolve(paint)
        waiting = []
      }
      channel.port2.postMessage(null)
    })
  }
  window.relay = { next: () => new Promise((resolve) => waiting.push(resolve)) }
</script></body></html>`
}
