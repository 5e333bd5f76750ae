import { describe, expect, it } from 'vitest'
import { externalLinkOpener, isAllowedExternal } from '../../../src/main/external-links'
import { createLogger } from '../../../src/core/log'

const ORIGINS = ['https://api.example.com', 'https://media.example.com']

describe('external links', () => {
  it.each([
    ['https://api.example.com/docs/agents', true],
    ['https://media.example.com/', true],
    ['http://api.example.com/docs', false],
    ['https://evil.example/', false],
    ['https://api.example.com.evil.example/', false],
    ['https://user:pw@api.example.com/', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['ms-settings:privacy', false],
    ['not a url', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(isAllowedExternal(url, ORIGINS)).toBe(allowed)
  })

  it('opens an allowed link, and refuses and logs any other', async () => {
    const opened: string[] = []
    const lines: string[] = []
    const open = externalLinkOpener(async () => ORIGINS, async (url) => void opened.push(url), createLogger((line) => lines.push(line)))
    open('https://api.example.com/docs')
    open('file:///etc/passwd')
    await new Promise((resolve) => setImmediate(resolve))
    expect(opened).toEqual(['https://api.example.com/docs'])
    expect(lines).toEqual([expect.stringMatching(/WARN external link refused url=file:\/\/\/etc\/passwd/)])
  })
})
