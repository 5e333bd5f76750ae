/**
 * Chromium for the benches: Debian's browser (never a downloaded one) with the
 * e2e suite's flags, and a page built from a folder under `test/bench/browser/`
 * by Vite (and the Svelte plugin where asked), served on loopback. Also the two
 * CDP readings the browser benches take: main-thread CPU time and the heap.
 */
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core'
import { build, type Alias } from 'vite'
import { CHROMIUM_ARGS } from '../../../playwright.config'
import { i18nMessages } from '../../../scripts/i18n'

const REPO = join(import.meta.dirname, '../../..')
/** As the renderer's build: the messages come parsed, so the formatter ships without its parser (electron.vite.config.ts). */
const NO_PARSER: Alias = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

export interface BenchPageOptions {
  /** The page's folder, e.g. `test/bench/browser/call-wall` (an index.html and its scripts). */
  root: string
  viewport: { width: number; height: number }
  /** Compile `.svelte` files; `cssHash` fixes the scope class (a hand-written twin can then share the CSS). */
  svelte?: { cssHash?: string }
  alias?: Alias[]
}

export interface BenchPage {
  page: Page
  /** A CDP session with `Performance` enabled on thread ticks (for `mainThreadCpuMs`). */
  cdp: CDPSession
  close(): Promise<void>
}

/** Builds the page into a temp dir, serves it on 127.0.0.1 and opens it in a fresh Chromium. */
export async function openBenchPage(options: BenchPageOptions): Promise<BenchPage> {
  const outDir = mkdtempSync(join(tmpdir(), 'switchboard-bench-page-'))
  let server: Server | undefined
  let browser: Browser | undefined
  const close = async () => {
    await browser?.close()
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    rmSync(outDir, { recursive: true, force: true })
  }
  try {
    const cssHash = options.svelte?.cssHash
    await build({
      root: options.root,
      base: './',
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      // The console's words as its build gives them (scripts/i18n.ts): each module's English, parsed; no parser shipped.
      plugins: [
        ...(options.svelte ? [svelte({ configFile: false, compilerOptions: { runes: true, ...(cssHash ? { cssHash: () => cssHash } : {}) } })] : []),
        i18nMessages(REPO),
      ],
      resolve: { alias: [...(options.alias ?? []), NO_PARSER] },
      build: { outDir, emptyOutDir: true, modulePreload: false },
    })
    server = await serveStatic(outDir)
    browser = await launchChromium()
    const page = await browser.newPage({ viewport: options.viewport })
    page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`))
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    return { page, cdp, close }
  } catch (error) {
    await close()
    throw error
  }
}

async function serveStatic(dir: string): Promise<Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  const server = createServer((req, res) => {
    const path = join(dir, new URL(req.url ?? '/', 'http://bench').pathname.replace(/\/$/, '/index.html'))
    readFile(path).then(
      (body) => {
        res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' })
        res.end(body)
      },
      () => {
        res.writeHead(404)
        res.end()
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

/**
 * Main-thread CPU milliseconds of `work` in the page (`Performance.enable` in
 * thread ticks), after a collection outside the measured window rather than
 * one in the middle of it at random.
 */
export async function mainThreadCpuMs(cdp: CDPSession, work: () => Promise<unknown>): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const before = await threadTimeMs(cdp)
  await work()
  return (await threadTimeMs(cdp)) - before
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  tdur?: number
  args?: { name?: string }
}

/**
 * Runs `work` traced (the trace `category`) and answers the thread CPU time, in ms, of each `event` the renderer's
 * main thread completed meanwhile: a task (`ThreadControllerImpl::RunTask`, category `toplevel`) or a frame
 * (`ProxyMain::BeginMainFrame`, category `cc`). CPU time, not wall time: what the page asks of the machine.
 */
export async function mainThreadEventCpuMs(cdp: CDPSession, trace: { category: string; event: string }, work: () => Promise<unknown>): Promise<number[]> {
  const events: TraceEvent[] = []
  const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]))
  cdp.on('Tracing.dataCollected', collect)
  await cdp.send('Tracing.start', { categories: trace.category, transferMode: 'ReportEvents' })
  await work()
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  cdp.off('Tracing.dataCollected', collect)
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
  return events.filter((e) => e.ph === 'X' && e.name === trace.event && main.has(`${e.pid}:${e.tid}`)).map((e) => (e.tdur ?? 0) / 1000)
}

/** The page's main-thread CPU time so far (Chrome's ThreadTime metric), in milliseconds. */
async function threadTimeMs(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
  return metrics.find((m) => m.name === 'ThreadTime')!.value * 1000
}

/** JS heap plus the DOM (Blink's embedder heap), after a full garbage collection. */
export async function heapBytes(cdp: CDPSession): Promise<number> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage')
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; embedderHeapUsedSize?: number }
  return usage.usedSize + (usage.embedderHeapUsedSize ?? 0)
}
