/**
 * Stands between the console and the simulator, so the bench sees each poll
 * from outside the host: when the answer to `GET /v2/api/active-calls` has been
 * handed to the socket (the poller's response complete, give or take a loopback
 * hop) and what it said. It numbers each poll's answer (`x-bench-seq`), and
 * serves the bench's own pages: the hand-written baseline page, which fetches
 * the same JSON from here, and the relay page of poll to pixel's floor.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'

/** Who polled: the console's host, the hand-written baseline page (Chromium), or the floor's bare relay (`bare-relay.ts`). */
export type Poller = 'host' | 'baseline' | 'relay'

export interface PollAnswer {
  /** Epoch milliseconds (high resolution) when the last byte was written. */
  at: number
  body: string
  by: Poller
  /** The answer's number, in the order answers were made (the `x-bench-seq` header). */
  seq: number
}

export interface ServiceProxy {
  url: string
  answers: PollAnswer[]
  /** Resolves with the first poll answer (of the host) at or after `since` that contains `text`. */
  answerWith(text: string, since: number): Promise<PollAnswer>
  close(): Promise<void>
}

export const epochNow = (): number => performance.timeOrigin + performance.now()

const pollerOf = (req: IncomingMessage): Poller =>
  req.headers['x-bench-relay'] ? 'relay' : (req.headers['user-agent'] ?? '').includes('Mozilla') ? 'baseline' : 'host'

/** `pages`: HTML served at their paths, e.g. `/` and `/relay`. */
export async function startServiceProxy(upstream: string, pages: Record<string, string>): Promise<ServiceProxy> {
  const answers: PollAnswer[] = []
  let seq = 0
  const waiting: { text: string; since: number; resolve: (answer: PollAnswer) => void }[] = []

  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length', 'accept-encoding'].includes(name)),
    ) as Record<string, string>
    const answer = await fetch(`${upstream}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    })
    const body = await answer.text()
    const type = answer.headers.get('content-type') ?? 'application/json'
    const isPoll = req.method === 'GET' && req.url?.startsWith('/v2/api/active-calls') && answer.ok
    const number = ++seq
    res.writeHead(answer.status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'x-bench-seq': String(number) })
    res.end(body, () => {
      if (!isPoll) return
      const poll: PollAnswer = { at: epochNow(), body, by: pollerOf(req), seq: number }
      answers.push(poll)
      if (poll.by !== 'host') return
      for (const wait of [...waiting]) {
        if (poll.at >= wait.since && body.includes(wait.text)) {
          waiting.splice(waiting.indexOf(wait), 1)
          wait.resolve(poll)
        }
      }
    })
  }

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy.invalid').pathname
    if (Object.hasOwn(pages, path)) {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(pages[path])
      return
    }
    forward(req, res).catch((error: unknown) => {
      res.writeHead(502)
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answers,
    answerWith: (text, since) =>
      new Promise((resolve) => {
        const already = answers.find((poll) => poll.by === 'host' && poll.at >= since && poll.body.includes(text))
        if (already) resolve(already)
        else waiting.push({ text, since, resolve })
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
