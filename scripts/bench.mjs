#!/usr/bin/env node
// Runs every test/bench/*.bench.ts (or those named on the command line), collects
// their figures and writes docs/benchmarks.md. Usage: npm run bench [-- name ...]
import { spawn } from 'node:child_process'
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const PREFIX = 'BENCH_FIGURE '
const benchDir = 'test/bench'
const wanted = process.argv.slice(2)
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort()

const figures = []
let failed = false
for (const file of files) {
  process.stderr.write(`\n▶ ${file}\n`)
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--expose-gc', join(benchDir, file)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let buffer = ''
    child.stdout.on('data', (chunk) => {
      buffer += chunk
      let nl
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 1)
        if (line.startsWith(PREFIX)) figures.push({ file, ...JSON.parse(line.slice(PREFIX.length)) })
        else process.stdout.write(line + '\n')
      }
    })
    child.on('close', resolve)
  })
  if (code !== 0) {
    failed = true
    process.stderr.write(`✗ ${file} exited with ${code}\n`)
  }
}

const command = `npm run bench${wanted.length ? ' -- ' + wanted.join(' ') : ''}`
const lines = [
  '# Benchmarks',
  '',
  'Every figure is a ratio against a baseline measured in the same run on the same machine',
  '(the machines are shared and noisy, so absolute numbers mean little).',
  '',
  `Produced by \`${command}\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}.`,
  '',
]
for (const suite of [...new Set(figures.map((f) => f.suite))]) {
  lines.push(`## ${suite}`, '', '| figure | subject | baseline | ratio | goal | met |', '|---|---|---|---|---|---|')
  for (const f of figures.filter((x) => x.suite === suite)) {
    lines.push(
      `| ${f.name} | ${num(f.subject)} ${f.unit} | ${f.baselineLabel}: ${num(f.baseline)} ${f.unit} | ${f.ratio.toFixed(3)}× | ${f.goal ?? '–'} | ${f.met === undefined ? '–' : f.met ? 'yes' : '**no**'} |`,
    )
  }
  const notes = figures.filter((x) => x.suite === suite && x.note).map((x) => `- ${x.name}: ${x.note}`)
  if (notes.length) lines.push('', ...notes)
  lines.push('', `Source: \`test/bench/${figures.find((x) => x.suite === suite).file}\`.`, '')
}
if (wanted.length === 0) writeFileSync('docs/benchmarks.md', lines.join('\n'))
else process.stdout.write(lines.join('\n') + '\n')
process.exit(failed ? 1 : 0)

function num(n) {
  return Math.abs(n) >= 100 ? n.toFixed(0) : Number(n.toPrecision(4)).toString()
}
