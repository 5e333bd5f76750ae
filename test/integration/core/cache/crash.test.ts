import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Sqlite from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { openCache } from '../../../../src/core/cache'
import { checkSearchIndexes, tempDir } from './fixtures'

const WRITER = fileURLToPath(new URL('./crash-writer.ts', import.meta.url))
const ROUNDS = 24

let cleanup: () => void = () => {}
afterEach(() => cleanup())

/** Runs the writer until it has been writing for `afterReadyMs`, then SIGKILLs it; returns the ids it acknowledged. */
function runAndKill(path: string, round: number, afterReadyMs: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, path, String(round)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let timer: NodeJS.Timeout | undefined
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (!timer && stdout.includes('ready\n')) timer = setTimeout(() => child.kill('SIGKILL'), afterReadyMs)
    })
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (_code, signal) => {
      clearTimeout(timer)
      if (signal !== 'SIGKILL') {
        reject(new Error(`writer ended by itself (${signal ?? _code}): ${stderr}`))
        return
      }
      // A line cut by the kill was never a complete acknowledgement.
      const lines = stdout.split('\n').slice(0, -1)
      resolve(lines.filter((l) => l.startsWith('ack ')).map((l) => Number(l.slice(4))))
    })
  })
}

describe('a crash at any moment', () => {
  it(`loses no acknowledged outbox entry and never corrupts the file (${ROUNDS} kill -9s)`, async () => {
    const temp = tempDir()
    cleanup = temp.cleanup
    const path = join(temp.dir, 'cache.db')
    const acknowledged: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      // Kills land anywhere from mid-open to deep in the loop.
      acknowledged.push(...(await runAndKill(path, round, Math.floor(Math.random() * 400))))
    }
    expect(acknowledged.length).toBeGreaterThan(ROUNDS)

    const raw = new Sqlite(path)
    expect(raw.pragma('integrity_check', { simple: true })).toBe('ok')
    const stored = new Set(raw.prepare('SELECT id FROM outbox').pluck().all() as number[])
    raw.close()
    const lost = acknowledged.filter((id) => !stored.has(id))
    expect(lost).toEqual([])

    const db = openCache(path)
    expect(() => checkSearchIndexes(db)).not.toThrow()
    db.close()
  }, 360_000)
})
