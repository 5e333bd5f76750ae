import { describe, expect, it } from 'vitest'
import { isLoopback } from '../../../../src/core/api'

describe('whether a host is this computer (plain http allowed)', () => {
  it('takes localhost and its subdomains, in any case', () => {
    for (const host of ['localhost', 'LocalHost', 'sim.localhost', 'a.b.LOCALHOST']) expect(isLoopback(host), host).toBe(true)
  })

  it('takes the whole 127/8 block and ::1 in both spellings, bracketed or not', () => {
    for (const host of ['127.0.0.1', '127.255.3.4', '::1', '[::1]', '0:0:0:0:0:0:0:1', '[0:0:0:0:0:0:0:1]']) expect(isLoopback(host), host).toBe(true)
  })

  it('refuses every other host, including names that only look local', () => {
    for (const host of [
      'example.com',
      'localhost.example.com',
      'notlocalhost',
      'xlocalhost',
      '127.example.com',
      '128.0.0.1',
      '10.127.0.1',
      '::2',
      '[::2]',
      '::ffff:127.0.0.1',
      '',
    ]) {
      expect(isLoopback(host), host).toBe(false)
    }
  })
})
