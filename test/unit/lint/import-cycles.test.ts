import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { importCycles, importGraph } from './import-graph'

const SRC = join(import.meta.dirname, '../../../src')

let temp: string | null = null
afterEach(() => {
  if (temp) rmSync(temp, { recursive: true, force: true })
  temp = null
})

/** A tree of source files in a temp dir, from paths and their text. */
function tree(files: Record<string, string>): string {
  temp = mkdtempSync(join(tmpdir(), 'import-cycles-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(temp, path)), { recursive: true })
    writeFileSync(join(temp, path), text)
  }
  return temp
}

describe('import cycles', () => {
  it('finds a cycle made of type-only imports, through an index and a Svelte component', () => {
    const root = tree({
      'core/sync/index.ts': "export { syncAll } from './sync'\n",
      'core/sync/sync.ts': "import type { Report } from './report'\nexport const syncAll = (r: Report) => r\n",
      'core/sync/report.ts': "import type { syncAll } from '.'\nexport type Report = ReturnType<typeof syncAll>\n",
      'renderer/A.svelte': "<script lang=\"ts\">\n  import B from './B.svelte'\n</script>\n<B />\n",
      'renderer/B.svelte': "<script lang=\"ts\">\n  import { a } from './a.svelte'\n</script>\n{a}\n",
      'renderer/a.svelte.ts': "import type A from './A.svelte'\nexport const a: A | null = null\n",
      'renderer/ok.ts': "import { a } from './a.svelte'\nexport const b = a\n",
    })
    const { edges, unresolved } = importGraph(root)
    expect(unresolved).toEqual([])
    expect(importCycles(edges)).toEqual([
      'core/sync/index.ts → core/sync/sync.ts → core/sync/report.ts → core/sync/index.ts',
      'renderer/A.svelte → renderer/B.svelte → renderer/a.svelte.ts → renderer/A.svelte',
    ])
  })

  it('finds a file that imports itself, and none where imports only go one way', () => {
    expect(importCycles(importGraph(tree({ 'self.ts': "export type { X } from './self'\nexport type X = 1\n" })).edges)).toEqual(['self.ts → self.ts'])
    expect(importCycles(importGraph(tree({ 'a.ts': "export { b } from './b'\n", 'b.ts': "export { c } from './c.js'\n", 'c.ts': 'export const c = 1\n' })).edges)).toEqual([])
  })

  it('reports a relative import that leads to no file, which could hide a cycle', () => {
    expect(importGraph(tree({ 'a.ts': "export { b } from './missing'\n" })).unresolved).toEqual(['a.ts → ./missing'])
  })

  it('finds none in src/, whose every relative import it follows', () => {
    const { edges, unresolved } = importGraph(SRC)
    expect(edges.size).toBeGreaterThan(500)
    expect(unresolved).toEqual([])
    expect(importCycles(edges)).toEqual([])
  })
})
