import { describe, expect, it } from 'vitest'
import { createLogger, redact, registerSecret } from '../../../../src/core/log'

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdXBlcnZpc29yIiwidmlkZW8iOnsicm9vbSI6InJvb21fMSJ9fQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ'

describe('redact', () => {
  it('removes x-api-key values in header, JSON and query forms', () => {
    expect(redact('x-api-key: sk_live_abcdef123456')).toBe('x-api-key: [redacted]')
    expect(redact('{"x-api-key":"sk_live_abcdef123456","a":1}')).toBe('{"x-api-key":"[redacted]","a":1}')
    expect(redact('apiKey=sk_live_abcdef123456&x=1')).toBe('apiKey=[redacted]&x=1')
  })

  it('removes bearer tokens and JWTs such as LiveKit access tokens', () => {
    expect(redact('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [redacted]')
    expect(redact(`joining room with ${JWT} now`)).toBe('joining room with [redacted] now')
    expect(redact(`wss://lk.example/rtc?access_token=${JWT}`)).not.toContain('eyJ')
  })

  it('removes every registered secret wherever it appears, until unregistered', () => {
    const secret = 'plainsecret-77f1c2'
    const unregister = registerSecret(secret)
    expect(redact(`failed for ${secret} (${encodeURIComponent(secret)})`)).toBe('failed for [redacted] ([redacted])')
    unregister()
    expect(redact(`failed for ${secret}`)).toBe(`failed for ${secret}`)
  })

  it('removes a registered secret that a URL carries encoded', () => {
    const secret = 'sk live/key+9f3a=='
    const unregister = registerSecret(secret)
    const encoded = encodeURIComponent(secret)
    expect(encoded).not.toBe(secret)
    expect(redact(`GET https://svc.example/v1/lookup?q=${encoded}&page=2 failed`)).toBe('GET https://svc.example/v1/lookup?q=[redacted]&page=2 failed')
    unregister()
  })

  it('keeps a secret registered while any holder still holds it', () => {
    const secret = 'shared-key-9a8b7c'
    const first = registerSecret(secret)
    const second = registerSecret(secret)
    first()
    first()
    expect(redact(secret)).toBe('[redacted]')
    second()
    expect(redact(secret)).toBe(secret)
  })

  it('removes a registered secret of four characters, but not of three: they would blank out words', () => {
    const four = registerSecret('k9x2')
    const three = registerSecret('the')
    expect(redact('the key k9x2 failed')).toBe('the key [redacted] failed')
    four()
    three()
  })

  it('leaves ordinary text alone', () => {
    const text = 'GET /v2/api/active-calls failed code=timeout status=undefined lane=live'
    expect(redact(text)).toBe(text)
  })
})

describe('logger', () => {
  it('writes one redacted line per entry, fields included', () => {
    const lines: string[] = []
    const unregister = registerSecret('demo-owner-key')
    const logger = createLogger((line) => lines.push(line), { now: () => Date.parse('2025-05-01T12:00:00Z') })
    logger.warn('request failed for demo-owner-key', { header: 'x-api-key: demo-owner-key', status: 401, note: 'two words' })
    logger.info('ok')
    logger.error('sync stopped', { after: undefined, retry: null, offline: true })
    unregister()
    expect(lines).toEqual([
      '2025-05-01T12:00:00.000Z WARN request failed for [redacted] header="x-api-key: [redacted]" status=401 note="two words"',
      '2025-05-01T12:00:00.000Z INFO ok',
      '2025-05-01T12:00:00.000Z ERROR sync stopped retry=null offline=true',
    ])
  })
})
