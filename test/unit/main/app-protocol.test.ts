import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createElectronMock } from './electron-mock'

vi.mock('electron', () => createElectronMock())
const { rendererResponse, serveRenderer } = await import('../../../src/main/app-protocol')
const { RendererPolicy } = await import('../../../src/core/console')
const electron = (await import('electron')) as unknown as ReturnType<typeof createElectronMock>

const CSP = "default-src 'self'; connect-src 'self' wss://media.example.com https://media.example.com"

let root: string
let rendererDir: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'switchboard-protocol-'))
  rendererDir = join(root, 'renderer')
  mkdirSync(join(rendererDir, 'assets'), { recursive: true })
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Switchboard</title>')
  for (const name of ['app.js', 'app.css', 'icon.png', 'chime.wav', 'logo.svg', 'font.woff2', 'data.json', 'blob.bin', 'SHOUT.JS']) {
    writeFileSync(join(rendererDir, 'assets', name), `contents of ${name}`)
  }
  // Beside the renderer, as out/main and out/preload are: never reachable.
  writeFileSync(join(root, 'secret.txt'), 'main process files')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const get = (url: string, method = 'GET') => rendererResponse(rendererDir, { url, method }, CSP)

describe('the app:// protocol handler', () => {
  it('serves the built renderer, index.html at the root', async () => {
    for (const url of ['app://switchboard/', 'app://switchboard/index.html']) {
      const response = await get(url)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('<!doctype html><title>Switchboard</title>')
    }
    expect(await (await get('app://switchboard/assets/app.js')).text()).toBe('contents of app.js')
  })

  it('answers each file with its MIME type, and unknown ones as bytes that are never sniffed', async () => {
    const types: Record<string, string> = {
      'index.html': 'text/html; charset=utf-8',
      'assets/app.js': 'text/javascript; charset=utf-8',
      'assets/SHOUT.JS': 'text/javascript; charset=utf-8',
      'assets/app.css': 'text/css; charset=utf-8',
      'assets/icon.png': 'image/png',
      'assets/chime.wav': 'audio/wav',
      'assets/logo.svg': 'image/svg+xml',
      'assets/font.woff2': 'font/woff2',
      'assets/data.json': 'application/json',
      'assets/blob.bin': 'application/octet-stream',
    }
    for (const [path, type] of Object.entries(types)) {
      const response = await get(`app://switchboard/${path}`)
      expect(response.headers.get('content-type'), path).toBe(type)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })

  it('sends the Content-Security-Policy with every response, errors included', async () => {
    for (const url of ['app://switchboard/index.html', 'app://switchboard/assets/app.js', 'app://switchboard/missing.html']) {
      expect((await get(url)).headers.get('content-security-policy'), url).toBe(CSP)
    }
  })

  it('never serves a file outside the renderer folder', async () => {
    const attempts = [
      'app://switchboard/../secret.txt',
      'app://switchboard/assets/../../secret.txt',
      'app://switchboard/%2e%2e/secret.txt',
      'app://switchboard/%2E%2E%2Fsecret.txt',
      'app://switchboard/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      'app://switchboard/..%5csecret.txt',
      'app://switchboard/%2e%2e%5csecret.txt',
      `app://switchboard/${encodeURIComponent(join(root, 'secret.txt'))}`,
      'app://switchboard//etc/passwd',
      'app://switchboard/assets',
    ]
    for (const url of attempts) {
      const response = await get(url)
      expect(response.status, url).toBe(404)
      expect(await response.text(), url).not.toContain('main process files')
    }
  })

  it('refuses other hosts, malformed escapes, NUL bytes and methods other than GET and HEAD', async () => {
    expect((await get('app://evil/index.html')).status).toBe(404)
    expect((await get('app://switchboard/%E0%A4%A')).status).toBe(400)
    expect((await get('app://switchboard/index.html%00.png')).status).toBe(400)
    expect((await get('app://switchboard/index.html', 'POST')).status).toBe(405)
    const head = await get('app://switchboard/index.html', 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('is registered for app:// with the policy in force at each request', async () => {
    let origins = ['wss://a.example.com']
    const policy = new RendererPolicy(async () => origins)
    await policy.refresh()
    serveRenderer(rendererDir, () => policy.header())
    const handler = electron.protocol.handlers.get('app')!
    const csp = async () => (await handler(new Request('app://switchboard/index.html'))).headers.get('content-security-policy')
    expect(await csp()).toContain("connect-src 'self' wss://a.example.com")
    origins = ['wss://b.example.com']
    await policy.refresh()
    expect(await csp()).toContain("connect-src 'self' wss://b.example.com")
    expect(await csp()).not.toContain('a.example.com')
  })
})
