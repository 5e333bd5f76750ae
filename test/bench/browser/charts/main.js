import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

/**
 * The page the Insights chart benchmark drives: the biggest Insights chart
 * (calls per hour over 30 days, 720 bars) drawn by uPlot and by Chart.js, on
 * the same page with the same data. Each operation waits for the next frame,
 * so both have drawn; the bench script measures main-thread CPU.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip)

const HOURS = 720
const start = Date.UTC(2026, 2, 1) / 1000
let seed = 1
const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647)
const series = () => Array.from({ length: HOURS }, (_, i) => Math.round(40 + 30 * Math.sin((i / 24) * 2 * Math.PI) + random() * 20))
const times = Array.from({ length: HOURS }, (_, i) => start + i * 3600)
let values = series()
let plot = null
let chart = null
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))

window.bench = {
  async uplotCreate() {
    plot = new uPlot(
      {
        width: 1100,
        height: 260,
        scales: { x: { time: true } },
        series: [{}, { label: 'Calls', fill: '#3b82f6', stroke: '#3b82f6', paths: uPlot.paths.bars({ size: [0.9, 100] }) }],
        legend: { show: false },
      },
      [times, values],
      document.getElementById('uplot'),
    )
    await frame()
  },
  async uplotUpdate() {
    values = series()
    plot.setData([times, values])
    await frame()
  },
  uplotDestroy() {
    plot.destroy()
    plot = null
  },
  async chartjsCreate() {
    const canvas = document.querySelector('#chartjs canvas')
    chart = new Chart(canvas, {
      type: 'bar',
      data: { labels: times.map((t) => new Date(t * 1000).toISOString().slice(5, 13)), datasets: [{ label: 'Calls', data: values, backgroundColor: '#3b82f6' }] },
      options: { animation: false, responsive: false, maintainAspectRatio: false, plugins: { legend: { display: false } } },
    })
    await frame()
  },
  async chartjsUpdate() {
    values = series()
    chart.data.datasets[0].data = values
    chart.update('none')
    await frame()
  },
  chartjsDestroy() {
    chart.destroy()
    chart = null
  },
}
