import { describe, expect, it } from 'vitest'
import { createApiClient, createRateLimiter } from '../../../../src/core/api'
import { redact } from '../../../../src/core/log'

describe('the API client and the logs', () => {
  it('keeps its key out of any log line from the moment it is made', () => {
    createApiClient({ baseUrl: 'http://127.0.0.1:9', workspaceId: 'ws_1', apiKey: 'plain-key-7f3a9c', limiter: createRateLimiter() })
    expect(redact('sent with plain-key-7f3a9c')).toBe('sent with [redacted]')
  })
})
