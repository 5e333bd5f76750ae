/**
 * The page end of poll to pixel's floor (`bare-relay.ts`): each WebSocket
 * message is an answer's sequence number, written into one text node; the
 * page keeps when that was painted, with the console page's paint probe
 * (`AFTER_PAINT`: the next animation frame, then a task).
 */
import { AFTER_PAINT } from './page-probes'

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
  ${AFTER_PAINT}
  const shown = document.getElementById('seq').appendChild(document.createTextNode(''))
  let waiting = []
  const socket = new WebSocket(new URLSearchParams(location.search).get('relay'))
  socket.onmessage = (event) => {
    const seq = Number(event.data)
    shown.data = String(seq)
    afterPaint((at) => {
      for (const resolve of waiting) resolve({ seq, at })
      waiting = []
    })
  }
  window.relay = { next: () => new Promise((resolve) => waiting.push(resolve)) }
</script></body></html>`
}
