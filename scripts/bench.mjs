#!/usr/bin/env node
// Runs every test/bench/*.bench.ts (or those named on the command line), collects
// their figures, and exits non-zero when a figure misses its goal or a bench fails.
// Usage: npm run bench [-- [--quick] name ...]
//   A full run writes docs/benchmarks.md (test/bench/doc.ts): the sections of the
//   benches it ran are replaced, the others keep their last measurement. `--quick`
//   runs each bench's short profile against the same goals (CI) and never touches
//   docs/: its figures go to reports/benchmarks-quick.md. A miss is a miss.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { tsImport } from 'tsx/esm/api'

const { benchmarksDoc, machineLine } = await tsImport('../test/bench/doc.ts', import.meta.url)
const PREFIX = 'BENCH_FIGURE '
const DOC = 'docs/benchmarks.md'
const REPORTS = 'reports'
const QUICK_REPORT = join(REPORTS, 'benchmarks-quick.md')
const benchDir = 'test/bench'
const args = process.argv.slice(2)
const quick = args.includes('--quick')
const wanted = args.filter((a) => a !== '--quick')
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort()
if (files.length === 0) {
  process.stderr.write(`no benchmark matches ${wanted.join(', ')}\n`)
  process.exit(1)
}

/** A ratio as written; a round with a zero baseline has none (JSON turns NaN into null). */
const num = (n) => (Math.abs(n) >= 100 ? n.toFixed(0) : Number(n.toPrecision(4)).toString())
const times = (r) => (typeof r === 'number' && Number.isFinite(r) ? r.toFixed(3) : '–')

const figures = []
const failures = []
for (const file of files) {
  process.stderr.write(`\n▶ ${file}${quick ? ' (quick)' : ''}\n`)
  const started = performance.now()
  const outcome = await runBench(file)
  process.stderr.write(`  ${file}: ${((performance.now() - started) / 1000).toFixed(0)} s\n`)
  figures.push(...outcome.figures)
  if (outcome.code !== 0) failures.push(`${file} exited with ${outcome.code}`)
}

for (const f of figures.filter((x) => x.met === false && !x.openIn)) failures.push(`goal missed: ${f.suite} · ${f.name}: ${num(f.subject)} ${f.unit}, ${times(f.ratio)}×, goal ${f.goal}`)

const run = {
  command: `npm run bench${args.length ? ' -- ' + args.join(' ') : ''}`,
  date: new Date().toISOString().slice(0, 10),
  machine: machineLine({
    cpuModel: os.cpus()[0]?.model ?? 'unknown CPU',
    cores: os.availableParallelism(),
    memoryBytes: os.totalmem(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  }),
}
const allFiles = readdirSync(benchDir).filter((f) => f.endsWith('.bench.ts')).sort()
if (quick) {
  mkdirSync(REPORTS, { recursive: true })
  const doc = benchmarksDoc('', figures, run, files)
  writeFileSync(QUICK_REPORT, doc)
  process.stdout.write(`\n${doc}`)
} else {
  writeFileSync(DOC, benchmarksDoc(existsSync(DOC) ? readFileSync(DOC, 'utf8') : '', figures, run, allFiles))
}
if (failures.length) process.stderr.write(`\n✗ ${failures.join('\n✗ ')}\n`)
else process.stderr.write(`\n✓ ${figures.length} figures, every goal met but those open in an issue (${figures.filter((f) => f.openIn).length})\n`)
process.exit(failures.length ? 1 : 0)

/** Runs one bench in its own process; its figures, and the exit code. */
async function runBench(file) {
  const own = []
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--expose-gc', join(benchDir, file)], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, SWITCHBOARD_BENCH_QUICK: quick ? '1' : '0' },
    })
    let buffer = ''
    child.stdout.on('data', (chunk) => {
      buffer += chunk
      let nl
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 1)
        if (line.startsWith(PREFIX)) own.push({ file, ...JSON.parse(line.slice(PREFIX.length)) })
        else process.stdout.write(line + '\n')
      }
    })
    child.on('close', resolve)
  })
  return { figures: own, code }
}
