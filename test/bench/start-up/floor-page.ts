/**
 * The floor of the first call on screen: a page that does only what showing
 * the calls needs. It opens the host's Bridge WebSocket with the session's
 * token (from the address's fragment, as the console reads it), asks
 * `calls.current` (the snapshot the wall asks for at start) and writes each
 * call as one line of text; ArrowRight focuses the first line. The bench puts
 * its files beside the built console, so the same host serves them, under
 * the same Content-Security-Policy (no inline script).
 */
export const FLOOR_FILES = {
  'bench-floor.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>First call floor</title></head>
<body><pre id="calls"></pre><script src="./bench-floor.js"></script></body></html>`,
  'bench-floor.js': `const list = document.getElementById('calls')
// With the start bundle, its Bridge may have moved the token from the address to the tab's storage first.
const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? sessionStorage.getItem('switchboard.token')
const socket = new WebSocket('ws://' + location.host + '/bridge?token=' + encodeURIComponent(token))
socket.onopen = () => socket.send(JSON.stringify({ type: 'invoke', id: 1, name: 'calls.current', args: {} }))
socket.onmessage = (event) => {
  const message = JSON.parse(event.data)
  if (message.type !== 'result' || message.id !== 1 || !message.result.ok) return
  for (const call of message.result.value.calls) {
    const line = document.createElement('div')
    line.dataset.room = call.roomName
    line.tabIndex = -1
    line.textContent = (call.customerName || call.customerPhone || 'Web visitor') + ' · ' + call.aiAgentName + ' · ' + call.duration + ' s'
    list.append(line)
  }
}
document.addEventListener('keydown', (event) => {
  if (event.key === 'ArrowRight') list.firstElementChild?.focus()
})
`,
}

/** What the console's `main.ts` throws on the floor with the start bundle: there is nothing to mount into. */
export const NO_MOUNT_POINT = 'index.html has no #app element'

/**
 * The floor with the start bundle: the console's built page, its scripts and
 * style sheet as they are (the Bridge's chunk opens its socket and asks its
 * early read), with the floor's list and script in place of the app's mount
 * point. The bundle is fetched and evaluated, then `main.ts` finds no `#app`
 * (`NO_MOUNT_POINT`): the floor of a page that must load this start bundle.
 */
export function floorWithBundle(consolePage: string): string {
  const page = consolePage.replace('<div id="app"></div>', '<pre id="calls"></pre><script src="./bench-floor.js"></script>')
  if (page === consolePage) throw new Error('the built index.html has no <div id="app"></div>')
  return page
}
