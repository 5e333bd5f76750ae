import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js'
import type { ChartSpec, SeriesColor } from './charts'

/**
 * Draws a chart spec with Chart.js (chosen over uPlot by measurement,
 * docs/insights.md): colours from the theme's custom properties, a background
 * so an exported PNG reads in both themes, no animation (a poll redraws the
 * live line every 2 s).
 */
Chart.register(BarController, BarElement, CategoryScale, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip)

/** The sentiment colour "neutral" is no theme colour of its own. */
const NEUTRAL = '#94a3b8'

function themeColor(element: Element, name: SeriesColor | 'surface' | 'text' | 'border'): string {
  if (name === 'neutral') return NEUTRAL
  return getComputedStyle(element).getPropertyValue(`--${name}`).trim() || '#888'
}

const background: Plugin = {
  id: 'surface',
  beforeDraw(chart) {
    const { ctx, width, height } = chart
    ctx.save()
    ctx.fillStyle = themeColor(chart.canvas, 'surface')
    ctx.fillRect(0, 0, width, height)
    ctx.restore()
  },
}

function configOf(canvas: HTMLCanvasElement, spec: ChartSpec): ChartConfiguration {
  const text = themeColor(canvas, 'text')
  const grid = themeColor(canvas, 'border')
  const stacked = spec.kind === 'stacked'
  return {
    type: spec.kind === 'line' ? 'line' : 'bar',
    data: {
      labels: spec.labels,
      datasets: spec.series.map((series) => {
        const color = themeColor(canvas, series.color)
        return {
          label: series.label,
          data: series.values,
          backgroundColor: spec.kind === 'line' ? `${color}33` : color,
          borderColor: color,
          fill: spec.kind === 'line',
          maxBarThickness: 48,
          spanGaps: false,
          // Minutes without a poll are gaps; a point shows a lone minute between them.
          pointRadius: 2,
          pointHoverRadius: 4,
        }
      }),
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { stacked, ticks: { color: text, autoSkip: true, maxRotation: 0 }, grid: { display: false } },
        y: { stacked, beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
      },
      plugins: {
        legend: { display: spec.series.length > 1, labels: { color: text, boxWidth: 12 } },
        tooltip: { callbacks: { label: (item) => ` ${item.dataset.label}: ${item.formattedValue}` } },
      },
    },
    plugins: [background],
  }
}

export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): Chart {
  return new Chart(canvas, configOf(canvas, spec))
}

/** New data into a drawn chart of the same kind and series (the live line at each poll). */
export function redrawChart(chart: Chart, spec: ChartSpec): void {
  chart.data.labels = spec.labels
  spec.series.forEach((series, i) => {
    const dataset = chart.data.datasets[i]
    if (dataset) dataset.data = series.values
  })
  chart.update('none')
}

/** Shows the hover details of point `index`, as the pointer would: what the keyboard moves. */
export function showPoint(chart: Chart, index: number): void {
  const active = chart.data.datasets.map((_, datasetIndex) => ({ datasetIndex, index }))
  chart.setActiveElements(active)
  const x = chart.getDatasetMeta(0).data[index]?.x ?? 0
  chart.tooltip?.setActiveElements(active, { x, y: chart.chartArea.top })
  chart.update('none')
}

export function hidePoint(chart: Chart): void {
  chart.setActiveElements([])
  chart.tooltip?.setActiveElements([], { x: 0, y: 0 })
  chart.update('none')
}

/** The chart as a PNG data URL, with its background. */
export function chartPng(chart: Chart): string {
  return chart.toBase64Image('image/png', 1)
}
