import { readFile, stat } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wav': 'audio/wav',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

/**
 * What the renderer build emits under `assets/` is named by its content's hash:
 * a rebuild changes the name, so the browser may keep it for good, and a start
 * then takes the scripts and their compiled code from its caches instead of
 * fetching and parsing them again.
 */
const BUILT_ASSET = /^assets[/\\]/

/**
 * Serves the built renderer with the Content-Security-Policy in force (`csp`);
 * unknown paths fall back to index.html (the app routes itself), which the
 * browser asks for again at every start (a rebuild names new assets in it).
 */
export async function serveStatic(rootDir: string, urlPath: string, res: ServerResponse, csp: string): Promise<void> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
    return void res.end('Refused: malformed escape in the path.')
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '')
  const candidate = join(rootDir, relative)
  const insideRoot = candidate === rootDir || candidate.startsWith(rootDir + sep)
  const file = insideRoot && (await isFile(candidate)) ? candidate : join(rootDir, 'index.html')
  const body = await readFile(file)
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': file === candidate && BUILT_ASSET.test(relative) ? 'max-age=31536000, immutable' : 'no-cache',
  })
  res.end(body)
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}
