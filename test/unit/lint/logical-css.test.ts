import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** A physical side in a style: a right-to-left language would need it mirrored (docs/i18n.md). */
const PHYSICAL = /\b(margin|padding|border)-(left|right)\b|^\s*(left|right)\s*:|text-align:\s*(left|right)\b|float:\s*(left|right)\b/

/** The same in markup: Svelte's `style:left={…}`. */
const STYLE_DIRECTIVE = /\bstyle:(left|right|(margin|padding)-(left|right))=/g

function physicalSides(path: string, text: string): string[] {
  const styles = path.endsWith('.css') ? [text] : [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '')
  const inStyles = styles.flatMap((style) => style.split('\n').filter((line) => PHYSICAL.test(line)).map((line) => `${path}: ${line.trim()}`))
  const inMarkup = [...text.matchAll(STYLE_DIRECTIVE)].map((m) => `${path}: ${m[0]}`)
  return [...inStyles, ...inMarkup]
}

describe('the renderer lays out by logical sides', () => {
  it('writes no left or right in a style: margin-inline-start, inset-inline-end, text-align: start…', () => {
    const files = globSync('src/renderer/**/*.{svelte,css}')
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap((path) => physicalSides(path, readFileSync(path, 'utf8')))).toEqual([])
  })

  it('finds a physical side in a component style and in a style sheet', () => {
    expect(physicalSides('a.svelte', '<p>left: here</p>\n<style>\n  p { }\n  .x {\n    margin-left: 1rem;\n  }\n</style>')).toEqual(['a.svelte: margin-left: 1rem;'])
    expect(physicalSides('a.svelte', '<div style:left="{x}%"></div>')).toEqual(['a.svelte: style:left='])
    expect(physicalSides('a.css', '.y {\n  right: 0;\n  text-align: left;\n}')).toEqual(['a.css: right: 0;', 'a.css: text-align: left;'])
  })
})
