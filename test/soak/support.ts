/**
 * What both soaks share: the simulator and the browser host as their own
 * processes (the e2e fixtures), the console's Bridge over the host's HTTP API,
 * the Live calls wall in Debian's Chromium, and the readings taken along the
 * way (the host's RSS and heap after GC, the renderer's heap and DOM, the
 * SQLite cache's pages and rows).
 */
import Database from 'better-sqlite3'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, CDPSession, Page } from 'playwright-core'
import WebSocket from 'ws'
import { heapBytes, launchChromium } from '../bench/support/chromium'
import { freePort, startSimulatorProcess, type SimulatorProcess } from '../e2e/fixtures/simulator-process'
import { invoke, startWebHostProcess, type RunningWebHost } from '../e2e/fixtures/web-host'

export { invoke }

export const OWNER_KEY = 'demo-owner-key'
export const WORKSPACE = 'ws_demo'
/** The poller's cadence while the wall is visible (`docs/reliability.md`). */
export const POLL_INTERVAL_MS = 2_000

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The simulator's test-control endpoints (not part of the service). */
export async function simControl<T>(simUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${simUrl}/_sim${path}`, {
    method,
    headers: { 'x-api-key': OWNER_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} /_sim${path}: HTTP ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** A service request as another client makes it (never through the chaos: `/_sim` aside, the soak asks only when chaos is off). */
export async function serviceGet<T>(simUrl: string, path: string): Promise<T> {
  const response = await fetch(`${simUrl}${path}`, { headers: { 'x-api-key': OWNER_KEY, 'x-workspace-id': WORKSPACE } })
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`)
  return (await response.json()) as T
}

export interface SoakRig {
  sim: SimulatorProcess
  host: RunningWebHost
  inspector: HostInspector
  browser: Browser
  page: Page
  cdp: CDPSession
  stop(): Promise<void>
}

/**
 * The simulator (with `simArgs`), the browser host with its inspector on a
 * loopback port, the demo workspace added through the Bridge, and Chromium on
 * the Live calls wall with its first cards painted.
 */
export async function startRig(simArgs: string[]): Promise<SoakRig> {
  const sim = await startSimulatorProcess(await freePort(), ['--plan', 'business', ...simArgs])
  const inspectPort = await freePort()
  let host: RunningWebHost | undefined
  let browser: Browser | undefined
  let inspector: HostInspector | undefined
  const stop = async () => {
    await browser?.close()
    inspector?.close()
    await host?.stop()
    await sim.stop()
  }
  try {
    host = await startWebHostProcess([], undefined, { NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` })
    inspector = await HostInspector.connect(inspectPort)
    await invoke(host, 'workspaces.add', { baseUrl: sim.url, workspaceId: WORKSPACE, apiKey: OWNER_KEY, plan: 'business' })
    browser = await launchChromium()
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    page.on('pageerror', (error) => process.stderr.write(`soak: page error: ${error.message}\n`))
    await page.goto(host.url)
    await page.evaluate(() => (window.location.hash = '#/calls'))
    await page.getByRole('heading', { level: 1, name: 'Live calls' }).waitFor()
    await page.locator('[data-room]').first().waitFor({ timeout: 30_000 })
    const cdp = await page.context().newCDPSession(page)
    return { sim, host, inspector, browser, page, cdp, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The process's resident set size (Linux `/proc`), in bytes. */
export function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`no VmRSS for process ${pid}`)
  return Number(match[1]) * 1024
}

/** The host process's V8 inspector (`--inspect`): its heap after a full GC. */
export class HostInspector {
  #next = 1
  readonly #waiting = new Map<number, (value: unknown) => void>()

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { id?: number; result?: unknown }
      if (message.id !== undefined) this.#waiting.get(message.id)?.(message.result)
    })
  }

  static async connect(port: number): Promise<HostInspector> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[]
    const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    return new HostInspector(socket)
  }

  #send<T>(method: string, params: object = {}): Promise<T> {
    const id = this.#next++
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`host inspector: ${method} unanswered in 30 s`)), 30_000)
      this.#waiting.set(id, (value) => {
        clearTimeout(timer)
        this.#waiting.delete(id)
        resolve(value as T)
      })
      this.socket.send(JSON.stringify({ id, method, params }))
    })
  }

  /** Used JS heap after three full collections. */
  async heapAfterGc(): Promise<number> {
    for (let i = 0; i < 3; i++) await this.#send('HeapProfiler.collectGarbage')
    return (await this.#send<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize
  }

  close(): void {
    this.socket.close()
  }
}

export interface RendererReading {
  /** JS heap plus Blink's, after GC. */
  heap: number
  /** Nodes Blink holds after GC, in the document or detached (CDP `Memory.getDOMCounters`). */
  domNodes: number
  /** Elements in the document now. */
  elements: number
  cards: number
}

export async function readRenderer(page: Page, cdp: CDPSession): Promise<RendererReading> {
  const heap = await heapBytes(cdp)
  const { nodes } = (await cdp.send('Memory.getDOMCounters')) as { nodes: number }
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length)
  const cards = await page.locator('[data-room]').count()
  return { heap, domNodes: nodes, elements, cards }
}

export interface CacheReading {
  /** Main file plus WAL, in bytes. */
  fileBytes: number
  pageSize: number
  /** Pages in use (page count less the freelist), as of the last commit. */
  usedPages: number
  freePages: number
  /** Per table: rows and the bytes of its b-trees (the table and its indexes, from `dbstat`). */
  tables: Map<string, { rows: number; bytes: number }>
}

/** Reads the console's cache file (`cache.sqlite`) through a read-only connection of its own. */
export function readCache(dataDir: string): CacheReading {
  const file = join(dataDir, 'cache.sqlite')
  const fileBytes = statSync(file).size + (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0)
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const pragma = (name: string) => db.pragma(name, { simple: true }) as number
    const pageCount = pragma('page_count')
    const freePages = pragma('freelist_count')
    const owners = db.prepare("SELECT name, tbl_name FROM sqlite_master WHERE type IN ('table', 'index')").all() as { name: string; tbl_name: string }[]
    const ownerOf = new Map(owners.map((o) => [o.name, o.tbl_name]))
    const plain = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%'")
      .all() as { name: string }[]
    const tables = new Map<string, { rows: number; bytes: number }>()
    for (const { name } of plain) {
      const { n } = db.prepare(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`).get() as { n: number }
      tables.set(name, { rows: n, bytes: 0 })
    }
    for (const { name, bytes } of db.prepare('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name').all() as { name: string; bytes: number }[]) {
      const table = tables.get(ownerOf.get(name) ?? name)
      if (table) table.bytes += bytes
    }
    return { fileBytes, pageSize: pragma('page_size'), usedPages: pageCount - freePages, freePages, tables }
  } finally {
    db.close()
  }
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
export const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`
export const pct = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
