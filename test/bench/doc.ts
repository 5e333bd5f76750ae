/**
 * docs/benchmarks.md, written from the figures the benches report (scripts/bench.mjs).
 * A pure function of the previous file, this run's figures and the bench files, so a
 * run of some benches replaces their sections and keeps the others' last measurement.
 */
import type { BenchFigure } from './harness'

/** A figure as the runner collects it: what the bench reported, and the file that reported it. */
export interface ReportedFigure extends BenchFigure {
  file: string
}

export interface BenchRun {
  /** As typed, e.g. "npm run bench -- sightings". */
  command: string
  /** YYYY-MM-DD. */
  date: string
  /** From `machineLine`. */
  machine: string
}

export interface Machine {
  cpuModel: string
  cores: number
  memoryBytes: number
  /** e.g. "Linux 6.8.0 x64". */
  os: string
  node: string
}

const SOURCE = /^Source: `test\/bench\/([\w.-]+\.bench\.ts)`\.$/m
/** The header's run, whose machine a section names only when it ran on another. */
const LAST_RUN = /^Last written by `[^`]*` on [\d-]+, (.+)\.$/m
const SECTION_RUN = /^(`npm run bench -- [\w.-]+` on [\d-]+)\.$/m

export function machineLine(machine: Machine): string {
  const memory = `${(machine.memoryBytes / 2 ** 30).toFixed(1)} GiB`
  return `${machine.cpuModel.trim().replace(/\s+/g, ' ')}, ${machine.cores} cores, ${memory}, ${machine.os}, Node ${machine.node}`
}

/**
 * The whole document: the sections of the benches that reported figures in this run,
 * the previous file's sections of the other benches still in `benchFiles`, and the
 * benches with neither, listed as not measured yet.
 */
export function benchmarksDoc(previous: string, figures: ReportedFigure[], run: BenchRun, benchFiles: string[]): string {
  const fresh = new Set(figures.map((f) => f.file))
  const sections: { file: string; text: string }[] = []
  const previousMachine = LAST_RUN.exec(previous)?.[1]
  for (const part of previous.split(/^(?=## )/m).slice(1)) {
    const file = SOURCE.exec(part)?.[1]
    if (!file || !benchFiles.includes(file) || fresh.has(file)) continue
    // A section kept from a run on another machine than this one's says which.
    const text = previousMachine !== undefined && previousMachine !== run.machine ? part.replace(SECTION_RUN, `$1, ${previousMachine}.`) : part
    sections.push({ file, text: text.trimEnd() })
  }
  for (const suite of [...new Set(figures.map((f) => f.suite))]) {
    const own = figures.filter((f) => f.suite === suite)
    sections.push({ file: own[0]!.file, text: suiteSection(suite, own, run) })
  }
  const order = (file: string) => benchFiles.indexOf(file)
  sections.sort((a, b) => order(a.file) - order(b.file))
  const measured = new Set(sections.map((s) => s.file))
  const missing = benchFiles.filter((f) => !measured.has(f))
  return [header(run, missing), ...sections.map((s) => s.text)].join('\n\n') + '\n'
}

function header(run: BenchRun, missing: string[]): string {
  const lines = [
    '# Benchmarks',
    '',
    '<!-- Written by `npm run bench` (scripts/bench.mjs, test/bench/doc.ts); do not edit. -->',
    '',
    'A full run rewrites the sections of the benches it ran. Per figure: subject and baseline (medians',
    'of the same rounds), why that baseline is fair, the median per-round ratio and its range, the goal,',
    'met. The quick profile (CI) has the same goals. A goal open in an issue does not fail the run.',
    '',
    `Last written by \`${run.command}\` on ${run.date}, ${run.machine}.`,
  ]
  if (missing.length > 0) {
    const names = missing.map((f) => `\`${f.replace(/\.bench\.ts$/, '')}\``).join(', ')
    lines.push('', `Not measured yet (run \`npm run bench -- NAME\` to fill): ${names}.`)
  }
  return lines.join('\n')
}

function suiteSection(suite: string, own: ReportedFigure[], run: BenchRun): string {
  const lines = [
    `## ${suite}`,
    '',
    `\`npm run bench -- ${own[0]!.file.replace(/\.bench\.ts$/, '')}\` on ${run.date}.`,
    '',
    '| figure | subject | baseline | why this baseline | ratio, median of rounds (range) | goal | met |',
    '|---|---|---|---|---|---|---|',
  ]
  for (const f of own) {
    const ratio = `${times(f.ratio)}× of ${f.rounds} (${f.ratioRange.map(times).join('–')})`
    const cells = [f.name, `${num(f.subject)} ${f.unit}`, `${f.baselineLabel}: ${num(f.baseline)} ${f.unit}`, f.fair, ratio, f.goal ?? '–', verdict(f)]
    lines.push(`| ${cells.map(cell).join(' | ')} |`)
  }
  lines.push('', `Source: \`test/bench/${own[0]!.file}\`.`)
  return lines.join('\n')
}

function verdict(f: BenchFigure): string {
  if (f.met === undefined) return '–'
  if (f.met) return 'yes'
  return f.openIn ? `**no** (open in issue ${f.openIn.join(', ')})` : '**no**'
}

/** A ratio as written; a round with a zero baseline has none (JSON turns NaN into null). */
function times(r: number | null): string {
  return typeof r === 'number' && Number.isFinite(r) ? r.toFixed(3) : '–'
}

function num(n: number): string {
  return Math.abs(n) >= 100 ? n.toFixed(0) : Number(n.toPrecision(4)).toString()
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ')
}

function cell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|')
}
