import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** The files whose imports are followed: TypeScript, Svelte modules and Svelte components. */
const SOURCE = /\.(ts|svelte)$/
/** A component's code is in its <script> blocks (instance and module). */
const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g
/** What a relative specifier may leave out, tried in order: `./x` is `./x.ts`, `./x.svelte` is `./x.svelte.ts`, `./dir` is `./dir/index.ts`. */
const COMPLETIONS = ['', '.ts', '.js', '/index.ts', '/index.js']

export interface ImportGraph {
  /** Each source file (relative to the root, with `/`) and the source files it imports, type-only imports included. */
  edges: Map<string, string[]>
  /** Relative imports that lead to no file: a graph that misses them could miss a cycle. */
  unresolved: string[]
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return SOURCE.test(entry.name) ? [path] : []
  })
}

function code(file: string): string {
  const text = readFileSync(file, 'utf8')
  return file.endsWith('.svelte') ? [...text.matchAll(SCRIPT)].map((match) => match[1]).join('\n') : text
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''))
  const candidates = [...COMPLETIONS.map((end) => base + end), base.replace(/\.js$/, '.ts')]
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
}

/** Every import of every source file under `root`, as TypeScript reads them (`import`, `import type`, `export … from`, `import()`, `require`). */
export function importGraph(root: string): ImportGraph {
  const name = (file: string) => relative(root, file).split('\\').join('/')
  const edges = new Map<string, string[]>()
  const unresolved: string[] = []
  for (const file of sourceFiles(root)) {
    const targets = new Set<string>()
    for (const { fileName: specifier } of ts.preProcessFile(code(file), true, true).importedFiles) {
      if (!specifier.startsWith('.')) continue
      const target = resolveImport(file, specifier)
      if (!target) unresolved.push(`${name(file)} → ${specifier}`)
      else if (SOURCE.test(target)) targets.add(name(target))
    }
    edges.set(name(file), [...targets].sort())
  }
  return { edges, unresolved }
}

/**
 * The cycles of the graph: one per strongly connected component (Tarjan), each
 * written as a path through it back to its first file, `a.ts → b.ts → a.ts`.
 */
export function importCycles(edges: ReadonlyMap<string, readonly string[]>): string[] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []

  const visit = (file: string): void => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!))
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== file)
      if (component.length > 1 || (edges.get(file) ?? []).includes(file)) components.push(component.sort())
    }
  }
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file)

  return components.map((component) => pathBack(component[0]!, new Set(component), edges).join(' → '))
}

/** A shortest path from `start` through `within` back to `start` (breadth first). */
function pathBack(start: string, within: ReadonlySet<string>, edges: ReadonlyMap<string, readonly string[]>): string[] {
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i]!
    for (const next of edges.get(file) ?? []) {
      if (!within.has(next)) continue
      if (next === start) {
        const path = [start]
        for (let at: string | undefined = file; at !== start && at !== undefined; at = cameFrom.get(at)) path.splice(1, 0, at)
        return [...path, start]
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file)
        queue.push(next)
      }
    }
  }
  return [start, start]
}
