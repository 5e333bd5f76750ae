import { afterEach, describe, expect, it, vi } from 'vitest'

/** The harness in the quick profile (`npm run bench -- --quick`), its output silenced. */
async function quickHarness() {
  vi.stubEnv('SWITCHBOARD_BENCH_QUICK', '1')
  vi.resetModules()
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
  return import('../../bench/harness')
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

describe('the bench harness in the quick profile', () => {
  const figure = (subject: number[]) => ({
    suite: 'S',
    name: 'n',
    baselineLabel: 'b',
    fair: 'f',
    baseline: [1, 1, 1, 1, 1],
    subject,
    unit: 'ms',
    higherIsBetter: false,
  })

  it('judges a goal as written, whatever the spread of the rounds: 1.3× misses ≤ 1.25× (half the spread would have made it 2.7×)', async () => {
    const { QUICK, report } = await quickHarness()
    expect(QUICK).toBe(true)
    const missed = report({ ...figure([1.1, 1.2, 1.3, 3, 4]), goals: [{ on: 'ratio', atMost: 1.25 }] })
    expect(missed).toMatchObject({ quick: true, ratio: 1.3, met: false, goal: '≤ 1.25×' })
    const met = report({ ...figure([1.1, 1.2, 1.25, 3, 4]), goals: [{ on: 'ratio', atMost: 1.25 }] })
    expect(met.met).toBe(true)
  })

  it('holds a bound on the subject the same way: 1 hidden rendering event misses "at most 0"', async () => {
    const { report } = await quickHarness()
    expect(report({ ...figure([0, 1, 1, 3, 6]), goals: [{ on: 'subject', atMost: 0 }] }).met).toBe(false)
  })
})
