import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic } from '../../../src/web/static-files'

/**
 * How long the browser may keep what the host serves, over real HTTP: the
 * build's hashed assets for good (a start takes them and their compiled code
 * from its caches), the page itself asked for again at every start.
 */
let rendererDir: string
let server: Server
let origin: string

beforeAll(async () => {
  rendererDir = mkdtempSync(join(tmpdir(), 'switchboard-static-'))
  mkdirSync(join(rendererDir, 'assets'))
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Switchboard</title>')
  writeFileSync(join(rendererDir, 'assets/index-Ab12Cd34.js'), 'export {}')
  writeFileSync(join(rendererDir, 'bench-floor.js'), 'export {}')
  server = createServer((req, res) => void serveStatic(rendererDir, new URL(req.url ?? '/', 'http://host').pathname, res, "default-src 'self'"))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(rendererDir, { recursive: true, force: true })
})

async function served(path: string): Promise<{ body: string; cacheControl: string | null }> {
  const response = await fetch(origin + path)
  return { body: await response.text(), cacheControl: response.headers.get('cache-control') }
}

describe('the cache lifetime of what the browser host serves', () => {
  it('lets the browser keep a built asset, whose name changes with its content', async () => {
    expect(await served('/assets/index-Ab12Cd34.js')).toEqual({ body: 'export {}', cacheControl: 'max-age=31536000, immutable' })
  })

  it('has the page asked for again at every start, so a rebuild is seen', async () => {
    expect((await served('/')).cacheControl).toBe('no-cache')
    expect((await served('/index.html')).cacheControl).toBe('no-cache')
  })

  it('keeps no other file, nor the page answered for an asset the build no longer has', async () => {
    expect((await served('/bench-floor.js')).cacheControl).toBe('no-cache')
    const gone = await served('/assets/index-Zz99Yy88.js')
    expect(gone).toEqual({ body: '<!doctype html><title>Switchboard</title>', cacheControl: 'no-cache' })
  })
})
