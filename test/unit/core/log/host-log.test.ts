import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
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

  it('starts the file afresh when it cannot be archived, rather than letting it grow', () => {
    // An archive that cannot be replaced, as a file Windows holds open.
    mkdirSync(join(dir(), 'main.1.log'))
    writeFileSync(join(dir(), 'main.1.log', 'held'), '')
    const { log, file } = openHostLog({ folder: dir(), maxBytes: 300, archives: 1 })
    for (let i = 0; i < 20; i++) log.info(`line ${i} ${'x'.repeat(40)}`)
    const text = read(file)
    expect(text).toContain('line 19')
    expect(text).not.toContain('line 0 ')
    expect(text.length).toBeLessThan(600)
  })

  it('writes a core Logger line without fields as just its message', () => {
    const { logger, file } = openHostLog({ folder: dir() })
    logger.info('sync started')
    logger.warn('poll slow')
    logger.error('poll failed')
    const endings = read(file)
      .trimEnd()
      .split('\n')
      .map((line) => line.replace(/^\[[^\]]*\] \[(\w+)\]\s+/, '$1: '))
    expect(endings).toEqual(['info: sync started', 'warn: poll slow', 'error: poll failed'])
  })

  it('prints to the terminal only when asked, from info up, redacted too', () => {
    const quiet = openHostLog({ folder: dir() })
    const loud = openHostLog({ folder: dir(), fileName: 'dev.log', toConsole: true })
    const printed: string[] = []
    for (const { log } of [quiet, loud]) {
      log.transports.console.writeFn = ({ message }) => printed.push(`${message.level}: ${message.data.map(String).join(' ')}`)
    }
    quiet.log.info('from the quiet log')
    loud.log.debug('a debug line')
    loud.log.info('GET /v2/api/active-calls x-api-key: sk_live_abc')
    expect(printed).toEqual([expect.stringMatching(/^info: .*GET \/v2\/api\/active-calls x-api-key: \[redacted\]$/)])
  })
})
