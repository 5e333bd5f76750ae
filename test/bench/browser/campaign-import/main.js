import Papa from 'papaparse'
import { mount, unmount } from 'svelte'
import { BatchImport } from '../../../../src/renderer/campaigns/batch-import.svelte'
import BenchImport from './BenchImport.svelte'

/**
 * The page the campaign-import benchmark drives. `bare` parses the file with
 * papaparse alone on the page's thread (the parser's own speed); `subject`
 * imports it as the Campaigns view does (a worker, rows in slices, the
 * virtualised table). Both record the longest main-thread task while they run.
 */
let file = null
let longest = 0
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration)
}).observe({ type: 'longtask', buffered: false })

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

window.bench = {
  prepare(text) {
    file = new File([text], 'bench.csv', { type: 'text/csv' })
  },

  async bare() {
    await frame()
    longest = 0
    const started = performance.now()
    const text = await file.text()
    const parsed = Papa.parse(text, { skipEmptyLines: 'greedy' })
    const totalMs = performance.now() - started
    await frame()
    return { totalMs, rows: parsed.data.length - 1, longestTaskMs: longest }
  },

  async subject() {
    const target = document.getElementById('app')
    const batch = new BatchImport()
    const app = mount(BenchImport, { target, props: { batch } })
    await frame()
    longest = 0
    const started = performance.now()
    let firstRowsMs = null
    const observer = new MutationObserver(() => {
      if (firstRowsMs === null && target.querySelector('[role="row"][aria-rowindex="2"]')) firstRowsMs = performance.now() - started
    })
    observer.observe(target, { childList: true, subtree: true })
    await batch.importFile(file)
    await frame()
    const totalMs = performance.now() - started
    observer.disconnect()
    const rows = batch.rows.length
    const shownRows = target.querySelectorAll('[role="row"][aria-rowindex]').length
    unmount(app)
    await frame()
    return { totalMs, firstRowsMs, rows, shownRows, longestTaskMs: longest, phase: batch.phase }
  },
}
