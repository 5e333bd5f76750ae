/**
 * A day at the desk (issue #21): the console on the Live calls wall for
 * `minutes` while the simulator runs at 20× (30 minutes ≈ 10 hours of calls),
 * read every `everySeconds`: the renderer's heap after GC and its DOM nodes,
 * the host's heap after GC and RSS, the SQLite cache's file, pages and rows.
 *
 * Goals, from the median of minutes 5–10 to the median of the last five
 * minutes (for a shorter run: a sixth of it each, after its first third):
 * renderer and host heap grow ≤ 10 %; the DOM nodes stay flat (≤ 10 %); the
 * cache grows, from the sample at minute 5 to the last, only by what was cached. For the cache, each table's bytes per
 * row (its b-trees from `dbstat`, the table and its indexes, over its rows, at
 * the end) times the rows it gained is what caching explains; the pages in use
 * may grow at most 10 % (and 16 pages) beyond that. Growth that rows do not
 * explain (rows that fatten, pages never reused) fails it.
 */
import {
  kb,
  mb,
  median,
  pct,
  readCache,
  readRenderer,
  rssBytes,
  simControl,
  sleep,
  startRig,
  type CacheReading,
  type RendererReading,
} from './support'
import type { SoakOutcome } from './chaos'

const GROWTH_GOAL = 0.1
const SPEED = 20
const ACTIVE_CALLS = 40
const PAGE_SLACK = 16

interface Sample {
  minute: number
  simHours: number
  renderer: RendererReading
  hostHeap: number
  hostRss: number
  cache: CacheReading
}

export interface DayOutcome extends SoakOutcome {
  /** The samples and the goals as a Markdown table, printed at the end of the day soak. */
  markdown: string[]
}

