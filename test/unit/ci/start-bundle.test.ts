import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { START_BUNDLE_BUDGET_BYTES, startBundle } from '../../support/start-bundle'
import { tempDirPerTest } from '../../support/temp-dir'

/**
 * The renderer's weight (issue 38): what the wall needs at start stays within
 * its budget. Reads the build `npm test` and CI make before the tests; every
 * view but the wall, LiveKit, Chart.js, wavesurfer and the number check come later.
 */
describe('the renderer start bundle', () => {
  const tempDir = tempDirPerTest('switchboard-start-bundle-')

  it('stays within 250 KB gzipped', () => {
    const bundle = startBundle()
    const listing = bundle.files.map((entry) => `${entry.file}: ${entry.gzipBytes} bytes`).join(', ')
    expect(bundle.gzipBytes, listing).toBeLessThanOrEqual(START_BUNDLE_BUDGET_BYTES)
  })

  it('counts the entry, its static imports and their CSS, not what loads on demand', () => {
    const dir = tempDir()
    mkdirSync(join(dir, '.vite'))
    mkdirSync(join(dir, 'assets'))
    const files = { 'assets/entry.js': 'a'.repeat(10), 'assets/shared.js': 'b', 'assets/shared.css': 'c', 'assets/lazy.js': 'd' }
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text)
    const manifest = {
      'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['lazy.ts'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['index.html'] },
      'lazy.ts': { file: 'assets/lazy.js', isDynamicEntry: true, imports: ['_shared.js'] },
    }
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
    expect(startBundle(dir).files.map((entry) => entry.file)).toEqual(['assets/entry.js', 'assets/shared.js', 'assets/shared.css'])
  })
})
