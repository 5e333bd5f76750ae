import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })
/** A file the rule covers (`WORDED` in eslint.config.js). */
const WORDED = 'src/renderer/app/Navigation.svelte'

async function literals(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: WORDED })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'switchboard/no-literal-text').map((m) => m.message)
}

// ESLint loads its plugins on the first lint: slow on a busy machine.
describe('the rule that keeps words in the message catalog', { timeout: 30_000 }, () => {
  it('flags text and accessible names written in the markup', async () => {
    expect(await literals('<p>No calls right now</p>')).toEqual([expect.stringContaining('"No calls right now"')])
    expect(await literals('<button aria-label="End call">×</button>')).toEqual([expect.stringContaining('"End call"')])
    expect(await literals('<input placeholder="Search {kind}" />')).toHaveLength(1)
    expect(await literals('<img alt="Agent" src="a.png" />')).toHaveLength(1)
  })

  it('passes words from the catalog, symbols and attributes no one reads', async () => {
    const code = `<script lang="ts">\n  import { t } from '../i18n/i18n.svelte'\n  const n = 3\n</script>\n<p class="count" data-testid="wall">{t('app.view.calls')} · {n} — ×</p>\n<span title={t('app.nav.label')}>12:05</span>\n<style>\n  p { color: red; }\n</style>\n`
    expect(await literals(code)).toEqual([])
  })
})
