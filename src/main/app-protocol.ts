import { protocol } from 'electron'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { APP_ORIGIN, APP_SCHEME } from './origins'

/** The types of what electron-vite builds into out/renderer; anything else is served as bytes, never sniffed. */
const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wav': 'audio/wav',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/** Must run before `app.whenReady()`: makes `app://` a secure, standard origin. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ])
}

/**
 * One `app://switchboard/...` request: a file of the built renderer with its
 * type and the Content-Security-Policy header, never a file outside `rendererDir`
 * (`..`, encoded or not, and other hosts answer 404).
 */
export async function rendererResponse(rendererDir: string, request: Pick<Request, 'url' | 'method'>, csp: string): Promise<Response> {
  const headers = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  }
  const refuse = (status: number, text: string) => new Response(text, { status, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } })
  if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'Method not allowed')
  const url = new URL(request.url)
  if (`${url.protocol}//${url.host}` !== APP_ORIGIN) return refuse(404, 'Not found')
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    return refuse(400, 'Bad request')
  }
  if (path.includes('\0')) return refuse(400, 'Bad request')
  const relative = normalize(path).replace(/^([/\\])+/, '')
  const file = join(rendererDir, relative || 'index.html')
  if (!file.startsWith(rendererDir + sep)) return refuse(404, 'Not found')
  let body: Buffer
  try {
    body = await readFile(file)
  } catch {
    return refuse(404, 'Not found')
  }
  const type = MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers: { ...headers, 'content-type': type } })
}

/** Serves the built renderer on `app://switchboard/`, each response with the policy in force. */
export function serveRenderer(rendererDir: string, csp: () => string): void {
  protocol.handle(APP_SCHEME, (request) => rendererResponse(rendererDir, request, csp()))
}
