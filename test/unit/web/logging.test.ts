import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openWebHostLog } from '../../../src/web/logging'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'switchboard-logs-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

const read = (file: string) => readFileSync(file, 'utf8')

describe('the browser host log', () => {
  it('writes <dataDir>/logs/web.log with the same redaction', () => {
    const { log, folder, file } = openWebHostLog(dir)
    expect(folder).toBe(join(dir, 'logs'))
    log.info('x-api-key: sk_live_abc')
    expect(existsSync(file)).toBe(true)
    expect(read(file)).toContain('x-api-key: [redacted]')
    expect(read(file)).not.toContain('sk_live_abc')
  })
})
