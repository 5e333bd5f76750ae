import { readFileSync } from 'node:fs'
import { join, posix, resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import type { Plugin } from 'vite'
import { i18nMessages } from './scripts/i18n'

/**
 * The simulator's speech clips are audio files it reads at run time from `speech/`
 * beside src/simulator/media/speech-clips.ts. The main process bundles the simulator
 * (the built-in demo), so the folder's clips and clips.json go beside the chunk that
 * holds that module: the same relative path, in out/ and in the packaged app.asar.
 */
function simulatorSpeech(): Plugin {
  const reader = resolve(import.meta.dirname, 'src/simulator/media/speech-clips.ts')
  const folder = resolve(import.meta.dirname, 'src/simulator/media/speech')
  return {
    name: 'simulator-speech',
    generateBundle(_options, bundle) {
      const manifest = readFileSync(join(folder, 'clips.json'), 'utf8')
      const files = ['clips.json', ...(JSON.parse(manifest) as { file: string }[]).map((clip) => clip.file)]
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.moduleIds.includes(reader)) continue
        for (const file of files) {
          this.emitFile({ type: 'asset', fileName: posix.join(posix.dirname(chunk.fileName), 'speech', file), source: readFileSync(join(folder, file)) })
        }
      }
    },
  }
}

/** The renderer's Bridge modules (`lib/bridge`): a chunk of their own. */
const BRIDGE_MODULES = /[\\/]src[\\/]renderer[\\/]lib[\\/]bridge[\\/]/
const BRIDGE_CHUNK = 'bridge'

/**
 * The window's page loads the Bridge's chunk by a script of its own, ahead of
 * the window's script, which imports the same module: it opens the connection
 * and asks the wall's snapshot while the rest of the start bundle is fetched
 * and evaluated (docs/decisions/0023-first-call.md). `async`: it runs as soon
 * as it arrives, not after the document and its style sheets.
 */
function earlyBridge(): Plugin {
  return {
    name: 'early-bridge',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.name === BRIDGE_CHUNK)
        if (!chunk) throw new Error(`the renderer's build has no ${BRIDGE_CHUNK} chunk`)
        return html.replace('<script type="module"', `<script type="module" async crossorigin src="./${chunk.fileName}"></script>\n    $&`)
      },
    },
  }
}

export default defineConfig({
  main: {
    plugins: [simulatorSpeech(), i18nMessages(import.meta.dirname)],
    build: {
      // Pure-JavaScript packages go into the bundle: loaded from node_modules, their hundreds of small ES modules
      // (zod, libphonenumber-js) cost the host's start more to resolve than to run (issue 38). Native ones stay out.
      externalizeDeps: { exclude: ['zod', 'libphonenumber-js', 'ws', 'countries-and-timezones', 'papaparse'] },
      // The browser host (src/web/cli.ts) is built beside the main process: both run core as built JavaScript.
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts'), web: resolve(import.meta.dirname, 'src/web/cli.ts') } },
    },
  },
  preload: {
    build: {
      // A sandboxed preload cannot require packages: bundle them (only electron stays external).
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        // Sandboxed preloads cannot be ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [svelte({ configFile: resolve(import.meta.dirname, 'svelte.config.js') }), earlyBridge(), i18nMessages(import.meta.dirname)],
    // The messages are parsed at build (scripts/i18n.ts): the formatter needs no parser (formatjs's `no-parser` entry).
    resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    build: {
      // out/renderer/.vite/manifest.json: what the start bundle is, for its budget (test/unit/ci/start-bundle.test.ts).
      manifest: true,
      rollupOptions: {
        input: resolve(import.meta.dirname, 'src/renderer/index.html'),
        // src/shared only defines (types, constants, zod schemas): a module of it none of whose exports a
        // chunk uses is left out, so the window does not build the API's and the Bridge's schemas at start.
        treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]shared[\\/]/, sideEffects: false }] },
        output: { codeSplitting: { groups: [{ name: BRIDGE_CHUNK, test: BRIDGE_MODULES }] } },
      },
    },
  },
})
