import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The docs are reference: a feature's page says what it does, its
 * contract and its rules in at most 12 KB, the history of measurements lives in
 * docs/decisions/, and all the pages together stay under 200 KB.
 */
const DOCS = join(import.meta.dirname, '../../../docs')
const PAGE_LIMIT = 12 * 1024
const TOTAL_LIMIT = 200 * 1000
/** Not a feature's page: the map of the whole code, and the file `npm run bench` writes. */
const NOT_FEATURE_PAGES = new Set(['architecture.md', 'benchmarks.md'])

const pages = readdirSync(DOCS)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, bytes: statSync(join(DOCS, name)).size, text: readFileSync(join(DOCS, name), 'utf8') }))

describe('the docs as reference', () => {
  it('keeps each feature page within 12 KB', () => {
    const over = pages.filter((page) => !NOT_FEATURE_PAGES.has(page.name) && page.bytes > PAGE_LIMIT)
    expect(over.map((page) => `${page.name}: ${page.bytes} bytes`)).toEqual([])
  })

  it('keeps all of docs/*.md under 200 KB', () => {
    const total = pages.reduce((sum, page) => sum + page.bytes, 0)
    expect(total).toBeLessThan(TOTAL_LIMIT)
  })

  it('lists no test cases in a page: a "Tests" section drifts from the tree', () => {
    const withTests = pages.filter((page) => /^#{2,4} Tests\s*$/m.test(page.text)).map((page) => page.name)
    expect(withTests).toEqual([])
  })
})