export async function runDay(minutes: number, everySeconds: number): Promise<DayOutcome> {
  const rig = await startRig(['--speed', String(SPEED), '--active-calls', String(ACTIVE_CALLS), '--seed', '9'])
  const samples: Sample[] = []
  const misses: string[] = []
  try {
    const started = Date.now()
    const simStart = Date.parse((await simControl<{ simTime: string }>(rig.sim.url, 'GET', '/status')).simTime)
    for (let n = 0; ; n++) {
      const due = started + n * everySeconds * 1000
      if (due > started + minutes * 60_000) break
      await sleep(Math.max(0, due - Date.now()))
      if (rig.host.process.exitCode !== null) {
        misses.push(`the host exited (code ${rig.host.process.exitCode}) after ${Math.round((Date.now() - started) / 60_000)} min`)
        break
      }
      const simTime = Date.parse((await simControl<{ simTime: string }>(rig.sim.url, 'GET', '/status')).simTime)
      samples.push({
        minute: (Date.now() - started) / 60_000,
        simHours: (simTime - simStart) / 3_600_000,
        renderer: await readRenderer(rig.page, rig.cdp),
        hostHeap: await rig.inspector.heapAfterGc(),
        hostRss: rssBytes(rig.host.process.pid!),
        cache: readCache(rig.host.dataDir),
      })
      const s = samples.at(-1)!
      process.stderr.write(
        `soak day: ${s.minute.toFixed(1)} min (${s.simHours.toFixed(1)} h simulated): renderer ${mb(s.renderer.heap)}, ${s.renderer.domNodes} nodes; host ${mb(s.hostHeap)} heap, ${mb(s.hostRss)} RSS; cache ${mb(s.cache.fileBytes)}\n`,
      )
    }
  } finally {
    await rig.stop()
  }
  if (samples.length < 3) return { summary: [], misses: [...misses, `only ${samples.length} samples: run for longer`], markdown: [] }

  // Medians of two windows, so one sample's passing calls or pending GC does not decide: the five
  // minutes after minute 5 and the last five (a sixth of a shorter run each, after its first third).
  const baseMinute = Math.min(5, minutes / 3)
  const span = Math.min(5, minutes / 6)
  const baseWindow = samples.filter((s) => s.minute >= baseMinute - 0.05 && s.minute < baseMinute + span - 0.05)
  const endWindow = samples.filter((s) => s.minute > minutes - span - 0.05)
  if (baseWindow.length === 0 || endWindow.length === 0)
    return { summary: [], misses: [...misses, `no sample between minutes ${baseMinute} and ${baseMinute + span}, or in the last ${span}: sample more often (--every)`], markdown: [] }
  const base = (read: (s: Sample) => number) => median(baseWindow.map(read))
  const last = (read: (s: Sample) => number) => median(endWindow.map(read))
  const growth = (read: (s: Sample) => number) => last(read) / base(read) - 1
  const rendererHeap = growth((s) => s.renderer.heap)
  const hostHeap = growth((s) => s.hostHeap)
  const domNodes = growth((s) => s.renderer.domNodes)
  const end = samples.at(-1)!
  const cache = cacheGrowth(baseWindow[0]!.cache, end.cache)
  const between = `between minutes ${baseMinute}–${baseMinute + span} and ${minutes - span}–${minutes} (medians)`

  if (!(rendererHeap <= GROWTH_GOAL)) misses.push(`renderer heap after GC grew ${pct(rendererHeap)} ${between}; the goal is ≤ ${pct(GROWTH_GOAL)}`)
  if (!(hostHeap <= GROWTH_GOAL)) misses.push(`host heap after GC grew ${pct(hostHeap)} ${between}; the goal is ≤ ${pct(GROWTH_GOAL)}`)
  if (!(domNodes <= GROWTH_GOAL)) misses.push(`DOM nodes grew ${pct(domNodes)} ${between}; the goal is flat (≤ ${pct(GROWTH_GOAL)})`)
  if (!(cache.usedBytes <= cache.explainedBytes * (1 + GROWTH_GOAL) + PAGE_SLACK * end.cache.pageSize))
    misses.push(`the cache's pages in use grew ${kb(cache.usedBytes)} since minute ${baseMinute}, rows explain ${kb(cache.explainedBytes)} (+10 % and ${PAGE_SLACK} pages allowed)`)

  const summary = [
    `day at the desk: ${minutes} min at ${SPEED}× (${end.simHours.toFixed(1)} h simulated), ${ACTIVE_CALLS} calls, a sample every ${everySeconds} s; growth ${between}:`,
    `renderer heap after GC ${mb(base((s) => s.renderer.heap))} → ${mb(last((s) => s.renderer.heap))} (${pct(rendererHeap)}, goal ≤ ${pct(GROWTH_GOAL)})`,
    `host heap after GC ${mb(base((s) => s.hostHeap))} → ${mb(last((s) => s.hostHeap))} (${pct(hostHeap)}, goal ≤ ${pct(GROWTH_GOAL)}); RSS ${mb(base((s) => s.hostRss))} → ${mb(last((s) => s.hostRss))}`,
    `DOM nodes ${base((s) => s.renderer.domNodes)} → ${last((s) => s.renderer.domNodes)} (${pct(domNodes)}, goal flat ≤ ${pct(GROWTH_GOAL)}); ${base((s) => s.renderer.cards)} → ${last((s) => s.renderer.cards)} calls on the wall`,
    `cache since minute ${baseMinute}: ${cache.rows} rows cached, explaining ${kb(cache.explainedBytes)}; pages in use grew ${kb(cache.usedBytes)}; file (+WAL) ${mb(baseWindow[0]!.cache.fileBytes)} → ${mb(end.cache.fileBytes)}`,
  ]
  const markdown = [
    '| minute | simulated h | renderer heap | DOM nodes | elements | cards | host heap | host RSS | cache file (+WAL) | pages in use | rows |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...samples.map(
      (s) =>
        `| ${s.minute.toFixed(0)} | ${s.simHours.toFixed(1)} | ${mb(s.renderer.heap)} | ${s.renderer.domNodes} | ${s.renderer.elements} | ${s.renderer.cards} | ${mb(s.hostHeap)} | ${mb(s.hostRss)} | ${mb(s.cache.fileBytes)} | ${s.cache.usedPages} | ${totalRows(s.cache)} |`,
    ),
    '',
    '| table | rows gained | bytes per row (end) | explained |',
    '|---|---|---|---|',
    ...cache.perTable.map((t) => `| ${t.name} | ${t.rows} | ${t.bytesPerRow.toFixed(0)} | ${kb(t.explained)} |`),
  ]
  return { summary, misses, markdown }
}

function totalRows(cache: CacheReading): number {
  let rows = 0
  for (const table of cache.tables.values()) rows += table.rows
  return rows
}

/** Pages in use gained, and what the rows each table gained explain at that table's bytes per row. */
function cacheGrowth(base: CacheReading, end: CacheReading) {
  const perTable: { name: string; rows: number; bytesPerRow: number; explained: number }[] = []
  for (const [name, now] of end.tables) {
    const gained = now.rows - (base.tables.get(name)?.rows ?? 0)
    if (gained <= 0 || now.rows === 0) continue
    const bytesPerRow = now.bytes / now.rows
    perTable.push({ name, rows: gained, bytesPerRow, explained: gained * bytesPerRow })
  }
  perTable.sort((a, b) => b.explained - a.explained)
  return {
    perTable,
    rows: perTable.reduce((sum, t) => sum + t.rows, 0),
    explainedBytes: perTable.reduce((sum, t) => sum + t.explained, 0),
    usedBytes: (end.usedPages - base.usedPages) * end.pageSize,
  }
}
