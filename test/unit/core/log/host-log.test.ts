import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { registerSecret } from '../../../../src/core/log'
import { openHostLog } from '../../../../src/core/log/host-log'
import { tempDirPerTest } from '../../../support/temp-dir'

const dir = tempDirPerTest('switchboard-logs-')

const read = (file: string) => readFileSync(file, 'utf8')

describe('the desktop log (electron-log)', () => {
  it('writes lines to main.log in the log folder, redacted through the hook', () => {
    const { log, file } = openHostLog({ folder: dir() })
    log.info('GET /v2/api/active-calls x-api-key: sk_live_abc')
    expect(file).toBe(join(dir(), 'main.log'))
    const text = read(file)
    expect(text).toContain('GET /v2/api/active-calls x-api-key: [redacted]')
    expect(text).not.toContain('sk_live_abc')
    expect(text).toMatch(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] \[info\]/)
  })

  it('redacts inside objects, errors and core Logger fields too', () => {
    const { log, logger, file } = openHostLog({ folder: dir() })
    log.warn('request failed', { headers: { 'x-api-key': 'sk_live_abc', accept: 'application/json' } })
    log.error(new Error('upstream said: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'))
    logger.info('joined room', { url: 'wss://lk.example/rtc?access_token=secret-livekit-token' })
    const unregister = registerSecret('ws_key_registered_1234')
    logger.error('echo', { body: 'ws_key_registered_1234' })
    unregister()
    const text = read(file)
    for (const secret of ['sk_live_abc', 'eyJhbGciOiJIUzI1NiJ9', 'secret-livekit-token', 'ws_key_registered_1234']) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain('application/json')
    expect(text.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(4)
  })

  it('rotates at maxBytes and keeps only the newest archives', () => {
    const { log } = openHostLog({ folder: dir(), maxBytes: 300, archives: 2 })
    for (let i = 0; i < 60; i++) log.info(`line ${i} ${'x'.repeat(40)}`)
    expect(readdirSync(dir()).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log'])
    expect(read(join(dir(), 'main.log'))).toContain('line 59')
    expect(read(join(dir(), 'main.2.log'))).not.toContain('line 0 ')
  })
})
