import Papa from 'papaparse'
import { mount, unmount } from 'svelte'
import { BatchImport } from '../../../../src/renderer/campaigns/batch-import.svelte'
import BenchImport from './BenchImport.svelte'

/**
 * The page the campaign-import benchmark drives. `bare` parses the file with
 * papaparse alone on the page's thread (the parser's own speed); `subject`
 * imports it as the Campaigns view does (the worker started when the drop
 * zone shows, before the file is chosen, reads and keeps the rows; the
 * virtualised table shows the ones in view). Both answer their time
 * window, for the longest main-thread task in it.
 */
let file = null
/** One for the page's life, as the view has (`campaigns.batchImport`). */
const batch = new BatchImport()
/**
 * Every main-thread task over 50 ms. An entry reaches the observer some time
 * after its task (often in the next round), so rounds report their window
 * and the bench takes each round's longest task from this list at the end.
 */
const longTasks = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ startMs: entry.startTime, durationMs: entry.duration })
}).observe({ type: 'longtask', buffered: false })

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

window.bench = {
  /** The long tasks so far, once those of the last round have had time to arrive. */
  async longTasks() {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    return longTasks
  },

  prepare(text) {
    file = new File([text], 'bench.csv', { type: 'text/csv' })
  },

  async bare() {
    await frame()
    const started = performance.now()
    const text = await file.text()
    const parsed = Papa.parse(text, { skipEmptyLines: 'greedy' })
    const totalMs = performance.now() - started
    await frame()
    return { totalMs, rows: parsed.data.length - 1, window: [started, performance.now()] }
  },

  async subject() {
    const target = document.getElementById('app')
    const app = mount(BenchImport, { target, props: { batch } })
    // As FileDrop does when it shows; the user then takes a moment to choose the file.
    await batch.prepare()
    await frame()
    const started = performance.now()
    let firstRowsMs = null
    // The first data row rendered with its phone number (an empty row while it is fetched does not count).
    const observer = new MutationObserver(() => {
      if (firstRowsMs === null && target.querySelector('[role="row"][aria-rowindex="2"] [role="cell"]:nth-child(2)')?.textContent) firstRowsMs = performance.now() - started
    })
    observer.observe(target, { childList: true, subtree: true })
    await batch.importFile(file)
    await frame()
    const totalMs = performance.now() - started
    observer.disconnect()
    const result = { totalMs, firstRowsMs, rows: batch.rowCount, shownRows: target.querySelectorAll('[role="row"][aria-rowindex]').length, window: [started, performance.now()], phase: batch.phase }
    batch.clear()
    unmount(app)
    await frame()
    return result
  },
}
