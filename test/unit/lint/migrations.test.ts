import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })
const MIGRATION = 'src/core/cache/migrations/0099-example.ts'
const FROZEN_RULES = ['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax']

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => FROZEN_RULES.includes(m.ruleId ?? '')).map((m) => m.message)
}

// ESLint loads its plugins on the first lint: slow on a busy machine.
describe('the rule that keeps migrations frozen', { timeout: 30_000 }, () => {
  it('fails a migration that imports live code, however the path is written', async () => {
    expect(await importErrors(MIGRATION, "import { phoneTerms } from '../phone-terms'\nexport const x = phoneTerms\n")).toEqual([
      expect.stringContaining('inline what it needs'),
    ])
    expect(await importErrors(MIGRATION, "export { toIso } from '../../cache/values'\n")).toHaveLength(1)
    expect(await importErrors(MIGRATION, "export type { ActiveCall } from '../../../shared/api'\n")).toHaveLength(1)
  })

  it('fails a migration that imports another migration, even a type or at run time', async () => {
    expect(await importErrors(MIGRATION, "import { quarterHourSql } from './0006-insights'\nexport const x = quarterHourSql\n")).toHaveLength(1)
    expect(await importErrors(MIGRATION, "import type { Grain } from './0006-insights'\nexport type X = Grain\n")).toHaveLength(1)
    expect(await importErrors(MIGRATION, "export const x = await import('./0006-insights')\n")).toHaveLength(1)
    expect(await importErrors(MIGRATION, "export const x = require('./0006-insights')\n")).toHaveLength(1)
  })

  it('fails a migration that imports a value of the database module', async () => {
    expect(await importErrors(MIGRATION, "import Database from 'better-sqlite3'\nexport const x = Database\n")).toEqual([
      expect.stringContaining('only the types of the database'),
    ])
  })

  it('allows the types of the database and of a migration, and the registry its migrations', async () => {
    const migration = "import type { Database } from 'better-sqlite3'\nimport type { Migration } from './types'\nexport type X = [Database, Migration]\n"
    expect(await importErrors(MIGRATION, migration)).toEqual([])
    expect(await importErrors('src/core/cache/migrations/index.ts', "export { initial } from './0001-initial'\n")).toEqual([])
  })
})
