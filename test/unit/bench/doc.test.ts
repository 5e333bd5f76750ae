import { describe, expect, it } from 'vitest'
import { benchmarksDoc, machineLine, type BenchRun, type ReportedFigure } from '../../bench/doc'

const run: BenchRun = { command: 'npm run bench -- sightings', date: '2026-11-28', machine: 'Some CPU, 2 cores, 7.8 GiB, Linux 6.8.0 x64, Node v24.1.0' }
const files = ['api-client.bench.ts', 'sightings.bench.ts', 'simulator.bench.ts']

function figure(over: Partial<ReportedFigure> = {}): ReportedFigure {
  return {
    file: 'sightings.bench.ts',
    suite: 'Sightings',
    name: 'CPU to record one poll',
    baselineLabel: 'the floor',
    fair: 'the same rows with nothing else',
    unit: 'ms',
    higherIsBetter: false,
    rounds: 11,
    baseline: 87.5,
    subject: 120.4,
    ratio: 1.3441,
    ratioRange: [1.133, 1.54],
    subjectRange: [110, 130],
    quick: false,
    goal: '≤ 1.5×',
    met: true,
    ...over,
  }
}

const section = (doc: string, title: string) => doc.split(/^(?=## )/m).find((part) => part.startsWith(`## ${title}\n`))

describe('benchmarksDoc', () => {
  it('opens with the generated notice and the run: command, date, machine', () => {
    const doc = benchmarksDoc('', [figure()], run, files)
    expect(doc.startsWith('# Benchmarks\n')).toBe(true)
    expect(doc).toContain('do not edit')
    expect(doc).toContain(`Last written by \`${run.command}\` on 2026-11-28, ${run.machine}.`)
  })

  it('writes a bench as a table of its figures with goal and verdict and its source, without the notes the run prints', () => {
    const doc = benchmarksDoc('', [figure({ note: 'ten thousand calls,\n  eleven rounds' })], run, files)
    const sightings = section(doc, 'Sightings')!
    expect(sightings).toContain(`\`${run.command}\` on 2026-11-28.\n`)
    expect(sightings).toContain('| CPU to record one poll | 120 ms | the floor: 87.5 ms | the same rows with nothing else | 1.344× of 11 (1.133–1.540) | ≤ 1.5× | yes |')
    expect(sightings).not.toContain('eleven rounds')
    expect(sightings).toContain('Source: `test/bench/sightings.bench.ts`.')
  })

  it('marks a missed goal, and a missed goal open in an issue with the issue', () => {
    const doc = benchmarksDoc(
      '',
      [figure({ name: 'missed', met: false }), figure({ name: 'open', met: false, openIn: [5, 12] }), figure({ name: 'no goal', goal: undefined, met: undefined })],
      run,
      files,
    )
    expect(doc).toMatch(/\| missed \|.*\| \*\*no\*\* \|$/m)
    expect(doc).toMatch(/\| open \|.*\| \*\*no\*\* \(open in issue 5, 12\) \|$/m)
    expect(doc).toMatch(/\| no goal \|.*\| – \| – \|$/m)
  })

  it('writes a ratio that JSON turned into null as a dash, and escapes a pipe in a cell', () => {
    const doc = benchmarksDoc('', [figure({ name: 'a | b', ratio: null as unknown as number, ratioRange: [0, Number.NaN] })], run, files)
    expect(doc).toContain('| a \\| b | 120 ms | the floor: 87.5 ms | the same rows with nothing else | –× of 11 (0.000––) |')
  })

  it('lists the benches not measured yet', () => {
    const doc = benchmarksDoc('', [figure()], run, files)
    expect(doc).toContain('Not measured yet (run `npm run bench -- NAME` to fill): `api-client`, `simulator`.')
    expect(benchmarksDoc('', [], run, files)).toContain('`api-client`, `sightings`, `simulator`.')
  })

  it('replaces the sections of the benches that ran, keeps the others, in the order of the bench files', () => {
    const first = benchmarksDoc(
      '',
      [figure({ file: 'simulator.bench.ts', suite: 'Simulator', name: 'requests per second' }), figure({ suite: 'Sightings old name' })],
      { ...run, date: '2026-11-01' },
      files,
    )
    const second = benchmarksDoc(first, [figure({ subject: 99 })], run, files)
    expect(section(second, 'Sightings old name')).toBeUndefined()
    expect(section(second, 'Sightings')).toContain('| 99 ms |')
    expect(section(second, 'Simulator')).toBe(section(first, 'Simulator'))
    expect(section(second, 'Simulator')).toContain('on 2026-11-01')
    expect(second.indexOf('## Sightings')).toBeLessThan(second.indexOf('## Simulator'))
    expect(benchmarksDoc(second, [], run, files)).toBe(benchmarksDoc(second, [], run, files))
  })

  it('drops sections no bench wrote and those of bench files that are gone', () => {
    const previous = [
      benchmarksDoc('', [figure({ file: 'gone.bench.ts', suite: 'Gone' })], run, [...files, 'gone.bench.ts']),
      '## Written by hand\n\nA table pasted from elsewhere.\n',
    ].join('\n')
    const doc = benchmarksDoc(previous, [figure()], run, files)
    expect(section(doc, 'Gone')).toBeUndefined()
    expect(doc).not.toContain('Written by hand')
  })
})

describe('machineLine', () => {
  it('names the CPU, cores, memory, OS and Node', () => {
    expect(machineLine({ cpuModel: ' AMD EPYC  7B13 ', cores: 2, memoryBytes: 8 * 2 ** 30, os: 'Linux 6.8.0 x64', node: 'v24.1.0' })).toBe(
      'AMD EPYC 7B13, 2 cores, 8.0 GiB, Linux 6.8.0 x64, Node v24.1.0',
    )
  })

  it('names the machine of a kept section only when it ran on another than this run', () => {
    const files2 = ['sightings.bench.ts', 'simulator.bench.ts']
    const elsewhere = { ...run, machine: 'Other CPU, 8 cores, 32.0 GiB, Linux 6.1.0 x64, Node v22.1.0' }
    const first = benchmarksDoc('', [figure({ file: 'simulator.bench.ts', suite: 'Simulator' })], elsewhere, files2)
    expect(section(first, 'Simulator')).toContain('`npm run bench -- simulator` on 2026-11-28.\n')
    const here = benchmarksDoc(first, [figure()], run, files2)
    expect(section(here, 'Simulator')).toContain(`\`npm run bench -- simulator\` on 2026-11-28, ${elsewhere.machine}.`)
    expect(section(here, 'Sightings')).toContain('`npm run bench -- sightings` on 2026-11-28.\n')
    expect(benchmarksDoc(here, [figure()], run, files2)).toBe(here)
  })
})
