/**
 * The quiet idle's baseline: a hand-written page that does what the wall must
 * do at rest and nothing more. It fetches the same JSON every 2 s, keeps one
 * card per call (name, agent, sentiment, last message, duration), updates the
 * text that changed, and ticks every duration once a second from one timer.
 */
export function baselinePage(apiKey: string, workspaceId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Baseline wall</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 1rem; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); gap: 0.6rem; }
  .card { border: 1px solid #ccc; border-radius: 6px; padding: 0.6rem 0.75rem; display: flex; flex-direction: column; gap: 0.3rem; }
  header { display: flex; justify-content: space-between; font-weight: 600; }
  .duration { font-variant-numeric: tabular-nums; }
  .meta, .message { color: #555; }
</style></head>
<body><div class="grid" id="grid"></div>
<script>
  const grid = document.getElementById('grid')
  const cards = new Map()
  const pad = (n) => String(n).padStart(2, '0')
  const format = (s) => (s >= 3600 ? Math.floor(s / 3600) + ':' : '') + pad(Math.floor((s % 3600) / 60)) + ':' + pad(s % 60)
  function text(node, value) { if (node.data !== value) node.data = value }
  function cardOf(call) {
    const el = document.createElement('article')
    el.className = 'card'
    el.innerHTML = '<header><span class="who"> </span><span class="duration"> </span></header><div class="meta"> </div><div class="sentiment"> </div><p class="message"> </p>'
    const node = (selector) => el.querySelector(selector).firstChild
    grid.append(el)
    return { el, who: node('.who'), duration: node('.duration'), meta: node('.meta'), sentiment: node('.sentiment'), message: node('.message'), call, seenAt: 0 }
  }
  function tick(now) {
    for (const card of cards.values()) text(card.duration, format(card.call.duration + Math.floor((now - card.seenAt) / 1000)))
  }
  async function poll() {
    const response = await fetch('/v2/api/active-calls', { headers: { 'x-api-key': ${JSON.stringify(apiKey)}, 'x-workspace-id': ${JSON.stringify(workspaceId)} } })
    const { data } = await response.json()
    const now = Date.now()
    const seen = new Set()
    for (const call of data) {
      seen.add(call.roomName)
      const card = cards.get(call.roomName) ?? cardOf(call)
      cards.set(call.roomName, card)
      card.call = call
      card.seenAt = now
      text(card.who, call.customerName || call.customerPhone || 'Web visitor')
      text(card.meta, call.aiAgentName)
      text(card.sentiment, call.sentiment)
      text(card.message, call.lastMessage || ' ')
    }
    for (const [room, card] of cards) if (!seen.has(room)) { card.el.remove(); cards.delete(room) }
    tick(now)
  }
  setInterval(() => tick(Date.now()), 1000)
  setInterval(poll, 2000)
  poll()
</script></body></html>`
}
