import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function timeFormatErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

describe('one date/time formatter for the renderer', { timeout: 30_000 }, () => {
  it('fails a view that formats a time itself', async () => {
    expect(await timeFormatErrors('src/renderer/calls/leak.ts', 'export const t = new Date().toLocaleTimeString()\n')).toEqual([
      expect.stringContaining('zoned-format.ts'),
    ])
    expect(await timeFormatErrors('src/renderer/voices/leak.ts', "export const t = (iso: string) => new Date(iso).toLocaleString()\n")).toHaveLength(1)
    expect(await timeFormatErrors('src/renderer/history/leak.ts', "export const f = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' })\n")).toHaveLength(1)
    expect(await timeFormatErrors('src/renderer/callbacks/leak.ts', "export const r = new Intl.RelativeTimeFormat('en')\n")).toHaveLength(1)
  })

  it('allows the formatter itself, and code outside the renderer', async () => {
    expect(await timeFormatErrors('src/shared/time/zoned-format.ts', "export const f = new Intl.DateTimeFormat(undefined, {})\n")).toEqual([])
    expect(await timeFormatErrors('src/core/log/ok.ts', 'export const t = new Date().toLocaleString()\n')).toEqual([])
  })
})
