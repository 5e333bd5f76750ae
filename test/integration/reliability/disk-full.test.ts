import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Logger } from '../../../src/core/log'
import { startSimulator, type RunningSimulator } from '../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../support/console'
import { serviceDisposition } from '../../support/simulator'
import { waitFor } from '../../support/wait'

/**
 * The cache on a small disk of its own (a real tmpfs, mounted here: the test
 * runs as root, as in CI) that a filler file fills up and then frees.
 */
const disk = mkdtempSync(join(tmpdir(), 'switchboard-small-disk-'))
const filler = join(disk, 'filler')
let sim: RunningSimulator
let app: TestConsole
const lines: string[] = []
const logger: Logger = {
  info: (message) => lines.push(message),
  warn: (message) => lines.push(message),
  error: (message) => lines.push(message),
}

beforeAll(async () => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', disk], { stdio: 'pipe' })
  } catch (error) {
    throw new Error(`This test needs to mount a tmpfs (root, as in CI), and could not: ${String(error)}`, { cause: error })
  }
  sim = await startSimulator({ port: 0, seed: 11, activeCalls: 4, plan: 'enterprise' })
  app = await startTestConsole(sim, { cacheDir: disk, logger, synced: ['dispositions'] })
}, 60_000)
afterAll(async () => {
  rmSync(filler, { force: true })
  await app?.cleanup()
  await sim?.stop()
  execFileSync('umount', [disk])
  rmSync(disk, { recursive: true, force: true })
})

/** Writes until the disk refuses. */
function fill(): void {
  const fd = openSync(filler, 'w')
  try {
    for (const size of [1024 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size, 1)
      for (;;) {
        try {
          writeSync(fd, chunk)
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break
          throw error
        }
      }
    }
  } finally {
    closeSync(fd)
  }
}

const FULL = /^The disk holding the cache is full \(.+, \d+ KB free\)$/

describe('the disk holding the cache fills up', () => {
  it('says so within 5 s, refuses edits with that reason, logs once, and resumes by itself, losing no acknowledged edit', async () => {
    await waitFor(() => app.console.connection().state === 'online', 20_000, 'online')
    const queue = await app.invoke('callbacks.query', { filters: {}, zone: 'UTC', groupLimit: 2000 })
    const targets = queue.groups
      .flatMap((group) => group.items)
      .filter((item) => !item.done)
      .slice(0, 3)
      .map((item) => item.disposition._id)
    expect(targets).toHaveLength(3)
    // Acknowledged just before the disk fills: the replay meets the full disk halfway.
    for (const id of targets) await app.invoke('callbacks.setNotes', { dispositionId: id, notes: `kept through a full disk ${id}` })

    const linesBefore = lines.length
    fill()
    const filledAt = Date.now()
    await waitFor(
      () => FULL.test(app.console.sync.status().cacheProblem?.message ?? '') && FULL.test(app.console.connection().reason ?? ''),
      5_000,
      'the disk state',
    )
    const noticedMs = Date.now() - filledAt

    const refused = await app.invoke('callbacks.setNotes', { dispositionId: targets[0]!, notes: 'not kept' })
    expect(refused).toEqual({
      submitted: [],
      failed: [{ dispositionId: targets[0], message: expect.stringMatching(FULL), words: expect.objectContaining({ key: expect.stringMatching(/^errors\.cache\.diskFull/) }) }],
    })

    // The poller, the sync and the replay keep meeting the full disk meanwhile: one log line, no loop, no rejection.
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    expect(lines.slice(linesBefore)).toEqual(['cache writes refused: disk full'])

    rmSync(filler)
    const freedAt = Date.now()
    await waitFor(() => app.console.sync.status().cacheProblem === null && app.console.connection().state === 'online', 10_000, 'back')
    const resumedMs = Date.now() - freedAt
    await waitFor(() => app.console.outbox.list().items.length === 0, 30_000, 'the outbox to empty')
    for (const id of targets) expect((await serviceDisposition(sim, id)).notes).toBe(`kept through a full disk ${id}`)
    process.stdout.write(`full disk: told after ${noticedMs} ms, resumed ${resumedMs} ms after space returned\n`)
  })
})
