/**
 * Poll to pixel's floor: what any console that reads the service in one
 * process and draws in another must spend, with none of the console's work.
 * This process polls the proxy every 2 s as the host's poller does (Node's
 * `fetch`, the whole answer read as text), parses nothing, and sends the
 * answer's sequence number over a WebSocket to the relay page
 * (`relayPage`), which writes it into one text node.
 *
 * Run as `node --import tsx bare-relay.ts PROXY_URL API_KEY WORKSPACE_ID`
 * with its stdin a pipe from the bench; it prints `relay ws://127.0.0.1:PORT`
 * once it listens, and exits when that pipe closes (the bench stopped it, or
 * ended without stopping it).
 */
import { WebSocketServer } from 'ws'

const [proxyUrl, apiKey, workspaceId] = process.argv.slice(2) as [string, string, string]
const POLL_MS = 2_000

process.stdin.on('end', () => process.exit(0)).resume()

const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
server.on('listening', () => {
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error(`unexpected address ${String(address)}`)
  process.stdout.write(`relay ws://127.0.0.1:${address.port}\n`)
})
server.on('connection', (socket) => {
  const poll = async () => {
    const response = await fetch(`${proxyUrl}/v2/api/active-calls`, {
      headers: { 'x-api-key': apiKey, 'x-workspace-id': workspaceId, 'x-bench-relay': '1' },
    })
    await response.text()
    socket.send(response.headers.get('x-bench-seq') ?? '')
  }
  const timer = setInterval(() => void poll().catch((error: unknown) => process.stderr.write(`relay poll: ${String(error)}\n`)), POLL_MS)
  socket.on('close', () => clearInterval(timer))
})
