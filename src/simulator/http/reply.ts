import type { ServerResponse } from 'node:http'

/** What a route handler answers; the server writes it. */
export interface Reply {
  status: number
  body: unknown
  /** Sent as is when set (e.g. CSV), else `body` is serialised as JSON. */
  raw?: { contentType: string; text: string }
  headers?: Record<string, string>
}

export const ok = (body: unknown): Reply => ({ status: 200, body })
export const created = (body: unknown): Reply => ({ status: 201, body })

export function writeReply(res: ServerResponse, reply: Reply): void {
  const text = reply.raw ? reply.raw.text : JSON.stringify(reply.body)
  const contentType = reply.raw ? reply.raw.contentType : 'application/json; charset=utf-8'
  writeText(res, reply.status, contentType, text, reply.headers)
}

export function writeText(
  res: ServerResponse,
  status: number,
  contentType: string,
  text: string | Buffer,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(text),
    ...headers,
  })
  res.end(text)
}
