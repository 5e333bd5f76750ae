import { describe, expect, it } from 'vitest'
import type { Logger } from '../../../src/core/log'
import { DeferredLogger } from '../../../src/web/deferred-logger'

describe("the browser host's logger before its log is open", () => {
  it('keeps what it is told until the log opens, then writes it in order, and what follows after it', async () => {
    const lines: string[] = []
    const log: Logger = {
      info: (message) => void lines.push(`info ${message}`),
      warn: (message) => void lines.push(`warn ${message}`),
      error: (message) => void lines.push(`error ${message}`),
    }
    const logger = new DeferredLogger()
    logger.info('web host started')
    logger.error('request failed')
    await Promise.resolve()
    expect(lines).toEqual([])

    logger.open(log)
    logger.warn('demo workspace not opened')
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines).toEqual(['info web host started', 'error request failed', 'warn demo workspace not opened'])
  })
})
