/**
 * The renderer's start bundle, read from Vite's build manifest: the entry
 * chunk and every chunk it imports statically (with their CSS), which the
 * browser must fetch and parse before the first screen. Chunks reached only
 * by a dynamic `import()` (the views but the wall, LiveKit, Chart.js...) are not in it.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export const RENDERER_OUT = join(import.meta.dirname, '../../out/renderer')

/** The start bundle may not grow past this, gzipped (issue 38). */
export const START_BUNDLE_BUDGET_BYTES = 250 * 1024

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

export interface StartBundle {
  /** Built files (under the renderer's out dir) with their gzipped size. */
  files: { file: string; gzipBytes: number }[]
  gzipBytes: number
}

export function startBundle(outDir: string = RENDERER_OUT): StartBundle {
  const manifestPath = join(outDir, '.vite/manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the renderer first (npm run build)`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length !== 1) throw new Error(`expected one entry in the renderer's manifest, found ${entries.length}`)
  const seen = new Set<string>()
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entries[0]!)
  const sized = [...files].map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(outDir, file))).length }))
  return { files: sized, gzipBytes: sized.reduce((sum, entry) => sum + entry.gzipBytes, 0) }
}
