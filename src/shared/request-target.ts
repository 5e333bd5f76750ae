/**
 * A request's target as a URL, or null when it is none: Node's HTTP parser
 * passes targets such as `http://[::1` that `URL` refuses, and every listener
 * answers those with 400 and closes, rather than failing on them.
 */
export function requestTarget(target: string | undefined): URL | null {
  try {
    return new URL(target ?? '/', 'http://127.0.0.1')
  } catch {
    return null
  }
}

/** The whole answer to a refused upgrade (the socket is still raw HTTP): the listener sends it and closes. */
export function upgradeRefusal(status: 400 | 401 | 403 | 404, message: string): string {
  const reason = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[status]
  return `HTTP/1.1 ${status} ${reason}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${new TextEncoder().encode(message).length}\r\nconnection: close\r\n\r\n${message}`
}
