/**
 * The benchmark harness. Each `test/bench/*.bench.ts` is a script that measures a
 * baseline and a subject in the same run and calls `report` for each figure;
 * `npm run bench` runs them all and writes docs/benchmarks.md from the reports.
 */
export interface BenchFigure {
  /** Which benchmark this figure belongs to, e.g. "Simulator: GET /v2/api/active-calls". */
  suite: string
  /** What was measured, e.g. "requests per second, 200 live calls". */
  name: string
  baselineLabel: string
  baseline: number
  subject: number
  unit: string
  /** Whether a larger subject is better (throughput) or worse (time, memory). */
  higherIsBetter: boolean
  /** The issue's goal as text, e.g. "≤ 1.15×", and whether it was met. */
  goal?: string
  met?: boolean
  note?: string
}

export const REPORT_PREFIX = 'BENCH_FIGURE '

export function report(figure: BenchFigure): void {
  const ratio = figure.subject / figure.baseline
  process.stdout.write(`${REPORT_PREFIX}${JSON.stringify({ ...figure, ratio })}\n`)
  const mark = figure.met === undefined ? '' : figure.met ? ' (goal met)' : ' (GOAL MISSED)'
  process.stderr.write(
    `${figure.suite} · ${figure.name}: ${fmt(figure.subject)} ${figure.unit} vs ${figure.baselineLabel} ${fmt(figure.baseline)} → ${ratio.toFixed(3)}×${mark}\n`,
  )
}

function fmt(n: number): string {
  return Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(3)
}

/** Runs `fn` `runs` times and returns the durations in milliseconds. */
export async function timeRuns(runs: number, fn: () => unknown | Promise<unknown>): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await fn()
    out.push(performance.now() - t0)
  }
  return out
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

export function median(values: number[]): number {
  return percentile(values, 50)
}
