import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openWebHostLog } from '../../../src/web/logging'
import { tempDirPerTest } from '../../support/temp-dir'

const dir = tempDirPerTest('switchboard-logs-')

const read = (file: string) => readFileSync(file, 'utf8')

describe('the browser host log', () => {
  it('writes <dataDir>/logs/web.log with the same redaction', () => {
    const { log, folder, file } = openWebHostLog(dir())
    expect(folder).toBe(join(dir(), 'logs'))
    log.info('x-api-key: sk_live_abc')
    expect(existsSync(file)).toBe(true)
    expect(read(file)).toContain('x-api-key: [redacted]')
    expect(read(file)).not.toContain('sk_live_abc')
  })
})
